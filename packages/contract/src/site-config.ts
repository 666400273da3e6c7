import { z } from 'zod';

// The per-site (brand) configuration of spec §3 "Site configuration": one typed, validated
// JSON document per brand. Every section has defaults, so a brand states only what differs.

const langCode = z.string().regex(/^[a-z]{2,3}$/, 'a two- or three-letter language code');
const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour like #1a2b3c');
const host = z
  .string()
  .regex(/^[a-z0-9.-]+(:\d+)?$/, 'a host name like cdn.example.com')
  .transform((h) => h.toLowerCase());
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

const bettingSection = z.strictObject({
  betTypes: z.array(z.number().int()).default([0, 1, 2]),
  couponTypesMin: z.array(z.number()).default([]),
  couponTypesMax: z.array(z.number()).default([]),
  maxBetsPerCoupon: z.number().int().min(1).max(50).default(50),
  maxBetsSystem: z.number().int().min(1).max(20).default(20),
});

/** The brand embedded in a partner's page (spec §2 frame, §7.12 cookie iframe mode). */
const iframeSection = z.strictObject({
  /** `frame`: cookies are SameSite=None; Secure, so the site works inside a partner's iframe. */
  cookieMode: z.enum(['default', 'frame']).default('default'),
  /** CHIPS: the cookies are kept per top-level site (spec §7.12 "optionally partitioned"). */
  partitioned: z.boolean().default(false),
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
  office: openSection,
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
  bannerWidgets: openSection,
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
