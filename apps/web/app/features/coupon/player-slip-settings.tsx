import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromMinorUnits } from '@stavka/domain/money';
import { useSlipSettings } from './coupon-context';
import type { SlipAccount } from './one-click';
import { readStake } from './slip-money';
import type { SlipSettings } from './slip-settings';
import { StakeField } from './stake-field';
import styles from './slip-form.module.css';

/** The saved one-click stake as the field shows it, in the account's currency ('' when none there). */
function savedText(settings: SlipSettings, account: SlipAccount): string {
  const { stake, currency } = settings.oneClick;
  if (stake === null || currency !== account.currency) return '';
  const read = readStake(stake, account.scale);
  return read.kind === 'ok' ? fromMinorUnits(read.minor, account.scale) : '';
}

function Check({ checked, onChange, label }: { checked: boolean; onChange: (checked: boolean) => void; label: string }) {
  const id = useId();
  return (
    <div className={styles.switchRow}>
      <input id={id} type="checkbox" className={styles.switch} checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/**
 * A player's slip settings beside the odds-change policy (kept on the server): one-click betting —
 * a saved stake and a switch; while it is on, a press on any price places a single with that stake
 * at once —, refusing a live bet whose score changes during its wait, keeping the slip after a bet.
 */
export function PlayerSlipSettings({ account, presets, money }: { account: SlipAccount; presets: readonly string[]; money: (minor: bigint) => string }) {
  const { t } = useTranslation();
  const { settings, update } = useSlipSettings();
  const saved = savedText(settings, account);
  const [text, setText] = useState(saved);
  // The server's settings arrive after hydration (or from another tab): show them unless the field already says the same.
  const [shown, setShown] = useState(saved);
  if (shown !== saved) {
    setShown(saved);
    const typed = readStake(text, account.scale);
    if (!(typed.kind === 'ok' && fromMinorUnits(typed.minor, account.scale) === saved)) setText(saved);
  }
  const reading = readStake(text, account.scale);
  const stake = reading.kind === 'ok' ? fromMinorUnits(reading.minor, account.scale) : null;
  // The stake is saved when the player leaves the field (not on every keystroke), or with the switch.
  const saveStake = () => {
    if (stake !== saved && (stake !== null || reading.kind === 'empty')) update({ one_click_stake: stake, ...(stake === null ? { one_click_enabled: false } : {}) });
  };
  return (
    <>
      <fieldset className={styles.oneClick}>
        <legend className={styles.label}>{t('bet_one_click_title')}</legend>
        <div onBlur={saveStake}>
          <StakeField
            label={t('bet_one_click_stake', { currency: account.currency })}
            presetsLabel={t('bet_one_click_presets')}
            value={text}
            onChange={setText}
            currency={account.currency}
            scale={account.scale}
            presets={presets}
            most={null}
            money={money}
            hint={t(settings.oneClick.enabled ? 'bet_one_click_on_hint' : 'bet_one_click_hint')}
            error={reading.kind === 'invalid' ? t('bet_stake_invalid') : null}
          />
        </div>
        <OneClickSwitch
          enabled={settings.oneClick.enabled && saved !== ''}
          canEnable={stake !== null}
          onChange={(on) => update(on && stake !== null ? { one_click_enabled: true, one_click_stake: stake } : { one_click_enabled: false })}
        />
      </fieldset>
      <Check label={t('bet_setting_drop_on_score_change')} checked={settings.dropOnScoreChange} onChange={(on) => update({ drop_on_score_change: on })} />
      <Check label={t('bet_setting_keep_selections')} checked={settings.keepSelections} onChange={(on) => update({ keep_selections: on })} />
    </>
  );
}

function OneClickSwitch({ enabled, canEnable, onChange }: { enabled: boolean; canEnable: boolean; onChange: (on: boolean) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.switchRow}>
      <input id={id} type="checkbox" role="switch" className={styles.switch} checked={enabled} disabled={!enabled && !canEnable} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{t('bet_one_click_switch')}</label>
    </div>
  );
}
