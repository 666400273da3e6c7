import { z } from 'zod';

// A brand's payments (issue 11 "Deposits and withdrawals"): the methods it offers, where and in
// which currencies, their limits and fees, and the geos that see the payment consultant, the
// agent popup and the cash-agent link (spec §6). Amounts are decimal text in major units, read
// exactly in each currency's scale by the server.

const decimal = z.string().regex(/^\d{1,15}(\.\d{1,18})?$/, 'a plain decimal such as 10 or 10.50');
const currencyCode = z.string().regex(/^[A-Z0-9]{2,10}$/);
const countryIds = z.array(z.number().int().positive());
const localized = z.record(z.string().regex(/^[a-z]{2,3}$/), z.string().min(1).max(200));

export const paymentProviders = ['sandbox', 'trustly'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

export const paymentMethodKinds = ['card', 'bank', 'ewallet', 'crypto', 'cash'] as const;

export const paymentMethodSchema = z.strictObject({
  /** The method's id in requests and history, e.g. `sandbox_card`. */
  id: z.string().regex(/^[a-z0-9_]{2,40}$/),
  provider: z.enum(paymentProviders),
  kind: z.enum(paymentMethodKinds).default('card'),
  /** The name players see, by language (the brand's default language when one is missing). */
  name: localized,
  deposit: z.boolean().default(true),
  withdrawal: z.boolean().default(false),
  /** Countries that see it; empty: every country. */
  countries: countryIds.default([]),
  /** Countries that never see it. */
  excludedCountries: countryIds.default([]),
  /** Currencies it takes; empty: every currency of the brand. */
  currencies: z.array(currencyCode).default([]),
  /** Smallest and largest amount by currency; a currency without limits is only bound by the ledger. */
  limits: z.record(currencyCode, z.strictObject({ min: decimal, max: decimal })).default({}),
  /** What the player pays on top: a percentage of the amount and a fixed amount by currency. */
  fee: z
    .strictObject({ percent: z.string().regex(/^\d{1,2}(\.\d{1,2})?$/).default('0'), fixed: z.record(currencyCode, decimal).default({}) })
    .prefault({}),
  /** What the player must give for a withdrawal (a card number, an IBAN, a wallet address). */
  payoutField: z.enum(['card', 'iban', 'wallet', 'none']).default('none'),
});
export type PaymentMethodConfig = z.output<typeof paymentMethodSchema>;
export type PaymentMethodInput = z.input<typeof paymentMethodSchema>;

export const paymentsSectionSchema = z.strictObject({
  methods: z.array(paymentMethodSchema).max(50).default([]),
  /** Withdrawals wait for a verified identity (KYC) when set. */
  withdrawalRequiresVerifiedIdentity: z.boolean().default(false),
  /** Geos that see the payment consultant (spec §6), and those that see its limited variant (one topic). */
  consultantCountries: countryIds.default([]),
  limitedConsultantCountries: countryIds.default([]),
  /** Geos that see the agent popup on the deposit page, and its agents' contacts. */
  agentCountries: countryIds.default([]),
  agents: z.array(z.strictObject({ name: z.string().min(1).max(100), phone: z.string().max(40).optional(), telegram: z.string().max(64).optional() })).max(20).default([]),
  /** Geos that see the cash-agent link (to the cash terminals page). */
  cashAgentCountries: countryIds.default([]),
});
export type PaymentsSection = z.output<typeof paymentsSectionSchema>;
