import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { PaymentProviderName } from '@stavka/contract/payments-config';
import type { DatabaseHandle } from '@stavka/db/client';
import { sandboxPaymentsEnabled, trustlySettingsOf, type Env } from './config/env';
import type { IdentityContext } from './modules/identity/service';
import type { Outbox } from './modules/outbox/service';
import { registerConsultantRoutes } from './modules/payments/consultant-routes';
import { registerNotifyRoutes } from './modules/payments/notify-routes';
import { trustlyProvider } from './modules/payments/providers/trustly';
import { loadTrustlyApi } from './modules/payments/providers/trustly-keys';
import { registerPaymentRoutes } from './modules/payments/routes';
import { createPayments, sandboxProvider, type Payments, type PaymentProvider } from './modules/payments/service';
import { registerSandboxPaymentRoutes } from './modules/sandbox-payments/routes';
import { createSandboxPayments } from './modules/sandbox-payments/service';
import { getOrCreateSecret } from './modules/secrets/service';
import type { Wallet } from './modules/wallet/service';

// Deposits and withdrawals (issue 11): the providers this deployment has, where they reach us, and
// the routes. The built-in sandbox provider runs here too (its hosted page and its notifications),
// unless PAYMENTS_SANDBOX is off; Trustly when its settings are given (TRUSTLY_*).

declare module 'fastify' {
  interface FastifyInstance {
    /** Payments, for the operator's commands (withdrawal:approve …). */
    payments: Payments;
  }
}

export async function registerPayments(
  app: FastifyInstance,
  deps: { env: Env; database: DatabaseHandle; outbox: Outbox; wallet: Wallet; identity: IdentityContext; log: FastifyBaseLogger; now: () => Date },
): Promise<void> {
  const { env, database, outbox, wallet, now } = deps;
  const providers = new Map<PaymentProviderName, PaymentProvider>();
  if (sandboxPaymentsEnabled(env)) {
    const secret = await getOrCreateSecret(database.db, 'sandbox-payments-webhook');
    const scaleOf = (code: string) => wallet.currencies.scaleOf(code);
    const sandbox = createSandboxPayments({ db: database.db, outbox, log: deps.log, now, secret, scaleOf });
    registerSandboxPaymentRoutes(app, { sandbox, scaleOf });
    providers.set('sandbox', sandboxProvider({ sandbox, secret, now }));
  }
  const trustly = trustlySettingsOf(env);
  if (trustly) {
    const settings = await loadTrustlyApi(trustly);
    // A notification is read once the app is up, when `app.payments` (decorated below) exists.
    const paymentOf = async (id: string) => (await app.payments.payment(id))?.payment;
    providers.set('trustly', trustlyProvider({ settings, log: deps.log, paymentOf }));
  }

  // The sandbox runs in this process: it reaches us at our own address, whatever the brand's origin.
  const ownOrigin = () => {
    const address = app.server.address() as AddressInfo | null;
    if (!address) throw new Error('the server is not listening yet');
    return `http://${address.family === 'IPv6' ? `[${address.address === '::' ? '::1' : address.address}]` : address.address === '0.0.0.0' ? '127.0.0.1' : address.address}:${address.port}`;
  };
  const notifyUrl = (provider: PaymentProviderName, brandOrigin: string) =>
    `${env.PAYMENTS_NOTIFY_ORIGIN ?? (provider === 'sandbox' ? ownOrigin() : brandOrigin)}/web-api/payments/notify/${provider}`;

  const context = { db: database.db, wallet, outbox, log: deps.log, now, providers, notifyUrl };
  app.decorate('payments', createPayments(context));
  registerPaymentRoutes(app, { payments: context, identity: deps.identity });
  registerNotifyRoutes(app, context);
  registerConsultantRoutes(app, { payments: context, identity: deps.identity });
}
