// The message every delivery provider takes (issue 3 "Delivery of codes and mail").

export type DeliveryChannel = 'sms' | 'email' | 'messenger';

export interface OutgoingMessage {
  siteId: number;
  channel: DeliveryChannel;
  /** Phone with plus (E.164), e-mail address or messenger chat id. */
  to: string;
  subject?: string;
  text: string;
  html?: string;
  /** What the message is for: a verification purpose, `credentials`, … (kept for the record). */
  purpose: string;
}

export type ProviderName = 'outbox' | 'smtp' | 'gateway' | 'telegram' | 'off';

/** One way to deliver a channel's messages. Throws when the message was not accepted. */
export interface DeliveryProvider {
  readonly name: ProviderName;
  deliver(message: OutgoingMessage & { id: string }): Promise<{ providerMessageId: string | null }>;
}

/** Network waits of every provider: a slow provider must not hold a player's request for long. */
export const PROVIDER_TIMEOUT_MS = 10_000;

/** One delivery interface for every channel; every message, whatever the provider, is recorded with its outcome. */
export interface Delivery {
  /**
   * Delivers a message; throws AppError `unavailable` (503) when the provider refused it. With
   * `id`, the record of a successful send gets that id, and a message whose record with it says
   * sent is not sent again (an outbox row delivered twice).
   */
  send(message: OutgoingMessage, options?: { id?: string }): Promise<{ id: string }>;
}
