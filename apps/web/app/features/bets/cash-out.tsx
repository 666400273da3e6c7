import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NoOfferReason, SaleOffer, SaleValue } from '@stavka/contract/cash-out';
import type { MessageKey } from '@stavka/i18n/dictionaries';
import { useOptionalAlerts } from '../../shared/alerts-context';
import { refusalText } from '../../shared/bet-refusals';
import { Button } from '../../shared/ui/button';
import { moneyOfExact } from './bet-format';
import { CashOutPanel } from './cash-out-panel';
import { useSaleOffer } from './cash-out-queries';
import { useSale, type SaleState } from './use-sale';
import styles from './cash-out.module.css';

/** Why a bet cannot be sold, in words; nothing for bets that are never sold here (waiting, chains). */
const reasonKeys: Readonly<Record<NoOfferReason, MessageKey | null>> = {
  not_open: null,
  kind: null,
  blocked: 'cash_out_reason_blocked',
  not_priced: 'cash_out_reason_not_priced',
  nothing_to_win: 'cash_out_reason_nothing_to_win',
};

/**
 * The sale of one open bet under the slip (issue 12 "the slip's open bets show the offer and a sell
 * button"): the offer now, kept current by push, and a button that opens the sale — whole, part or
 * automatic (cash-out-panel.tsx). `offer` is the bet's entry in the list's offers.
 */
export function CashOut({ offer, lang }: { offer: SaleOffer | undefined; lang: string }) {
  const { t } = useTranslation();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  if (!offer) return null;
  if (!offer.Available || offer.SummExact === null) {
    const key = offer.Reason === null ? 'cash_out_unavailable' : reasonKeys[offer.Reason];
    return key === null ? null : <p className={styles.unavailable}>{t(key)}</p>;
  }
  return (
    <div className={styles.cashOut} data-cash-out={offer.BetId}>
      <Button variant="accent" size="s" aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={() => setOpen(!open)}>
        <span data-offer={offer.SummExact}>{t('cash_out_sell_for', { amount: moneyOfExact(offer.SummExact, offer.Currency, lang) })}</span>
      </Button>
      {offer.AutoSaleSummExact !== null && !open && <p className={styles.hint}>{t('cash_out_auto_is', { amount: moneyOfExact(offer.AutoSaleSummExact, offer.Currency, lang) })}</p>}
      {open && <OpenSale id={panelId} betId={offer.BetId} lang={lang} onClose={() => setOpen(false)} />}
    </div>
  );
}

/** The sale while it is open: the bet's own offer, read for it (the server's "page call"). */
function OpenSale({ id, betId, lang, onClose }: { id: string; betId: number; lang: string; onClose: () => void }) {
  const { t } = useTranslation();
  const alerts = useOptionalAlerts();
  const offer = useSaleOffer(betId);
  const sale = useSale(betId, (sold) => {
    // The list drops a bet sold whole at once: the alert outlives it.
    alerts?.show({ id: `cash-out-${betId}`, messageKind: 'success', text: soldText(t, sold, lang), timeoutMs: 5_000 });
  });
  const current = offer.data;
  return (
    <>
      {current && current.Available ? (
        <CashOutPanel id={id} offer={current} sale={sale} lang={lang} onClose={onClose} />
      ) : (
        <p className={styles.unavailable}>{offer.isPending ? t('cash_out_working') : t('cash_out_unavailable')}</p>
      )}
      <p className={styles.status} role="status" data-sale-status="">
        {statusText(t, sale.state, current, lang)}
      </p>
    </>
  );
}

function soldText(t: TFunction, sale: SaleValue, lang: string): string {
  const key: MessageKey = sale.Kind === 'full' ? 'cash_out_sold' : 'cash_out_sold_part';
  return t(key, { number: sale.BetId, amount: moneyOfExact(sale.PaidExact, sale.Currency, lang) });
}

function statusText(t: TFunction, state: SaleState, offer: SaleOffer | null | undefined, lang: string): string {
  switch (state.kind) {
    case 'idle':
      return '';
    case 'working':
      return t('cash_out_working');
    case 'sold':
      return soldText(t, state.sale, lang);
    case 'moved':
      return offer?.SummExact ? t('cash_out_moved', { amount: moneyOfExact(offer.SummExact, offer.Currency, lang) }) : t('cash_out_unavailable');
    case 'refused':
      return refusalText(t, state.code);
    case 'unanswered':
      return t('cash_out_no_answer');
  }
}
