import { describe, expect, it } from 'vitest';
import type { PushBalanceNotice } from '@stavka/contract/push';
import { applyBalanceNotice, BalanceNoticeMemory } from './balance-notices';
import { account, lists } from './test-harness';

const notice = (version: number, money: string, accountId = 501): PushBalanceNotice => ({
  kind: 'balance',
  accountId,
  version,
  money,
  currency: 'RUB',
});

describe('balance notices', () => {
  const start = lists(account({ id: 501, moneyExact: '10.00', version: 3 }), account({ id: 502, iso: 'USD', isActive: false, version: 1 }));

  it('change the account they name when newer, in every list', () => {
    const next = applyBalanceNotice(start, notice(4, '60.00'));
    expect(next.accounts[0]).toMatchObject({ moneyExact: '60.00', version: 4 });
    expect(next.allAccounts[0]).toMatchObject({ moneyExact: '60.00', version: 4 });
    expect(next.accounts[1]).toBe(start.accounts[1]);
  });

  it('leave the lists alone when older, repeated or for another account', () => {
    expect(applyBalanceNotice(start, notice(3, '99.00'))).toBe(start);
    expect(applyBalanceNotice(start, notice(2, '99.00'))).toBe(start);
    expect(applyBalanceNotice(start, notice(9, '99.00', 777))).toBe(start);
  });

  it('are remembered, so a read that answers after them does not go back in time', () => {
    const memory = new BalanceNoticeMemory();
    expect(memory.remember(notice(5, '70.00'))).toBe(true);
    expect(memory.remember(notice(4, '65.00'))).toBe(false); // crossed on the way: older
    expect(memory.remember(notice(5, '70.00'))).toBe(false); // heard twice
    expect(memory.apply(start).accounts[0]).toMatchObject({ moneyExact: '70.00', version: 5 });
    const newerRead = lists(account({ id: 501, moneyExact: '80.00', version: 6 }));
    expect(memory.apply(newerRead)).toBe(newerRead);
  });
});
