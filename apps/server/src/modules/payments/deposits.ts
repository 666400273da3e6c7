import { randomUUID } from 'node:crypto';
import type { Payment } from '@stavka/db/schema';
import { runInTransaction } from '@stavka/db/unit-of-work';
import { parseRequestedAmount } from '@stavka/domain/money';
import { limitProblem } from '@stavka/domain/payment-fees';
import { AppError, validationFailed } from '../../http/app-error';
import { once } from '../idempotency/service';
import type { AccountOwner } from '../wallet/service';
import type { PaymentsContext } from './context';
import { offeredMethods, type OfferedMethod } from './methods';
import { insertPayment, paymentById, recordEvent, setProviderTxId } from './repo';
import type { PaymentParty, PaymentProvider, RequiredPartyField } from './providers/provider';

// Starting a deposit (issue 11): the player asks for an amount by a method; the payment is recorded
// (once per idempotency key) and handed to the method's provider, which sends the player to pay.
// Money moves only when the provider's signed notification says it was taken (notifications.ts).

export interface DepositRequest {
  owner: AccountOwner;
  party: PaymentParty;
  countryId: number;
  brand: { currencies: readonly string[]; origin: string; payments: Parameters<typeof offeredMethods>[0] };
  methodId: string;
  amount: string | number;
  accountId: number | undefined;
  idempotencyKey: string;
}

export async function startDeposit(ctx: PaymentsContext, request: DepositRequest): Promise<{ payment: Payment; redirectUrl: string }> {
  const paymentId = await runInTransaction(ctx.db, async (uow) => {
    const account = request.accountId === undefined ? await ctx.wallet.activeAccountOf(uow, request.owner) : await ctx.wallet.accountOf(uow, request.owner, request.accountId);
    if (account.kind !== 'cash' || account.closedAt !== null) throw validationFailed({ account_id: ['wallet_account_not_switchable'] });
    const call = { userId: request.owner.id, operation: 'deposit', key: request.idempotencyKey, request: { method: request.methodId, amount: String(request.amount), account: account.id } };
    return once(uow, call, async () => {
      const scale = ctx.wallet.currencies.scaleOf(account.currencyCode);
      const method = pickMethod(ctx, request, 'deposit', account.currencyCode, scale);
      const amount = checkedAmount(request.amount, scale, method);
      assertPartyComplete(providerOf(ctx, method.config.provider), request.party);
      const payment = await insertPayment(uow.tx, {
        id: randomUUID(),
        siteId: request.owner.siteId,
        userId: request.owner.id,
        accountId: account.id,
        direction: 'deposit',
        method: method.config.id,
        provider: method.config.provider,
        amount,
        fee: method.feeOf(amount),
        currencyCode: account.currencyCode,
        status: 'created',
        countryId: request.countryId,
        createdAt: ctx.now(),
        updatedAt: ctx.now(),
      });
      await recordEvent(uow.tx, { paymentId: payment.id, status: 'created', actor: 'player', at: ctx.now() });
      return payment.id;
    });
  });
  const payment = await paymentById(ctx.db, paymentId);
  if (!payment) throw new Error(`payments: deposit ${paymentId} vanished`);
  if (payment.status !== 'created') throw new AppError('conflict', 'This deposit has already been processed');
  // The provider keys its side by our payment id, so asking again for a repeated request is safe.
  const provider = providerOf(ctx, payment.provider);
  const started = await provider
    .startDeposit({
      paymentId: payment.id,
      amount: payment.amount + payment.fee,
      currencyCode: payment.currencyCode,
      scale: ctx.wallet.currencies.scaleOf(payment.currencyCode),
      player: request.party,
      description: `Deposit №${payment.number}`,
      returnUrl: `${request.brand.origin}/${request.party.language}/office/recharge/result/${payment.id}`,
      notifyUrl: ctx.notifyUrl(payment.provider as PaymentProvider['name'], request.brand.origin),
    })
    .catch((error: unknown) => {
      ctx.log.warn({ err: error, paymentId: payment.id, provider: payment.provider }, 'starting a deposit failed');
      throw new AppError('unavailable', 'The payment provider cannot take the payment now. Try again later.');
    });
  if (payment.providerTxId === null) await setProviderTxId(ctx.db, payment.id, started.providerTxId, ctx.now());
  return { payment, redirectUrl: started.redirectUrl };
}

/** The method the player named, if the brand offers it to them for this direction and currency. */
export function pickMethod(
  ctx: PaymentsContext,
  request: Pick<DepositRequest, 'methodId' | 'countryId' | 'brand'>,
  direction: 'deposit' | 'withdrawal',
  currencyCode: string,
  scale: number,
): OfferedMethod {
  const offered = offeredMethods(request.brand.payments, {
    direction,
    countryId: request.countryId,
    currencyCode,
    scale,
    brandCurrencies: request.brand.currencies,
    providers: new Set(ctx.providers.keys()),
  });
  const method = offered.find((m) => m.config.id === request.methodId);
  if (!method) throw validationFailed({ method_id: ['payment_method_unavailable'] });
  return method;
}

/** The requested amount in minor units, within the method's limits, or a field error naming why not. */
export function checkedAmount(text: string | number, scale: number, method: OfferedMethod): bigint {
  const parsed = parseRequestedAmount(text, scale);
  if (!parsed.ok) throw validationFailed({ amount: [parsed.problem] });
  const problem = limitProblem(parsed.minor, method.limits);
  if (problem) throw validationFailed({ amount: [problem] });
  return parsed.minor;
}

const PARTY_FIELDS: Record<RequiredPartyField, keyof PaymentParty> = { first_name: 'firstName', last_name: 'lastName', email: 'email' };

/** The player must have what the provider needs (e.g. names for Trustly) before a payment is written. */
function assertPartyComplete(provider: PaymentProvider, party: PaymentParty): void {
  const missing = (provider.requiredPartyFields ?? []).filter((field) => !String(party[PARTY_FIELDS[field]] ?? '').trim());
  if (missing.length > 0) throw validationFailed(Object.fromEntries(missing.map((field) => [field, ['validation_required']])));
}

export function providerOf(ctx: PaymentsContext, name: string): PaymentProvider {
  const provider = ctx.providers.get(name as PaymentProvider['name']);
  if (!provider) throw new AppError('unavailable', `The payment provider ${name} is not set up here`);
  return provider;
}
