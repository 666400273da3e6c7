import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  depositRequestSchema,
  historyRequestSchema,
  PAYMENT_ARCHIVE_DAYS,
  PAYMENT_HISTORY_PAGE,
  paymentCheckRequestSchema,
  trustlyDepositRequestSchema,
  withdrawalRequestSchema,
  type OfferedMethodRecord,
} from '@stavka/contract/payments';
import { runInTransaction } from '@stavka/db/unit-of-work';
import { fromMinorUnits } from '@stavka/domain/money';
import { AppError, validationFailed } from '../../http/app-error';
import { validate } from '../../http/validate';
import { authOf, requireUser, type IdentityContext } from '../identity/service';
import { presentAccount, type AccountOwner } from '../wallet/service';
import type { PaymentsContext } from './context';
import { consultantAccess } from './consultant';
import { startDeposit } from './deposits';
import { methodName, offeredMethods } from './methods';
import { presentPayment } from './presenter';
import { eventsOf, paymentHistory, playerPayment } from './repo';
import type { PaymentParty } from './providers/provider';
import { requestWithdrawal } from './withdrawals';

// The player's payment calls (spec §7.3–7.4, issue 11): what the deposit and withdrawal pages
// offer, starting a deposit, requesting a withdrawal, payment history and the payment check. Every
// call reads and changes only the caller's own accounts and payments.

