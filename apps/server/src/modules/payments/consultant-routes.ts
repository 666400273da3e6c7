import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createPaymentRequestSchema, fillPaymentRequestSchema, paymentRequestQuerySchema, paymentRequestsQuerySchema } from '@stavka/contract/payment-consultant';
import { AppError } from '../../http/app-error';
import { PAYMENT_HISTORY_PAGE } from '@stavka/contract/payments';
import { validate } from '../../http/validate';
import { authOf, requireUser, type IdentityContext } from '../identity/service';
import { consultantAccess, createRequest, fillRequest, listRequests } from './consultant';
import type { PaymentsContext } from './context';

// The payment consultant's calls (office API): who may use it and on which topics, the player's
// requests, a new request by topic (optionally about one of their payments), and filling one out.

export function registerConsultantRoutes(app: FastifyInstance, deps: { payments: PaymentsContext; identity: IdentityContext }): void {
  const { payments: ctx, identity } = deps;
  const guard = { preHandler: requireUser(identity) };
  const accessOf = (request: FastifyRequest) => consultantAccess(request.site.config.payments, authOf(request).user.countryId);

  app.post('/web-api/officeapi/getpaymentconsultant', guard, async (request) => ({ success: true as const, data: accessOf(request) }));

  app.post('/web-api/officeapi/getpaymentrequests', guard, async (request) => {
    const query = validate(paymentRequestsQuerySchema, request.body ?? {});
    const page = await listRequests(ctx.db, { userId: authOf(request).user.id, limit: PAYMENT_HISTORY_PAGE, offset: (query.page_number - 1) * PAYMENT_HISTORY_PAGE });
    return { success: true as const, data: { ...page, page: query.page_number, pageSize: PAYMENT_HISTORY_PAGE } };
  });

  // One of the player's requests, with its conversation (the fill-out page, a link to a request).
  app.post('/web-api/officeapi/getpaymentrequest', guard, async (request) => {
    const { request_id } = validate(paymentRequestQuerySchema, request.body);
    const { items } = await listRequests(ctx.db, { userId: authOf(request).user.id, requestId: request_id, limit: 1, offset: 0 });
    const found = items[0];
    if (!found) throw new AppError('not_found', 'You have no request with this id');
    return { success: true as const, data: { request: found } };
  });

  app.post('/web-api/officeapi/createpaymentrequest', guard, async (request) => {
    const body = validate(createPaymentRequestSchema, request.body);
    const { user } = authOf(request);
    const id = await createRequest(ctx.db, { id: user.id, siteId: user.siteId, access: accessOf(request) }, { topicId: body.topic_id, paymentId: body.payment_id, message: body.message, now: ctx.now() });
    return { success: true as const, data: { id } };
  });

  app.post('/web-api/officeapi/fillpaymentrequest', guard, async (request) => {
    const body = validate(fillPaymentRequestSchema, request.body);
    await fillRequest(ctx.db, authOf(request).user.id, { requestId: body.request_id, message: body.message, now: ctx.now() });
    return { success: true as const };
  });
}
