import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@stavka/i18n/dictionaries';
import { priceText } from './slip-item';
import { PROMO_MAX_LENGTH, type OptionName, type SlipOptions } from './slip-options';
import type { useSlipForm } from './use-slip-form';
import styles from './slip-extras.module.css';

type SlipForm = ReturnType<typeof useSlipForm>;

/** The odds formats' names as the switcher shows them. */
const formatKeys: Readonly<Record<SlipForm['oddsFormat'], MessageKey>> = {
  decimal: 'sportsbook_odds_format_decimal',
  fractional: 'sportsbook_odds_format_fractional',
  american: 'sportsbook_odds_format_american',
  'hong-kong': 'sportsbook_odds_format_hong_kong',
  indonesian: 'sportsbook_odds_format_indonesian',
  malaysian: 'sportsbook_odds_format_malaysian',
};

function Switch({ label, checked, disabled = false, onChange, children }: { label: string; checked: boolean; disabled?: boolean; onChange: (on: boolean) => void; children?: ReactNode }) {
  const id = useId();
  return (
    <div className={styles.option}>
      <div className={styles.switchRow}>
        <input id={id} type="checkbox" className={styles.switch} checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />
        <label htmlFor={id}>{label}</label>
      </div>
      {children && <div className={styles.nested}>{children}</div>}
    </div>
  );
}

/** An auto bet, the advance and a power bet are each a bet of their own: one at a time. */
const exclusive = ['autoBet', 'advance', 'power'] as const satisfies readonly (OptionName & keyof SlipOptions)[];

/**
 * The bet's options (decision 0028), for a signed-in player and only those the bet can take now: an
 * auto bet with its target in the player's odds format, the advance the server offers, a power bet
 * where the brand has one, the lobby, and a promo code — each checked again by the server.
 */
export function SlipOptionsField({ form }: { form: SlipForm }) {
  const { t } = useTranslation();
  const { model, options, setOptions, money, oddsFormat, offer } = form;
  const targetId = useId();
  const targetHintId = useId();
  const promoId = useId();
  const allowed = model.allowed;
  if (allowed.size === 0) return null;
  const on = model.options;
  const taken = exclusive.find((name) => on[name]);
  const blockedBy = (name: OptionName) => taken !== undefined && taken !== name;
  const lang = form.model.draft.lang;
  const now = model.totalOdds !== null ? Number(model.totalOdds) : (model.draft.selections[0]?.price ?? 0);
  const targetProblem = model.block === 'auto_target_invalid' ? t('opt_auto_target_invalid') : null;
  const promoProblem = model.block === 'promo_invalid' ? t('opt_promo_invalid') : null;
  const open = on.autoBet || on.advance || on.power || on.lobby || on.promo !== '' || options.promo !== '';
  return (
    <details className={styles.loadSlip} open={open || undefined} data-testid="slip-options">
      <summary>{t('opt_title')}</summary>
      <fieldset className={styles.options}>
        <legend className={styles.note}>{t('opt_one_at_a_time')}</legend>
        {allowed.has('autoBet') && (
          <Switch label={t('opt_auto')} checked={on.autoBet} disabled={blockedBy('autoBet')} onChange={(autoBet) => setOptions({ autoBet })}>
            {on.autoBet && (
              <>
                <label htmlFor={targetId} className={styles.label}>
                  {t('opt_auto_target', { format: t(formatKeys[oddsFormat]) })}
                </label>
                <input
                  id={targetId}
                  className={styles.input}
                  inputMode={oddsFormat === 'fractional' ? 'text' : 'decimal'}
                  autoComplete="off"
                  maxLength={20}
                  value={options.autoTarget}
                  aria-invalid={targetProblem ? true : undefined}
                  aria-describedby={targetHintId}
                  onChange={(event) => setOptions({ autoTarget: event.target.value })}
                />
                <p id={targetHintId} className={targetProblem ? styles.problem : styles.hint}>
                  {targetProblem ?? (now > 1000 ? t('opt_auto_hint', { now: priceText(now, oddsFormat, lang) }) : t('opt_auto_hint_no_price'))}
                </p>
              </>
            )}
          </Switch>
        )}
        {allowed.has('advance') && (
          <Switch label={t('opt_advance', { amount: money(offer.advance) })} checked={on.advance} disabled={blockedBy('advance')} onChange={(advance) => setOptions({ advance })}>
            <p className={styles.hint}>{t('opt_advance_hint')}</p>
          </Switch>
        )}
        {allowed.has('power') && offer.powerBet && (
          <Switch label={t('opt_power', { percent: offer.powerBet.percent })} checked={on.power} disabled={blockedBy('power')} onChange={(power) => setOptions({ power })}>
            <p className={styles.hint}>{t('opt_power_hint', { min: priceText(Math.round(offer.powerBet.minOdds * 1000), oddsFormat, lang) })}</p>
          </Switch>
        )}
        {allowed.has('lobby') && (
          <Switch label={t('opt_lobby')} checked={on.lobby} onChange={(lobby) => setOptions({ lobby })}>
            <p className={styles.hint}>{t('opt_lobby_hint')}</p>
          </Switch>
        )}
        {allowed.has('promo') && !on.autoBet && (
          <div className={styles.option}>
            <label htmlFor={promoId} className={styles.label}>
              {t('opt_promo')}
            </label>
            <input
              id={promoId}
              className={styles.input}
              autoComplete="off"
              spellCheck={false}
              maxLength={PROMO_MAX_LENGTH}
              value={options.promo}
              aria-invalid={promoProblem ? true : undefined}
              aria-describedby={`${promoId}-hint`}
              onChange={(event) => setOptions({ promo: event.target.value.replace(/\s/g, '') })}
            />
            <p id={`${promoId}-hint`} className={promoProblem ? styles.problem : styles.hint}>
              {promoProblem ?? t('opt_promo_hint')}
            </p>
          </div>
        )}
      </fieldset>
      {form.owed > 0n && <p className={styles.note}>{t('opt_owed', { amount: money(form.owed) })}</p>}
    </details>
  );
}
