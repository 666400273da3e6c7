import { z } from 'zod';
import { bannerWidgetsSection } from './banner-widgets';
import { langCode } from './lang-code';
import { paymentsSectionSchema } from './payments-config';
import { socialSection } from './social-config';

// The per-site (brand) configuration of spec §3 "Site configuration": one typed, validated
// JSON document per brand. Every section has defaults, so a brand states only what differs.

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour like #1a2b3c');
const host = z
  .string()
  .regex(/^[a-z0-9.-]+(:\d+)?$/, 'a host name like cdn.example.com')
  .transform((h) => h.toLowerCase());
/**
 * The origin a brand's links point at (`https://example.com`, `http://localhost:3000`): a scheme,
 * a host and maybe a port, nothing else; stored as the URL standard writes an origin.
 */
export const canonicalOrigin = z
  .string()
  .trim()
  .max(253)
  .refine((value) => originOf(value) !== null, 'an origin like https://example.com (http or https, no path, query or user)')
  .transform((value) => originOf(value) ?? value);

function originOf(value: string): string | null {
  // Scheme and authority only (one trailing slash allowed): no user, path, query or fragment.
  if (!/^https?:\/\/[^/?#@\\\s]+\/?$/i.test(value)) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/** JSON object keys are strings; ids of countries arrive as "90". */
const countryIdKey = z.string().regex(/^\d+$/, 'a numeric country id');

export const registrationTypes = [
  'fast_reg',
  'phone_reg',
  'full_reg',
  'soc_reg',
  'short_reg',
  'full_reg_v1',
  'custom_reg',
] as const;
export type RegistrationType = (typeof registrationTypes)[number];

/** Fields a registration form may ask for, in any order a brand likes (spec §3 *_reg_sort). */
export const registrationFieldNames = [
  'email', 'phone', 'password', 'password_confirmation', 'first_name', 'last_name',
  'birth_date', 'country_id', 'currency', 'promo_code', 'code',
] as const;
const formFields = z.array(z.enum(registrationFieldNames));

export const captchaTypes = ['google', 'hunt', 'puzzle', 'hcaptcha', 'custom', 'disabled'] as const;
export type CaptchaType = (typeof captchaTypes)[number];

export const socialProviders = [
  'vk', 'ok', 'yandex', 'mailru', 'telegram', 'google', 'fb', 'kakaotalk',
  'itsme', 'twitch', 'metamask', 'line', 'linkedin', 'discord',
] as const;

export const authTypes = ['phone', 'email', 'login', 'sms', 'social'] as const;

/** Minimum age: 18 by default, 0 when the configured value is not numeric (spec §5). */
export const minimumAge = z
  .union([z.number(), z.string()])
  .default(18)
  .transform((v) => {
    const n = typeof v === 'number' ? v : Number(v.trim() === '' ? Number.NaN : v);
    return Number.isInteger(n) && n >= 0 && n <= 99 ? n : 0;
  });

const localized = z.record(langCode, z.string().max(2000));

const globalSection = z.strictObject({
  defaultLanguage: langCode.default('ru'),
  /** Languages offered, in menu order (`langs_order`). */
  langs_order: z.array(langCode).min(1).default(['ru', 'en']),
  /** Languages hidden from guests (`langs_hidden_unauth`). */
  langs_hidden_unauth: z.array(langCode).default([]),
  /** Flag (country code) shown for a language (`flags_by_lang`). */
  flags_by_lang: z.record(langCode, z.string().regex(/^[a-z]{2}$/)).default({}),
  currencies: z.array(z.string().regex(/^[A-Z0-9]{3,5}$/)).min(1).default(['RUB']),
  defaultCurrency: z.string().regex(/^[A-Z0-9]{3,5}$/).default('RUB'),
  defaultCountryId: z.number().int().positive().default(1),
  timeZone: z.string().default('Europe/Moscow'),
  /** Countries that see the blocked-region page. */
  blockedCountryIds: z.array(z.number().int().positive()).default([]),
  countriesWithAsianView: z.array(z.number().int().positive()).default([]),
  allowedBettingViews: z.array(z.number().int().min(0)).default([0]),
  default_coef_view_by_geo: z.record(countryIdKey, z.number().int().min(0).max(5)).default({}),
  default_coef_view_by_lang: z.record(langCode, z.number().int().min(0).max(5)).default({}),
  amount_tmpl: z.array(z.number().positive()).default([]),
  urls_not_found: z.array(z.string().startsWith('/')).default([]),
  /** Target overround of the trading simulator's prices, by named margin method (later issue). */
  marginCode: z.string().default('standard'),
  /**
   * Where every link the site mails or texts points (activation, password reset): never the
   * request's Host (DESIGN §1.8). A brand without one sends no links.
   */
  canonicalOrigin: canonicalOrigin.optional(),
});

const registrationSection = z.strictObject({
  types: z.array(z.enum(registrationTypes)).default(['fast_reg', 'phone_reg', 'full_reg']),
  fast_reg_sort: formFields.default(['country_id', 'currency', 'promo_code']),
  phone_reg_sort: formFields.default(['phone', 'currency', 'promo_code']),
  full_reg_sort: formFields
    .default(['email', 'password', 'password_confirmation', 'first_name', 'last_name', 'birth_date', 'country_id', 'currency', 'promo_code']),
  soc_reg_sort: formFields.default(['country_id', 'currency']),
  short_reg_sort: formFields.default(['email', 'password', 'currency']),
  full_reg_v1_sort: formFields.default(['email', 'phone', 'password', 'first_name', 'last_name', 'birth_date', 'currency']),
  /** The brand's own form (`custom_reg`): any of the registration fields, in this order. */
  custom_reg_sort: formFields.default(['email', 'password', 'password_confirmation', 'first_name', 'currency', 'promo_code']),
  social_reg_types: z.array(z.enum(socialProviders)).default([]),
  count_payments_in_reg: z.number().int().min(0).default(0),
  reg_fd_selection_type: z.number().int().min(0).default(0),
  minAge: minimumAge,
  /** Form fields players may leave empty; every other field of a type's form is required. */
  optional_fields: formFields.default(['promo_code']),
  modalKind: z.enum(['popup', 'widget']).default('popup'),
});

const authSection = z.strictObject({
  types: z.array(z.enum(authTypes)).default(['login', 'email', 'phone']),
  /** Minutes of inactivity before sign-out; 0 switches it off (spec §9: 30 when enabled). */
  autologoff_minutes: z.number().int().min(0).max(24 * 60).default(0),
  /** Geos whose players must sign in on the VIP domain (spec §6 geoAuthReqVip). */
  geoAuthReqVip: z.array(z.number().int().positive()).default([]),
  vipDomain: host.optional(),
});

const captchaSection = z.strictObject({
  type: z.enum(captchaTypes).default('custom'),
  siteKey: z.string().optional(),
  /** Provider domain by geo country; country 90 has an alternative (spec §7.13). */
  domainByCountry: z.record(countryIdKey, host).default({}),
  defaultDomain: host.default('www.google.com'),
});

const themeSection = z.strictObject({
  defaultTheme: z.enum(['dark', 'light']).default('dark'),
  colors: z
    .object({ primary: hexColour.default('#1a7f37'), secondary: hexColour.default('#0d2b45'), accent: hexColour.default('#f5b700') })
    .prefault({}),
  logoUrl: z.string().default('/media/logo.svg'),
});

const cdnSection = z.strictObject({
  defaultHost: host.optional(),
  /** CDN host by geo country; country 90 has an alternative (spec §7.13). */
  hostByCountry: z.record(countryIdKey, host).default({}),
});

const supportSection = z.strictObject({
  supportTime: z.object({ start: z.string().default('00:00'), end: z.string().default('24:00') }).prefault({}),
  consultantIdByLang: z.record(langCode, z.string()).default({}),
  apiVersion: z.union([z.literal(2), z.literal(3)]).default(3),
  /**
   * Who answers the chat (decision 0045): the built-in chat service ('local', operators answer on
   * the command line) or Jivo's hosted widget, loaded with the consultant id of the page language
   * as its widget id.
   */
  chatProvider: z.enum(['local', 'jivo']).default('local'),
  /** Consultant colours by name: `main` fills the chat button and header, `accent` the player's bubbles. */
  consultantColors: z.strictObject({ main: hexColour.optional(), accent: hexColour.optional() }).prefault({}),
});

const otherSection = z.strictObject({
  maintenance: z.object({ enabled: z.boolean().default(false), message: localized.default({}) }).prefault({}),
  supported_msg_types: z.array(z.number().int()).default([]),
  hidden_bet_statuses: z.array(z.number().int()).default([]),
  betpoints_countries: z.array(z.number().int()).default([]),
  available_limits_ids: z.array(z.number().int()).default([]),
});

const globalEventSection = z.strictObject({
  global_event_id: z.number().int().optional(),
  global_event_champ_id: z.number().int().optional(),
  global_event_first_game_start: z.number().int().optional(),
  global_event_name: z.string().optional(),
});

/** Home-page variants (spec §2): the Asian showcase is also chosen for `countriesWithAsianView` geos. */
export const homeVariants = ['default', 'asian', 'multi'] as const;
export type HomeVariant = (typeof homeVariants)[number];

const bettingModeSchema = z.enum(['line', 'live']);

/** One block of the multi-build home page (decision 0011), in display order. */
export const homeBlockSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('tabs') }),
  z.strictObject({ type: z.literal('top'), mode: bettingModeSchema }),
  z.strictObject({ type: z.literal('sport'), mode: bettingModeSchema, sportId: z.number().int().positive() }),
  z.strictObject({ type: z.literal('champ'), mode: bettingModeSchema, champId: z.number().int().positive() }),
  z.strictObject({ type: z.literal('globalEvent') }),
  z.strictObject({ type: z.literal('menu') }),
  z.strictObject({ type: z.literal('info') }),
]);
export type HomeBlock = z.infer<typeof homeBlockSchema>;

