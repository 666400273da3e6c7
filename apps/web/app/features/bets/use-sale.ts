// One bet's sale as the player makes it: each attempt has its own key (a retry of the attempt by
// the HTTP layer sells nothing twice), and what became of it — sold, the offer moved (it is read
// again), refused with its reason, or no answer. A sale reads the player's bets again; the balance
// follows by its own push notice.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { betErrorCodes } from '@stavka/contract/betting';
import type { AutoSaleValue, SaleValue } from '@stavka/contract/cash-out';
import { betsKeys, usePlayerId } from './bets-queries';
import { useCashOutApi } from './cash-out-queries';

export type SaleState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'working' }
  | { readonly kind: 'sold'; readonly sale: SaleValue }
  | { readonly kind: 'moved' }
  | { readonly kind: 'refused'; readonly code: number }
  | { readonly kind: 'unanswered' };

export interface Sale {
  readonly state: SaleState;
  /** Sells the whole bet (no `amount`) or that part of it, if the offer now is at least `seen`. */
  sell(seen: string, amount?: string): Promise<void>;
  /** Sets the auto-sale target (null removes it); answers whether the server took it. */
  setAutoSale(target: string | null): Promise<AutoSaleValue | null>;
}

/** `onSold` hears of each sale once, when its answer comes (the list may drop the bet right after). */
export function useSale(betId: number, onSold?: (sale: SaleValue) => void): Sale {
  const api = useCashOutApi();
  const client = useQueryClient();
  const userId = usePlayerId();
  const [state, setState] = useState<SaleState>({ kind: 'idle' });
  const readAgain = () => (userId === null ? undefined : client.invalidateQueries({ queryKey: betsKeys.all(userId) }));
  return {
    state,
    async sell(seen, amount) {
      setState({ kind: 'working' });
      const outcome = await api.sell({ SaleBetId: betId, SeenSumm: seen, Guid: crypto.randomUUID(), ...(amount === undefined ? {} : { Summ: amount }) });
      if (outcome.kind === 'ok') {
        setState({ kind: 'sold', sale: outcome.value });
        onSold?.(outcome.value);
      } else if (outcome.kind === 'refused') setState(outcome.code === betErrorCodes.saleOfferMoved ? { kind: 'moved' } : { kind: 'refused', code: outcome.code });
      else setState({ kind: 'unanswered' });
      await readAgain();
    },
    async setAutoSale(target) {
      const outcome = await api.autoSale(betId, target);
      if (outcome.kind === 'refused') setState({ kind: 'refused', code: outcome.code });
      else if (outcome.kind === 'unanswered') setState({ kind: 'unanswered' });
      await readAgain();
      return outcome.kind === 'ok' ? outcome.value : null;
    },
  };
}
