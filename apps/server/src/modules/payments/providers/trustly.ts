import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { fromMinorUnits, parseRequestedAmount } from '@stavka/domain/money';
import { NotificationRefused, type DepositStart, type PaymentProvider, type ProviderNotification, type RawNotification } from './provider';
import { callTrustly, type TrustlyApi } from './trustly-rpc';
import { parseTrustlyJson, plainTrustlyValue, signTrustly, trustlyObject, verifyTrustly, type TrustlyValue } from './trustly-signature';

// Our adapter of Trustly (issue 11), following Trustly's API documentation: a deposit is a signed
// "Deposit" call that answers Trustly's order id and the URL of its bank-payment page (shown in an
// iframe or by redirect); Trustly then posts signed notifications to our NotificationURL — "pending"
// (the player finished at the bank), "credit" (the money is confirmed: the deposit is credited),
// "cancel" (never paid: declined), "debit" (money taken back), "account" (the bank account used) —
// and expects each answered with our signed JSON-RPC result with status "OK".

export type TrustlySettings = TrustlyApi;

export interface TrustlyDeps {
  settings: TrustlySettings;
  log: FastifyBaseLogger;
  /** Our payment a notification names; a "cancel" says neither amount nor currency, the payment does. */
  paymentOf(paymentId: string): Promise<{ currencyCode: string; amount: bigint; fee: bigint } | undefined>;
}

// Trustly's order ids are numbers, sent as text or as a JSON number (both arrive here as text).
const orderId = z.string().regex(/^[0-9A-Za-z_-]{1,64}$/);
const orderData = z.object({ messageid: z.uuid(), orderid: orderId, notificationid: z.string().min(1).max(100) });
const moneyData = orderData.extend({ amount: z.string().max(40), currency: z.string().regex(/^[A-Z]{3}$/) });
const depositResult = z.object({ orderid: orderId, url: z.url({ protocol: /^https$/ }) });

export function trustlyProvider(deps: TrustlyDeps): PaymentProvider {
  const { settings } = deps;
  return {
    name: 'trustly',
    // Trustly's Deposit names the payer.
    requiredPartyFields: ['first_name', 'last_name'],

    async startDeposit(request) {
      // The request's UUID is our payment id: asked again for the same payment (a repeated request
      // of the player), the call is identical, and Trustly answers it with its first answer (the
      // same order) instead of refusing the MessageID as used.
      const data = await callTrustly(settings, 'Deposit', request.paymentId, depositData(request));
      const parsed = depositResult.safeParse(data);
      if (!parsed.success) throw new Error('Trustly Deposit answered without an order id and an https URL');
      return { providerTxId: parsed.data.orderid, redirectUrl: parsed.data.url };
    },

    startPayout() {
      // A Trustly payout (AccountPayout) goes to a bank account Trustly reported on an earlier
      // deposit ("account" notification), which we do not keep: brands offer Trustly for deposits only.
      return Promise.reject(new Error('Trustly payouts are not supported: configure Trustly methods with withdrawal: false'));
    },

    async readNotification(raw) {
      const { method, data } = readSigned(raw, settings);
      const plain = plainTrustlyValue(data);
      switch (method) {
        case 'credit':
        case 'pending':
          return [moneyNotification(raw, plain, method === 'credit' ? 'approved' : 'pending')];
        case 'cancel':
          return cancelNotification(deps, plain);
        case 'debit':
          // Trustly took back money it had credited (the bank never paid). Reversing a credit that
          // the player may have spent is an operator's decision (ops wallet:adjust): say so loudly.
          deps.log.error({ provider: 'trustly', notification: plain }, 'Trustly debited a deposit: review the payment and the player balance');
          return [];
        default:
          // "account" and any other notification only inform; nothing to do.
          return [];
      }
    },

    async acknowledge(raw) {
      const { method, uuid } = readSigned(raw, settings);
      const data = { status: 'OK' };
      const body = { result: { signature: signTrustly({ method, uuid, data }, settings.merchantKey), uuid, method, data }, version: '1.1' };
      return { contentType: 'application/json; charset=utf-8', body: JSON.stringify(body) };
    },
  };
}

/** The Deposit call's Data (Trustly "Deposit": Attributes in the player's currency, amount with the currency's decimals). */
function depositData(request: DepositStart): { [key: string]: TrustlyValue } {
  const { player } = request;
  const country = player.countryCode === '' ? null : player.countryCode.toUpperCase();
  return {
    NotificationURL: request.notifyUrl,
    EndUserID: String(player.userId),
    MessageID: request.paymentId,
    Attributes: {
      Currency: request.currencyCode,
      Amount: fromMinorUnits(request.amount, request.scale),
      Firstname: player.firstName,
      Lastname: player.lastName,
      Email: player.email,
      Country: country,
      Locale: country === null ? player.language : `${player.language}_${country}`,
      SuccessURL: request.returnUrl,
      FailURL: request.returnUrl,
    },
  };
}

/** The notification's method, UUID and data once Trustly's signature over them checked out. */
function readSigned(raw: RawNotification, settings: TrustlySettings): { method: string; uuid: string; data: TrustlyValue } {
  const envelope = trustlyObject(parseTrustlyJson(raw.body));
  const params = trustlyObject(envelope?.params);
  const method = envelope?.method;
  const uuid = params?.uuid;
  if (!params || typeof method !== 'string' || typeof uuid !== 'string' || method.length > 40 || uuid.length > 100) {
    throw new NotificationRefused('malformed notification');
  }
  const data = params.data ?? null;
  if (!verifyTrustly({ method, uuid, data }, params.signature, settings.trustlyKey)) throw new NotificationRefused('bad signature');
  return { method, uuid, data };
}

function moneyNotification(raw: RawNotification, plain: unknown, outcome: 'approved' | 'pending'): ProviderNotification {
  const parsed = moneyData.safeParse(plain);
  if (!parsed.success) throw new NotificationRefused('malformed notification data');
  const amount = parseRequestedAmount(parsed.data.amount, raw.scaleOf(parsed.data.currency));
  if (!amount.ok) throw new NotificationRefused('malformed amount');
  return { providerTxId: parsed.data.orderid, paymentId: parsed.data.messageid, outcome, amount: amount.minor, currencyCode: parsed.data.currency };
}

async function cancelNotification(deps: TrustlyDeps, plain: unknown): Promise<ProviderNotification[]> {
  const parsed = orderData.safeParse(plain);
  if (!parsed.success) throw new NotificationRefused('malformed notification data');
  const payment = await deps.paymentOf(parsed.data.messageid);
  if (!payment) {
    // Nothing of ours was started under this id, so nothing is to be declined.
    deps.log.warn({ provider: 'trustly', messageId: parsed.data.messageid }, 'Trustly cancelled an order we do not know');
    return [];
  }
  return [{ providerTxId: parsed.data.orderid, paymentId: parsed.data.messageid, outcome: 'declined', amount: payment.amount + payment.fee, currencyCode: payment.currencyCode }];
}
