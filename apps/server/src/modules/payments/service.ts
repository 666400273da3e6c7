import type { Payment, PaymentEvent } from '@stavka/db/schema';
import type { PaymentsContext } from './context';
import { approveWithdrawal, registerPayoutSender, rejectWithdrawal } from './withdrawals';
import { eventsOf, paymentById, withdrawalsByStatus } from './repo';

// What other parts of the server may use of payments (DESIGN §3): the operator's decisions on
// withdrawals and their list; the routes (routes.ts, notify-routes.ts) are registered by the app.

export type { PaymentsContext } from './context';
export type { PaymentProvider } from './providers/provider';
export { sandboxProvider } from './providers/sandbox';
export { approveWithdrawal, rejectWithdrawal } from './withdrawals';
export { paymentByNumber, withdrawalsByStatus } from './repo';
export { consultantAccess, listRequests, replyToRequest } from './consultant';
export { requestsAwaitingPlayer } from './consultant-repo';

export interface Payments {
  approveWithdrawal(paymentId: string, operator: string): Promise<Payment>;
  rejectWithdrawal(paymentId: string, operator: string, reason: string): Promise<Payment>;
  withdrawals(statuses: readonly Payment['status'][], limit: number): Promise<Payment[]>;
  payment(paymentId: string): Promise<{ payment: Payment; events: PaymentEvent[] } | undefined>;
}

export function createPayments(ctx: PaymentsContext): Payments {
  registerPayoutSender(ctx);
  return {
    approveWithdrawal: (paymentId, operator) => approveWithdrawal(ctx, paymentId, operator),
    rejectWithdrawal: (paymentId, operator, reason) => rejectWithdrawal(ctx, paymentId, operator, reason),
    withdrawals: (statuses, limit) => withdrawalsByStatus(ctx.db, statuses, limit),
    async payment(paymentId) {
      const payment = await paymentById(ctx.db, paymentId);
      return payment ? { payment, events: await eventsOf(ctx.db, [payment.id]) } : undefined;
    },
  };
}
