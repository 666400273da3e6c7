import type { FastifyInstance } from 'fastify';
import { fromMinorUnits } from '@stavka/domain/money';
import { AppError } from '../../http/app-error';
import type { SandboxPayments } from './service';

// The sandbox provider's hosted payment page (`/sandbox-pay/checkout/<id>`): the player sees what
// they are asked to pay and approves or declines; the provider then notifies the merchant and sends
// the player back to the merchant's return URL. A plain HTML form: it is another party's page, not
// part of our web app.

const TEXT = {
  ru: { title: 'Тестовая оплата', pay: 'К оплате', approve: 'Оплатить', decline: 'Отклонить', done: 'Платёж уже обработан', note: 'Это тестовый платёжный провайдер: деньги не списываются.' },
  en: { title: 'Sandbox payment', pay: 'Amount due', approve: 'Pay', decline: 'Decline', done: 'This payment has been processed', note: 'This is a sandbox payment provider: no real money moves.' },
} as const;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function registerSandboxPaymentRoutes(app: FastifyInstance, deps: { sandbox: SandboxPayments; scaleOf(code: string): number }): void {
  void app.register(async (scope) => {
    // The page's form posts `decision=approve|decline`.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    scope.get<{ Params: { id: string }; Querystring: { lng?: string } }>('/sandbox-pay/checkout/:id', async (request, reply) => {
      const payment = await deps.sandbox.payment(request.params.id);
      if (!payment || payment.kind !== 'charge') throw new AppError('not_found', 'No such payment');
      const text = request.query.lng === 'ru' ? TEXT.ru : TEXT.en;
      const amount = `${fromMinorUnits(payment.amount, deps.scaleOf(payment.currencyCode))} ${payment.currencyCode}`;
      const form =
        payment.status === 'open'
          ? `<form method="post"><button name="decision" value="approve" autofocus>${text.approve}</button> <button name="decision" value="decline" class="secondary">${text.decline}</button></form>`
          : `<p role="status">${text.done}</p>`;
      void reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; base-uri 'none'")
        .header('cache-control', 'no-store');
      return `<!doctype html><html lang="${request.query.lng === 'ru' ? 'ru' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${text.title}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;background:#eef1f5;color:#111;margin:0;display:grid;place-items:center;min-height:100vh}main{background:#fff;border-radius:12px;padding:32px;max-width:420px;width:calc(100% - 32px);box-shadow:0 4px 24px #0002}h1{font-size:20px;margin:0 0 16px}.amount{font-size:32px;font-weight:700;margin:4px 0 16px}button{font:inherit;min-height:44px;padding:0 24px;border-radius:8px;border:0;background:#1a56db;color:#fff;cursor:pointer}button.secondary{background:#e2e6ec;color:#111}button:focus-visible{outline:3px solid #f5b700;outline-offset:2px}small{display:block;margin-top:24px;color:#555}</style></head>
<body><main><h1>${text.title}</h1><p>${escape(payment.description)}</p><p>${text.pay}:</p><p class="amount">${escape(amount)}</p>${form}<small>${text.note}</small></main></body></html>`;
    });

    scope.post<{ Params: { id: string }; Body: { decision?: string } }>('/sandbox-pay/checkout/:id', async (request, reply) => {
      const decision = request.body?.decision;
      if (decision !== 'approve' && decision !== 'decline') throw new AppError('validation', 'Choose approve or decline', { decision: ['auth_required_field'] });
      const payment = await deps.sandbox.payment(request.params.id);
      if (!payment || payment.kind !== 'charge') throw new AppError('not_found', 'No such payment');
      await deps.sandbox.decideCharge(payment.id, decision === 'approve');
      // Back to the merchant, whatever happened (a second click finds the payment decided).
      return reply.redirect(payment.returnUrl ?? '/', 303);
    });
  });
}
