import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SaleOffer } from '@stavka/contract/cash-out';
import { Button } from '../../shared/ui/button';
import { moneyOfExact } from './bet-format';
import { exactText, readExact, typedAmount } from './cash-out-money';
import type { Sale } from './use-sale';
import styles from './cash-out.module.css';

/**
 * A bet's sale, opened from its offer (issue 12 "full and partial sale; an auto-sale rule at a
 * chosen price"): the whole bet for the offer now, a part of it chosen on a slider (the rest stays
 * in play, at least the minimum bet), and a target at which the server sells it by itself. Every
 * amount here is the server's: the slider runs over what it says a part may take.
 */
export function CashOutPanel({ id, offer, sale, lang, onClose }: { id: string; offer: SaleOffer; sale: Sale; lang: string; onClose: () => void }) {
  const { t } = useTranslation();
  const money = (exact: string) => moneyOfExact(exact, offer.Currency, lang);
  const whole = offer.SummExact;
  const working = sale.state.kind === 'working';
  return (
    <div id={id} className={styles.panel} role="group" aria-label={t('cash_out_dialog_label', { number: offer.BetId })}>
      {whole !== null && (
        <Button variant="accent" size="s" loading={working} disabled={working} onClick={() => void sale.sell(whole)}>
          {t('cash_out_sell_all', { amount: money(whole) })}
        </Button>
      )}
      {whole !== null && offer.PartialMaxSummExact !== null && <PartialSale whole={whole} max={offer.PartialMaxSummExact} sale={sale} money={money} />}
      <AutoSale offer={offer} sale={sale} money={money} />
      <Button variant="ghost" size="s" onClick={onClose}>
        {t('cash_out_close')}
      </Button>
    </div>
  );
}

function PartialSale({ whole, max, sale, money }: { whole: string; max: string; sale: Sale; money: (exact: string) => string }) {
  const { t } = useTranslation();
  const sliderId = useId();
  const top = readExact(max);
  const [chosen, setChosen] = useState<bigint | null>(null);
  if (!top || top.minor < 1n) return null;
  // Half the offer to begin with, within what a part may take.
  const half = (readExact(whole)?.minor ?? 0n) / 2n;
  const wanted = chosen ?? (half > 0n && half < top.minor ? half : top.minor);
  const value = wanted > top.minor ? top.minor : wanted;
  const amount = exactText(value, top.scale);
  const working = sale.state.kind === 'working';
  return (
    <div className={styles.part}>
      <label htmlFor={sliderId} className={styles.label}>
        {t('cash_out_part_label')}
      </label>
      <input
        id={sliderId}
        className={styles.slider}
        type="range"
        min={1}
        max={top.minor.toString()}
        step={1}
        value={value.toString()}
        aria-valuetext={money(amount)}
        onChange={(event) => setChosen(BigInt(event.currentTarget.value))}
      />
      <p className={styles.hint}>{t('cash_out_part_amount', { amount: money(amount) })}</p>
      <Button variant="secondary" size="s" disabled={working} onClick={() => void sale.sell(whole, amount)}>
        {t('cash_out_sell_part', { amount: money(amount) })}
      </Button>
    </div>
  );
}

function AutoSale({ offer, sale, money }: { offer: SaleOffer; sale: Sale; money: (exact: string) => string }) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const scale = readExact(offer.StakeExact)?.scale ?? 2;
  const [text, setText] = useState(offer.AutoSaleSummExact ?? '');
  const [invalid, setInvalid] = useState(false);
  const save = async () => {
    const target = typedAmount(text, scale);
    const most = readExact(offer.PotentialPayoutExact)?.minor ?? 0n;
    if (target === null || (readExact(target)?.minor ?? 0n) > most) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    const saved = await sale.setAutoSale(target);
    if (saved) setText(saved.AutoSaleSummExact ?? '');
  };
  return (
    <div className={styles.auto}>
      <label htmlFor={inputId} className={styles.label}>
        {t('cash_out_auto_label', { currency: offer.Currency })}
      </label>
      <input
        id={inputId}
        className={styles.input}
        inputMode="decimal"
        autoComplete="off"
        value={text}
        aria-invalid={invalid || undefined}
        aria-describedby={hintId}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <p id={hintId} className={invalid ? styles.error : styles.hint}>
        {invalid ? t('cash_out_auto_invalid') : offer.AutoSaleSummExact !== null ? t('cash_out_auto_is', { amount: money(offer.AutoSaleSummExact) }) : ''}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" size="s" onClick={() => void save()}>
          {t('cash_out_auto_save')}
        </Button>
        {offer.AutoSaleSummExact !== null && (
          <Button variant="ghost" size="s" onClick={() => void sale.setAutoSale(null).then(() => setText(''))}>
            {t('cash_out_auto_remove')}
          </Button>
        )}
      </div>
    </div>
  );
}