/** The variant a visitor gets: Asian-view geos see the Asian showcase, everyone else the configured one. */
export function homeVariantFor(configured: HomeVariant, countriesWithAsianView: readonly number[], geoCountryId: number): HomeVariant {
  return countriesWithAsianView.includes(geoCountryId) ? 'asian' : configured;
}

const homePageSection = z.strictObject({
  variant: z.enum(homeVariants).default('default'),
  /** The multi-build page's blocks; ignored by the other variants. */
  blocks: z
    .array(homeBlockSchema)
    .min(1)
    .max(12)
    .default([{ type: 'tabs' }, { type: 'top', mode: 'live' }, { type: 'top', mode: 'line' }, { type: 'info' }]),
});

const usdAmount = z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, 'a plain decimal such as 5000 or 0.50');
const percent = z.string().regex(/^\d{1,3}(\.\d{1,2})?$/, 'a percentage such as 12 or 12.5');

const bettingSection = z.strictObject({
  /**
   * Bet kinds offered, by `Vid` (0 single, 1 express, 2 system, 3 chain, 4 anti-express); several
   * singles at once (MakeBetWebMulti) need singles.
   */
  betTypes: z.array(z.number().int()).default([0, 1, 2, 3, 4]),
  /**
   * Smallest and largest stake by `Vid`, in USD (the accounting currency of the currency table),
   * converted into the bet's currency by its coefficient; a missing entry sets no bound beyond the
   * currency's own minimum bet.
   */
  couponTypesMin: z.array(z.number().nonnegative()).default([]),
  couponTypesMax: z.array(z.number().nonnegative()).default([]),
  maxBetsPerCoupon: z.number().int().min(1).max(50).default(50),
  maxBetsSystem: z.number().int().min(1).max(20).default(20),
  /** The largest return of one bet, in USD, converted like the stakes. */
  maxPayoutUsd: usdAmount.default('100000'),
  /** Seconds a live bet waits before it is checked again and accepted or refused. */
  liveDelaySeconds: z.number().int().min(0).max(60).default(5),
  /** Betting taxes (spec §3): stake tax inside the stake, payout tax over thresholds (USD), return flag. */
  taxes: z
    .strictObject({
      taxType: z.enum(['win_amount', 'profit']).default('profit'),
      stakeTaxPercent: percent.default('0'),
      payoutTaxPercent: percent.default('0'),
      winAmountThresholdUsd: usdAmount.default('0'),
      coefficientThreshold: z.number().min(0).max(1000).default(0),
      returnTax: z.boolean().default(false),
    })
    .prefault({}),
  /** Express boost (`isExpressBoost`): a bonus on a won express's winnings by number of legs. */
  expressBoost: z
    .strictObject({
      tiers: z.array(z.strictObject({ minLegs: z.number().int().min(2).max(50), percent })).max(20).default([]),
      minLegOdds: z.number().min(1.001).max(1000).default(1.2),
    })
    .prefault({}),
  /** The margin the house keeps on a cash-out offer. */
  cashOutMarginPercent: percent.default('6'),
  /** The anti-express's margin. */
  antiExpressMarginPercent: percent.default('5'),
  /**
   * The advance (`GetAvance`, `avanceBet`; decision 0028): this share of the potential payouts of the
   * player's open bets whose games are live or start within `horizonHours`; 0 turns it off.
   */
  advance: z.strictObject({ percent: percent.default('50'), horizonHours: z.number().int().min(1).max(168).default(48) }).prefault({}),
  /**
   * VIP bets (`MakeBetBidWeb`, spec §6): allowed per geo country id, else `default`. A request waits
   * `validityMinutes` for an operator; an approval gives the player `confirmMinutes` to place it.
   */
  vipBets: z
    .strictObject({
      byGeo: z.record(countryIdKey, z.boolean()).default({}),
      default: z.boolean().default(false),
      validityMinutes: z.number().int().min(1).max(24 * 60).default(10),
      confirmMinutes: z.number().int().min(1).max(24 * 60).default(5),
    })
    .prefault({}),
  /** Power bets (`isPowerBet`): a pre-match single's winnings raised by `percent` (0: off), from `minOdds`, up to a stake. */
  powerBet: z
    .strictObject({
      percent: percent.default('0'),
      minOdds: z.number().min(1.001).max(1000).default(1.5),
      maxStakeUsd: usdAmount.default('100'),
    })
    .prefault({}),
  /** The bet lobby (`withLobby`): players publish placed bets for others to follow. */
  lobby: z.strictObject({ enabled: z.boolean().default(true) }).prefault({}),
});

