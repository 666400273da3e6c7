import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { couponSchema, foldKeys, type Coupon } from '@stavka/contract/betting';
import type { Currency } from '@stavka/db/schema';
import { runInTransaction } from '@stavka/db/unit-of-work';
import { AppError } from '../../http/app-error';
import { validate } from '../../http/validate';
import { resolveAuth, type AuthState, type IdentityContext } from '../identity/service';
import type { BettingContext } from './context';
import type { BettingPlayer } from './placement';
import { refusal } from './refusal';

// What the coupon routes read from a request: a body in the family's spelling (field names in any
// case, folded), the player placing, and the currency a slip is shown in (the signed-in player's
// active account, else the brand's default currency).

/** A family body read with its keys folded; a malformed one is refused in the family envelope. */
export function readFolded<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  try {
    return validate(schema, foldKeys(body));
  } catch (error) {
    if (error instanceof AppError && error.id === 'validation') throw refusal('malformed', 'The bet slip is malformed', { fields: Object.keys(error.fields ?? {}).join(',') });
    throw error;
  }
}

export function readCoupon(body: unknown): Coupon {
  return readFolded(couponSchema, body);
}

export function bettingPlayerOf(auth: AuthState): BettingPlayer {
  const { user } = auth;
  return { id: user.id, siteId: user.siteId, currencyCode: user.currencyCode, language: user.language };
}

export async function slipCurrency(ctx: BettingContext, identity: IdentityContext, request: FastifyRequest): Promise<Currency> {
  const auth = await resolveAuth(identity, request);
  const account = auth ? await runInTransaction(ctx.db, (uow) => ctx.wallet.activeAccountOf(uow, bettingPlayerOf(auth))) : undefined;
  const currency = ctx.wallet.currencies.byCode(account?.currencyCode ?? request.site.config.global.defaultCurrency);
  if (!currency) throw new AppError('unavailable', 'The brand has no currency set up');
  return currency;
}
