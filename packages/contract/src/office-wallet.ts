import { z } from 'zod';
import { offeredMethodSchema, paymentRecordSchema, paymentStatuses } from './payments';
import { accountRecordSchema } from './wallet';

// What the office's wallet screens read (issue 11): the `data` of the `{success, data}` answers of
// the deposit and withdrawal pages, payment history and its filters, the payment check, a started
// deposit, and the currencies a player may open an account in. Records are those of wallet.ts and
// payments.ts; these are the envelopes around them.

/** `GET /web-api/user/wallet-currencies`: the brand's currencies a player may hold an account in. */
export const walletCurrenciesAnswerSchema = z.object({
  currencies: z.array(z.object({ id: z.number().int().positive(), code: z.string(), symbol: z.string(), name: z.string() })),
});
export type WalletCurrency = z.infer<typeof walletCurrenciesAnswerSchema>['currencies'][number];

/** An agent of the deposit page's agent popup (spec §6: only in the brand's agent countries). */
export const paymentAgentSchema = z.object({ name: z.string(), phone: z.string().optional(), telegram: z.string().optional() });
export type PaymentAgent = z.infer<typeof paymentAgentSchema>;

/** `POST /web-api/officeapi/getrechargedata`: the active account and what the deposit page offers for it. */
export const rechargeDataSchema = z.object({
  account: accountRecordSchema,
  methods: z.array(offeredMethodSchema),
  /** The brand's amount presets (`amount_tmpl`), in major units of the account's currency. */
  amountTemplates: z.array(z.number().positive()),
  consultant: z.object({ available: z.boolean(), limited: z.boolean() }),
  /** Empty unless the player's country sees the agent popup. */
  agents: z.array(paymentAgentSchema),
  /** Whether the player's country sees the cash-agent link (to the cash terminals page). */
  cashAgent: z.boolean(),
});
export type RechargeData = z.infer<typeof rechargeDataSchema>;

/** `POST /web-api/officeapi/getdeducedata`: the withdrawal page, with the requests still undecided. */
export const deduceDataSchema = z.object({
  account: accountRecordSchema,
  methods: z.array(offeredMethodSchema),
  identityRequired: z.boolean(),
  identityVerified: z.boolean(),
  pending: z.array(paymentRecordSchema),
});
export type DeduceData = z.infer<typeof deduceDataSchema>;

/** `POST /web-api/payments/deposit`: the payment and where the player pays it. */
export const depositStartedSchema = z.object({ payment: paymentRecordSchema, redirectUrl: z.url({ protocol: /^https?$/ }) });

/** One payment: `GET /web-api/payments/:id`, `getpaymentcheck`, a requested withdrawal. */
export const paymentAnswerSchema = z.object({ payment: paymentRecordSchema });

/** `POST /web-api/officeapi/gethistorypaymentmainaccount`: one page of the payment history. */
export const paymentHistoryPageSchema = z.object({
  items: z.array(paymentRecordSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  pages: z.number().int().positive(),
});
export type PaymentHistoryPage = z.infer<typeof paymentHistoryPageSchema>;

/** `POST /web-api/officeapi/gethistorypaymentsource`: the history filters' choices. */
export const paymentHistorySourceSchema = z.object({
  directions: z.array(z.enum(['deposit', 'withdrawal'])),
  methods: z.array(z.object({ id: z.string(), name: z.string() })),
  statuses: z.array(z.enum(paymentStatuses)),
});
export type PaymentHistorySource = z.infer<typeof paymentHistorySourceSchema>;

/** The calls' paths, for the web client and tests. */
export const officeWalletPaths = {
  balance: '/account-api/user/balance',
  setActiveAccount: '/web-api/user/setactiveaccount',
  createCurrencyAccount: '/web-api/user/createCurrencyAccount',
  deleteCurrencyAccount: '/web-api/user/deleteCurrencyAccount',
  walletCurrencies: '/web-api/user/wallet-currencies',
  rechargeData: '/web-api/officeapi/getrechargedata',
  deduceData: '/web-api/officeapi/getdeducedata',
  deposit: '/web-api/payments/deposit',
  withdrawal: '/web-api/payments/withdrawal',
  payment: '/web-api/payments',
  history: '/web-api/officeapi/gethistorypaymentmainaccount',
  historySource: '/web-api/officeapi/gethistorypaymentsource',
  paymentCheck: '/web-api/officeapi/getpaymentcheck',
} as const;
