// The wallet's push notices (issue 11): a `balance` notice changes the account lists every screen
// reads (the newer version wins), a `payment` notice makes the screens showing that payment, the
// history and the pending withdrawals read again. Mounted once per page, in the header.
import { useQueryClient } from '@tanstack/react-query';
import type { BalanceLists } from '@stavka/contract/wallet';
import { useLiveNotices } from '../../shared/live/live-hooks';
import { applyBalanceNotice, knowsAccount } from './balance-notices';
import { balanceMemoryOf, usePlayerId, walletKeys } from './wallet-queries';

export function WalletLive() {
  const userId = usePlayerId();
  const client = useQueryClient();
  useLiveNotices((notice) => {
    if (userId === null) return;
    if (notice.kind === 'balance') {
      if (!balanceMemoryOf(client).remember(notice)) return;
      const key = walletKeys.balance(userId);
      const lists = client.getQueryData<BalanceLists>(key);
      // An account the page has not read yet (opened in another tab): read the lists again.
      if (!lists || !knowsAccount(lists, notice.accountId)) void client.invalidateQueries({ queryKey: key });
      else client.setQueryData(key, applyBalanceNotice(lists, notice));
      return;
    }
    if (notice.kind === 'payment') {
      void client.invalidateQueries({ queryKey: walletKeys.payment(userId, notice.paymentId) });
      void client.invalidateQueries({ queryKey: walletKeys.historyAll(userId) });
      if (notice.direction === 'withdrawal') void client.invalidateQueries({ queryKey: walletKeys.deduce(userId) });
    }
  });
  return null;
}
