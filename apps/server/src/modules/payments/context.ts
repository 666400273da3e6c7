import type { FastifyBaseLogger } from 'fastify';
import type { PaymentProviderName } from '@stavka/contract/payments-config';
import type { Database } from '@stavka/db/client';
import type { Outbox } from '../outbox/service';
import type { Wallet } from '../wallet/service';
import type { PaymentProvider } from './providers/provider';

/** What the payments module needs from the app, made once in buildApp. */
export interface PaymentsContext {
  db: Database;
  wallet: Wallet;
  outbox: Outbox;
  log: FastifyBaseLogger;
  now: () => Date;
  providers: ReadonlyMap<PaymentProviderName, PaymentProvider>;
  /**
   * Where providers post their notifications: the deployment's public API origin
   * (PAYMENTS_NOTIFY_ORIGIN), else the brand's own origin.
   */
  notifyUrl(provider: PaymentProviderName, brandOrigin: string): string;
}
