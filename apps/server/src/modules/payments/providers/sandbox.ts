import { fromMinorUnits, parseRequestedAmount } from '@stavka/domain/money';
import { z } from 'zod';
import { SIGNATURE_HEADER, signatureProblem, type SandboxPayments } from '../../sandbox-payments/service';
import { NotificationRefused, type PaymentProvider, type ProviderNotification } from './provider';

// Our adapter of the built-in sandbox provider (modules/sandbox-payments): it starts charges and
// payouts through the provider's interface and believes a notification only when its signature,
// made with the merchant's webhook secret within the last five minutes, checks out.

const notificationSchema = z.object({
  id: z.string().min(1).max(100),
  merchant_reference: z.uuid(),
  kind: z.enum(['charge', 'payout']),
  status: z.enum(['approved', 'declined']),
  amount: z.string().max(40),
  currency: z.string().regex(/^[A-Z0-9]{2,10}$/),
});

export function sandboxProvider(deps: { sandbox: SandboxPayments; secret: string; now: () => Date }): PaymentProvider {
  return {
    name: 'sandbox',

    async startDeposit(request) {
      const charge = await deps.sandbox.createCharge({
        merchantReference: request.paymentId,
        amount: request.amount,
        currencyCode: request.currencyCode,
        description: request.description,
        notifyUrl: request.notifyUrl,
        returnUrl: request.returnUrl,
      });
      // The provider's page is served on the brand's own origin (it is a local provider).
      const checkout = new URL(`/sandbox-pay/checkout/${charge.id}`, request.returnUrl);
      checkout.searchParams.set('lng', request.player.language);
      return { providerTxId: charge.id, redirectUrl: checkout.toString() };
    },

    async startPayout(request) {
      const payout = await deps.sandbox.createPayout({
        merchantReference: request.paymentId,
        amount: request.amount,
        currencyCode: request.currencyCode,
        description: `Payout ${fromMinorUnits(request.amount, request.scale)} ${request.currencyCode}`,
        notifyUrl: request.notifyUrl,
        details: request.details,
      });
      return { providerTxId: payout.id };
    },

    async readNotification(raw): Promise<ProviderNotification[]> {
      const problem = signatureProblem(deps.secret, raw.body, raw.headers[SIGNATURE_HEADER], deps.now());
      if (problem) throw new NotificationRefused(problem);
      let parsed: z.infer<typeof notificationSchema>;
      try {
        parsed = notificationSchema.parse(JSON.parse(raw.body));
      } catch {
        throw new NotificationRefused('malformed notification');
      }
      const amount = parseRequestedAmount(parsed.amount, raw.scaleOf(parsed.currency));
      if (!amount.ok) throw new NotificationRefused('malformed amount');
      return [{ providerTxId: parsed.id, paymentId: parsed.merchant_reference, outcome: parsed.status, amount: amount.minor, currencyCode: parsed.currency }];
    },

    acknowledge: async () => ({ contentType: 'application/json', body: '{"received":true}' }),
  };
}