/** A partner page's origin as browsers send it: `https://partner.example` (no path, no wildcard). */
const frameParentOrigin = z
  .string()
  .regex(/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i, 'an origin like https://partner.example')
  .transform((origin) => origin.toLowerCase());

/** The brand embedded in a partner's page (spec §2 frame, §7.12 cookie iframe mode). */
const iframeSection = z.strictObject({
  /** `frame`: cookies are SameSite=None; Secure, so the site works inside a partner's iframe. */
  cookieMode: z.enum(['default', 'frame']).default('default'),
  /** CHIPS: the cookies are kept per top-level site (spec §7.12 "optionally partitioned"). */
  partitioned: z.boolean().default(false),
  /**
   * The partner pages that may frame the site (CSP frame-ancestors) and open its push socket;
   * every other page is refused. None by default: the site cannot be framed.
   */
  parents: z.array(frameParentOrigin).max(50).default([]),
});

/**
 * The office's features a brand may not offer (issue 13): its rows are left out of the office menu
 * (`@stavka/contract/office-menu` conditions) where the brand has no casino or no bring-a-friend.
 */
const officeSection = z.strictObject({
  casino: z.boolean().default(false),
  referral: z.boolean().default(false),
});

export { LOCAL_SOCIAL_PROVIDER, LOCAL_TELEGRAM_PROVIDER, type SocialProviderId, TELEGRAM_SOCIAL_PROVIDER, METAMASK_SOCIAL_PROVIDER } from './social-config';

