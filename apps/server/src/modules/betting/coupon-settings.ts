import { eq, sql } from 'drizzle-orm';
import type { CouponSettings, SaveCouponSettings } from '@stavka/contract/coupon-calls';
import type { Database } from '@stavka/db/client';
import { couponSettings, type CouponSettingsRow } from '@stavka/db/schema';
import { fromMinorUnits, parseRequestedAmount } from '@stavka/domain/money';
import { runInTransaction } from '@stavka/db/unit-of-work';
import { AppError, validationFailed } from '../../http/app-error';
import type { AuthState } from '../identity/service';
import type { BettingContext } from './context';
import { bettingPlayerOf } from './coupon-request';

// A player's bet-slip settings on the server (issue 12 "`oneClickBet` with a saved stake; the policy
// and coupon settings persist"): the odds-change policy a bet takes when it names none, one-click
// betting and its stake, refusing a live bet whose score changes during its wait, keeping the slip
// after a bet. A player without a row has the defaults (refuse any change, one-click off).

export async function couponSettingsOf(db: Database, userId: number): Promise<CouponSettingsRow | undefined> {
  const [row] = await db.select().from(couponSettings).where(eq(couponSettings.userId, userId));
  return row;
}

export function presentCouponSettings(row: CouponSettingsRow | undefined, scaleOf: (code: string) => number): CouponSettings {
  const stake = row?.oneClickStake ?? null;
  const currency = row?.oneClickCurrency ?? null;
  return {
    checkCf: checkCfOf(row?.checkCf ?? 0),
    oneClick: { enabled: row?.oneClickEnabled ?? false, stake: stake !== null && currency !== null ? fromMinorUnits(stake, scaleOf(currency)) : null, currency },
    dropOnScoreChange: row?.dropOnScoreChange ?? false,
    keepSelections: row?.keepSelections ?? false,
  };
}

/**
 * Saves what the request changes. A one-click stake is read in the active account's currency, to
 * its scale (a third decimal of roubles is refused, not rounded); turning one-click on needs a stake.
 */
export async function saveCouponSettings(
  db: Database,
  userId: number,
  change: SaveCouponSettings,
  currency: { code: string; scale: number },
  now: Date,
): Promise<CouponSettingsRow> {
  const current = await couponSettingsOf(db, userId);
  let stake = current?.oneClickStake ?? null;
  let stakeCurrency = current?.oneClickCurrency ?? null;
  if (change.one_click_stake === null) {
    stake = null;
    stakeCurrency = null;
  } else if (change.one_click_stake !== undefined) {
    const parsed = parseRequestedAmount(change.one_click_stake, currency.scale);
    if (!parsed.ok) throw validationFailed({ one_click_stake: [parsed.problem] });
    stake = parsed.minor;
    stakeCurrency = currency.code;
  }
  const enabled = change.one_click_enabled ?? current?.oneClickEnabled ?? false;
  if (enabled && stake === null) throw validationFailed({ one_click_stake: ['auth_required_field'] });
  const row = {
    userId,
    checkCf: change.check_cf ?? current?.checkCf ?? 0,
    oneClickEnabled: enabled,
    oneClickStake: stake,
    oneClickCurrency: stakeCurrency,
    dropOnScoreChange: change.drop_on_score_change ?? current?.dropOnScoreChange ?? false,
    keepSelections: change.keep_selections ?? current?.keepSelections ?? false,
    updatedAt: now,
  };
  const [saved] = await db
    .insert(couponSettings)
    .values(row)
    .onConflictDoUpdate({
      target: couponSettings.userId,
      set: {
        checkCf: sql`excluded.check_cf`,
        oneClickEnabled: sql`excluded.one_click_enabled`,
        oneClickStake: sql`excluded.one_click_stake`,
        oneClickCurrency: sql`excluded.one_click_currency`,
        dropOnScoreChange: sql`excluded.drop_on_score_change`,
        keepSelections: sql`excluded.keep_selections`,
        updatedAt: sql`excluded.updated_at`,
      },
    })
    .returning();
  if (!saved) throw new Error('betting: saving coupon settings returned nothing');
  return saved;
}

function checkCfOf(value: number): 0 | 1 | 2 {
  return value === 1 || value === 2 ? value : 0;
}

/** Saves the signed-in player's slip settings, a one-click stake in their active account's currency (also `savesetting`'s `one_click_stake`). */
export async function saveCouponSettingsOfPlayer(ctx: BettingContext, auth: AuthState, change: SaveCouponSettings): Promise<CouponSettingsRow> {
  const account = await runInTransaction(ctx.db, (uow) => ctx.wallet.activeAccountOf(uow, bettingPlayerOf(auth)));
  const currency = ctx.wallet.currencies.byCode(account.currencyCode);
  if (!currency) throw new AppError('unavailable', `The currency ${account.currencyCode} is not set up`);
  return saveCouponSettings(ctx.db, auth.user.id, change, currency, ctx.now());
}
