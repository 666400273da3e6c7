import type { PaymentProviderName } from '@stavka/contract/payments-config';

// One interface for every payment provider (DESIGN §1.6, issue 11): the built-in sandbox and the
// adapters of real services. The payments module asks a provider to start a deposit or a payout,
// and reads the provider's notifications only through `readNotification`, which verifies them.

export interface PaymentParty {
  userId: number;
  countryCode: string;
  language: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
}

export interface DepositStart {
  /** Our payment id: the provider's merchant reference, so its notification names it. */
  paymentId: string;
  /** Minor units, and the currency's scale to write them as the provider expects. */
  amount: bigint;
  currencyCode: string;
  scale: number;
  player: PaymentParty;
  description: string;
  /** Where the provider sends the player back. */
  returnUrl: string;
  /** Where the provider posts its notifications. */
  notifyUrl: string;
}

export interface PayoutStart {
  paymentId: string;
  amount: bigint;
  currencyCode: string;
  scale: number;
  /** What the player gave for the payout (a card, an IBAN, a wallet). */
  details: Record<string, string>;
  notifyUrl: string;
}

export interface ProviderNotification {
  /** The provider's id of the payment: unique per provider, so a replay finds the first effect. */
  providerTxId: string;
  paymentId: string;
  outcome: 'approved' | 'declined' | 'pending';
  /** What the provider says it took or paid, in minor units; checked against the payment. */
  amount: bigint;
  currencyCode: string;
}

/** A notification that is not the provider's (bad signature, too old, malformed): never acted on. */
export class NotificationRefused extends Error {
  override readonly name = 'NotificationRefused';
}

export interface RawNotification {
  body: string;
  headers: Record<string, string | undefined>;
  /** The currency's scale of the payment the notification names (for providers that send decimals). */
  scaleOf(currencyCode: string): number;
}

/** A fact about the player a provider cannot take a deposit without, by the request field that names it. */
export type RequiredPartyField = 'first_name' | 'last_name' | 'email';

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** What the provider needs of the player before a deposit starts (asked for before anything is written). */
  readonly requiredPartyFields?: readonly RequiredPartyField[];
  startDeposit(request: DepositStart): Promise<{ providerTxId: string; redirectUrl: string }>;
  startPayout(request: PayoutStart): Promise<{ providerTxId: string }>;
  /** Verifies and reads a notification; throws NotificationRefused when it is not the provider's. */
  readNotification(raw: RawNotification): Promise<ProviderNotification[]>;
  /** What the provider expects back once a notification was taken. */
  acknowledge(raw: RawNotification): Promise<{ contentType: string; body: string }>;
}