export function registerPaymentRoutes(app: FastifyInstance, deps: { payments: PaymentsContext; identity: IdentityContext }): void {
  const { payments: ctx, identity } = deps;
  const guard = { preHandler: requireUser(identity) };

  const playerOf = (request: FastifyRequest) => {
    const { user } = authOf(request);
    const owner: AccountOwner = { id: user.id, siteId: user.siteId, currencyCode: user.currencyCode };
    const party: PaymentParty = {
      userId: user.id,
      countryCode: identity.countries.byId.get(user.countryId)?.code ?? '',
      language: user.language,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
    };
    return { user, owner, party };
  };

  const brandOf = (request: FastifyRequest) => {
    const config = request.site.config;
    const origin = config.global.canonicalOrigin;
    if (origin === undefined) throw new AppError('unavailable', 'Payments are not set up for this site');
    return { currencies: config.global.currencies, origin, payments: config.payments };
  };

  const viewOf = (request: FastifyRequest) => ({
    scaleOf: (code: string) => ctx.wallet.currencies.scaleOf(code),
    language: authOf(request).user.language,
    defaultLanguage: request.site.config.global.defaultLanguage,
    payments: request.site.config.payments,
  });

  /** The active account and the methods offered for it, in one direction. */
  const pageData = async (request: FastifyRequest, direction: 'deposit' | 'withdrawal') => {
    const { user, owner } = playerOf(request);
    const account = await runInTransaction(ctx.db, (uow) => ctx.wallet.activeAccountOf(uow, owner));
    const scale = ctx.wallet.currencies.scaleOf(account.currencyCode);
    const config = request.site.config;
    const methods: OfferedMethodRecord[] = offeredMethods(config.payments, {
      direction,
      countryId: user.countryId,
      currencyCode: account.currencyCode,
      scale,
      brandCurrencies: config.global.currencies,
      providers: new Set(ctx.providers.keys()),
    }).map((method) => ({
      id: method.config.id,
      name: methodName(method.config, user.language, config.global.defaultLanguage),
      kind: method.config.kind,
      provider: method.config.provider,
      min: method.limits ? fromMinorUnits(method.limits.min, scale) : null,
      max: method.limits ? fromMinorUnits(method.limits.max, scale) : null,
      feePercent: method.config.fee.percent,
      feeFixed: fromMinorUnits(method.feeOf(0n), scale),
      payoutField: method.config.payoutField,
    }));
    return { user, account: presentAccount(account, ctx.wallet.currencies, user.language), methods };
  };

  app.post('/web-api/officeapi/getrechargedata', guard, async (request) => {
    const { user, account, methods } = await pageData(request, 'deposit');
    const payments = request.site.config.payments;
    const { available, limited } = consultantAccess(payments, user.countryId);
    const consultant = { available, limited };
    return {
      success: true as const,
      data: {
        account,
        methods,
        amountTemplates: request.site.config.global.amount_tmpl,
        consultant,
        agents: payments.agentCountries.includes(user.countryId) ? payments.agents : [],
        cashAgent: payments.cashAgentCountries.includes(user.countryId),
      },
    };
  });

  app.post('/web-api/officeapi/getdeducedata', guard, async (request) => {
    const { user, account, methods } = await pageData(request, 'withdrawal');
    const pending = await paymentHistory(ctx.db, { userId: user.id, direction: 'withdrawal', statuses: ['requested', 'approved'], limit: PAYMENT_HISTORY_PAGE, offset: 0 });
    const events = await eventsOf(ctx.db, pending.rows.map((p) => p.id));
    return {
      success: true as const,
      data: {
        account,
        methods,
        identityRequired: request.site.config.payments.withdrawalRequiresVerifiedIdentity,
        identityVerified: user.identityStatus === 'verified',
        pending: pending.rows.map((payment) => presentPayment(payment, events, viewOf(request))),
      },
    };
  });

  app.post('/web-api/payments/deposit', guard, async (request) => {
    const body = validate(depositRequestSchema, request.body);
    const { user, owner, party } = playerOf(request);
    const started = await startDeposit(ctx, {
      owner,
      party,
      countryId: user.countryId,
      brand: brandOf(request),
      methodId: body.method_id,
      amount: body.amount,
      accountId: body.account_id,
      idempotencyKey: body.idempotency_key,
    });
    return { success: true as const, data: { payment: presentPayment(started.payment, [], viewOf(request)), redirectUrl: started.redirectUrl } };
  });

  // Spec §7.3: the same deposit by the brand's Trustly method that is offered for the account's currency.
  app.post('/web-api/api/trustly/v1/deposit', guard, async (request) => {
    const body = validate(trustlyDepositRequestSchema, request.body);
    const { user, owner, party } = playerOf(request);
    const brand = brandOf(request);
    const account = await runInTransaction(ctx.db, (uow) => (body.account_id === undefined ? ctx.wallet.activeAccountOf(uow, owner) : ctx.wallet.accountOf(uow, owner, body.account_id)));
    const method = offeredMethods(brand.payments, {
      direction: 'deposit',
      countryId: user.countryId,
      currencyCode: account.currencyCode,
      scale: ctx.wallet.currencies.scaleOf(account.currencyCode),
      brandCurrencies: brand.currencies,
      providers: new Set(ctx.providers.keys()),
    }).find((m) => m.config.provider === 'trustly');
    if (!method) throw validationFailed({ method_id: ['payment_method_unavailable'] });
    const started = await startDeposit(ctx, { owner, party, countryId: user.countryId, brand, methodId: method.config.id, amount: body.amount, accountId: body.account_id, idempotencyKey: body.idempotency_key });
    return { success: true as const, data: { payment: presentPayment(started.payment, [], viewOf(request)), redirectUrl: started.redirectUrl } };
  });

  app.post('/web-api/payments/withdrawal', guard, async (request) => {
    const body = validate(withdrawalRequestSchema, request.body);
    const { user, owner } = playerOf(request);
    const payment = await requestWithdrawal(ctx, {
      owner,
      countryId: user.countryId,
      brand: brandOf(request),
      methodId: body.method_id,
      amount: body.amount,
      accountId: body.account_id,
      idempotencyKey: body.idempotency_key,
      identityVerified: user.identityStatus === 'verified',
      details: body.details,
    });
    return { success: true as const, data: { payment: presentPayment(payment, await eventsOf(ctx.db, [payment.id]), viewOf(request)) } };
  });

  app.get<{ Params: { id: string } }>('/web-api/payments/:id', guard, async (request) => {
    const id = z.uuid().safeParse(request.params.id);
    const payment = id.success ? await playerPayment(ctx.db, authOf(request).user.id, { id: id.data }) : undefined;
    if (!payment) throw new AppError('not_found', 'You have no payment with this id');
    return { success: true as const, data: { payment: presentPayment(payment, await eventsOf(ctx.db, [payment.id]), viewOf(request)) } };
  });

  // office_paycheck: a payment by the number the player quotes.
  app.post('/web-api/officeapi/getpaymentcheck', guard, async (request) => {
    const { number } = validate(paymentCheckRequestSchema, request.body);
    const payment = await playerPayment(ctx.db, authOf(request).user.id, { number });
    if (!payment) throw new AppError('not_found', 'You have no payment with this number');
    return { success: true as const, data: { payment: presentPayment(payment, await eventsOf(ctx.db, [payment.id]), viewOf(request)) } };
  });

  app.post('/web-api/officeapi/gethistorypaymentmainaccount', guard, async (request) => {
    const query = validate(historyRequestSchema, request.body ?? {});
    const { user, owner } = playerOf(request);
    const accounts = await runInTransaction(ctx.db, (uow) => ctx.wallet.accountsOf(uow, owner));
    const archiveEdge = new Date(ctx.now().getTime() - PAYMENT_ARCHIVE_DAYS * 86_400_000);
    const includeArchive = query.is_include_archive === true || query.is_include_archive === 1;
    const from = query.date_from === undefined ? undefined : new Date(query.date_from * 1000);
    const since = includeArchive ? from : from && from > archiveEdge ? from : archiveEdge;
    const page = await paymentHistory(ctx.db, {
      userId: user.id,
      accountIds: accounts.filter((a) => a.kind === 'cash').map((a) => a.id),
      ...(query.direction ? { direction: query.direction } : {}),
      ...(query.status ? { statuses: query.status } : {}),
      ...(since ? { since } : {}),
      ...(query.date_to === undefined ? {} : { until: new Date(query.date_to * 1000) }),
      limit: PAYMENT_HISTORY_PAGE,
      offset: (query.page_number - 1) * PAYMENT_HISTORY_PAGE,
    });
    const events = await eventsOf(ctx.db, page.rows.map((p) => p.id));
    return {
      success: true as const,
      data: {
        items: page.rows.map((payment) => presentPayment(payment, events, viewOf(request))),
        total: page.total,
        page: query.page_number,
        pageSize: PAYMENT_HISTORY_PAGE,
        pages: Math.max(1, Math.ceil(page.total / PAYMENT_HISTORY_PAGE)),
      },
    };
  });

  // The filters' choices: directions, the methods the brand has, the statuses.
  app.post('/web-api/officeapi/gethistorypaymentsource', guard, async (request) => {
    const config = request.site.config;
    const language = authOf(request).user.language;
    return {
      success: true as const,
      data: {
        directions: ['deposit', 'withdrawal'],
        methods: config.payments.methods.map((m) => ({ id: m.id, name: methodName(m, language, config.global.defaultLanguage) })),
        statuses: ['created', 'completed', 'declined', 'failed', 'requested', 'approved', 'paid', 'rejected'],
      },
    };
  });
}
