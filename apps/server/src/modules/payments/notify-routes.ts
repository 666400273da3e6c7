import type { FastifyInstance } from 'fastify';
import { paymentProviders, type PaymentProviderName } from '@stavka/contract/payments-config';
import { AppError } from '../../http/app-error';
import type { PaymentsContext } from './context';
import { applyNotification } from './notifications';
import { NotificationRefused } from './providers/provider';

// Providers' notifications (`POST /web-api/payments/notify/<provider>`). The body is kept as the
// bytes that came, because the signature covers them; only the provider's adapter reads it. A
// refused notification (forged, replayed outside its window, malformed) changes nothing and is
// answered 401, so a provider that sent it by mistake sees the refusal in its logs.

export function registerNotifyRoutes(app: FastifyInstance, ctx: PaymentsContext): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, String(body)));

    scope.post<{ Params: { provider: string }; Body: string }>('/web-api/payments/notify/:provider', async (request, reply) => {
      const name = request.params.provider as PaymentProviderName;
      const provider = paymentProviders.includes(name) ? ctx.providers.get(name) : undefined;
      if (!provider) throw new AppError('not_found', 'No such payment provider here');
      const headers = Object.fromEntries(Object.entries(request.headers).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]));
      const raw = { body: typeof request.body === 'string' ? request.body : '', headers, scaleOf: (code: string) => scaleOrRefuse(ctx, code) };
      let notifications;
      try {
        notifications = await provider.readNotification(raw);
      } catch (error) {
        if (!(error instanceof NotificationRefused)) throw error;
        request.log.warn({ provider: name, reason: error.message }, 'payment notification refused');
        throw new AppError('unauthorized', 'Notification refused');
      }
      for (const notification of notifications) {
        if (!ctx.wallet.currencies.byCode(notification.currencyCode)) throw new AppError('validation', 'Unknown currency');
        const verdict = await applyNotification(ctx, name, notification);
        request.log.info({ provider: name, paymentId: notification.paymentId, outcome: notification.outcome, verdict }, 'payment notification');
        if (verdict === 'mismatch' || verdict === 'unknown-payment') throw new AppError('validation', `Notification does not match a payment (${verdict})`);
      }
      const ack = await provider.acknowledge(raw);
      return reply.type(ack.contentType).send(ack.body);
    });
  });
}

/** A notification in a currency we do not have is not one of ours. */
function scaleOrRefuse(ctx: PaymentsContext, code: string): number {
  const currency = ctx.wallet.currencies.byCode(code);
  if (!currency) throw new NotificationRefused(`unknown currency ${code}`);
  return currency.scale;
}