/**
 * One e-ID method of a brand (decision 0044): SK ID Solutions' service (its API base URL, e.g.
 * `https://rp-api.smart-id.com/v2` or `https://mid.sk.ee/mid-api`, and the brand's relying party
 * there), or the built-in local service, which runs where IDENTITY_CHECKS_LOCAL_PROVIDER allows.
 */
const eidMethodSection = z.discriminatedUnion('service', [
  z.strictObject({ service: z.literal('local') }),
  z.strictObject({
    service: z.literal('sk'),
    baseUrl: z.url({ protocol: /^https$/ }).max(500),
    relyingPartyUuid: z.uuid(),
    relyingPartyName: z.string().trim().min(1).max(100),
  }),
]);
export type EidMethodConfig = z.output<typeof eidMethodSection>;

/** The identity checks a brand offers beside document upload (issue 13, decision 0044); none when unset. */
const identityChecksSection = z.strictObject({
  smartId: eidMethodSection.optional(),
  mobileId: eidMethodSection.optional(),
  /**
   * A liveness (selfie, FaceId) flow: the hosted flow service at `baseUrl` (veriface; its API key
   * and webhook secret are not configuration: LIVENESS_SECRETS), or the built-in local one.
   */
  liveness: z
    .discriminatedUnion('service', [
      z.strictObject({ service: z.literal('local') }),
      z.strictObject({ service: z.literal('veriface'), baseUrl: z.url({ protocol: /^https$/ }).max(500) }),
    ])
    .optional(),
});

/** Sections the spec names whose contents later issues fill; kept as open records meanwhile. */
const openSection = z.record(z.string(), z.unknown()).default({});

export const siteConfigSchema = z.strictObject({
  global: globalSection.prefault({}),
  registration: registrationSection.prefault({}),
  auth: authSection.prefault({}),
  captcha: captchaSection.prefault({}),
  customize: themeSection.prefault({}),
  cdn: cdnSection.prefault({}),
  support: supportSection.prefault({}),
  other: otherSection.prefault({}),
  globalEvent: globalEventSection.prefault({}),
  homePage: homePageSection.prefault({}),
  betting: bettingSection.prefault({}),
  payments: paymentsSectionSchema.prefault({}),
  office: officeSection.prefault({}),
  social: socialSection.prefault({}),
  identityChecks: identityChecksSection.prefault({}),
  promo: openSection,
  coupon: openSection,
  header: openSection,
  footer: openSection,
  responsible: openSection,
  information: openSection,
  dictionary: openSection,
  thirdparty: openSection,
  application: openSection,
  iframe: iframeSection.prefault({}),
  bannerWidgets: bannerWidgetsSection.prefault({}),
  booleans: z.record(z.string(), z.boolean()).default({}),
  modules: openSection,
  toto: openSection,
  bringfriend: openSection,
  cyber: openSection,
  licence: openSection,
  cyberSport: openSection,
});

/** The stored, fully defaulted configuration. */
export type SiteConfig = z.output<typeof siteConfigSchema>;
/** What an operator may write: any section may be left out. */
export type SiteConfigInput = z.input<typeof siteConfigSchema>;
