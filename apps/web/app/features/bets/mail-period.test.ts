import { describe, expect, it } from 'vitest';
import { checkMailPeriod, defaultMailPeriod, maskEmail } from './mail-period';

describe('the mailed history’s period', () => {
  it('is the last 7 days by default, as days in the player’s zone', () => {
    // 22:30 UTC on 10 March is already 11 March in Moscow.
    const now = Date.UTC(2025, 2, 10, 22, 30);
    expect(defaultMailPeriod(now, 'Europe/Moscow')).toEqual({ from: '2025-03-04', to: '2025-03-11' });
    expect(defaultMailPeriod(now, 'UTC')).toEqual({ from: '2025-03-03', to: '2025-03-10' });
  });

  it('runs from the first second of the first day to the last second of the last', () => {
    expect(checkMailPeriod({ from: '2025-03-01', to: '2025-03-01' }, '+05:30')).toEqual({
      ok: true,
      request: { date_from: Date.UTC(2025, 1, 28, 18, 30) / 1000, date_to: Date.UTC(2025, 2, 1, 18, 30) / 1000 - 1 },
    });
  });

  it.each([
    [{ from: '', to: '2025-03-01' }, 'from', 'bets_mail_day_required'],
    [{ from: '2025-02-30', to: '2025-03-01' }, 'from', 'bets_mail_day_required'],
    [{ from: '2025-03-01', to: '1.3.2025' }, 'to', 'bets_mail_day_required'],
    [{ from: '2025-03-02', to: '2025-03-01' }, 'to', 'bets_history_period_invalid'],
  ] as const)('refuses %j on %s', (period, field, problem) => {
    expect(checkMailPeriod(period, 'UTC')).toEqual({ ok: false, field, problem });
  });
});

describe('a masked address', () => {
  it.each([
    ['player@example.com', 'p***@example.com'],
    ['a@b.ru', 'a***@b.ru'],
    ['not-an-address', 'not-an-address'],
  ])('%s → %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});
