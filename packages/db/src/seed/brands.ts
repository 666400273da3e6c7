import { eq, inArray } from 'drizzle-orm';
import type { PaymentMethodInput } from '@stavka/contract/payments-config';
import { siteConfigSchema, type SiteConfigInput } from '@stavka/contract/site-config';
import type { Database } from '../client';
import { countries, siteDomains, sites } from '../schema';
import { goalbetBanners, stavkaBanners } from './banners';

// The two demo brands of the embedded setup: different names, colours, default languages,
// currencies and geos, so white-labelling is visible from the first start.

interface BrandSeed {
  slug: string;
  name: string;
  partnerId: number;
  groupId: number;
  isDefault: boolean;
  domains: string[];
  /** Country ids are looked up by ISO code in the country table at seed time. */
  config: (countryId: (iso: string) => number) => SiteConfigInput;
}

/** One payment method of a demo brand, checked against the configuration's schema. */
const method = (config: PaymentMethodInput): PaymentMethodInput => config;

export const demoBrands: BrandSeed[] = [
  {
    slug: 'stavka',
    name: 'Stavka',
    partnerId: 1,
    groupId: 1,
    isDefault: true,
    domains: ['localhost', '127.0.0.1', 'stavka.localhost'],
    config: (countryId) => ({
      global: {
        defaultLanguage: 'ru',
        langs_order: ['ru', 'en', 'kk', 'uz', 'uk', 'tr', 'es', 'pt', 'fr', 'de', 'ar'],
        langs_hidden_unauth: [],
        flags_by_lang: { ru: 'ru', en: 'gb', kk: 'kz', uz: 'uz', uk: 'ua', tr: 'tr', es: 'es', pt: 'pt', fr: 'fr', de: 'de', ar: 'sa' },
        currencies: ['RUB', 'USD', 'EUR', 'KZT', 'UZS'],
        defaultCurrency: 'RUB',
        defaultCountryId: countryId('ru'),
        timeZone: 'Europe/Moscow',
        blockedCountryIds: [countryId('us'), countryId('fr')],
        countriesWithAsianView: [countryId('vn'), countryId('id'), countryId('my')],
        default_coef_view_by_lang: { en: 0, ru: 0 },
        canonicalOrigin: 'http://localhost:3000',
        // The deposit page's one-press amounts (major units of the account's currency).
        amount_tmpl: [500, 1000, 2000, 5000],
      },
      // After a registration a modal offers to deposit with the first two methods (spec §2).
      registration: { types: ['fast_reg', 'phone_reg', 'full_reg', 'soc_reg', 'short_reg', 'full_reg_v1'], minAge: 18, count_payments_in_reg: 2 },
      auth: { types: ['login', 'email', 'phone'], autologoff_minutes: 30 },
      captcha: {
        type: 'custom',
        defaultDomain: 'www.google.com',
        // spec §7.13: country id 90 uses the alternative domain.
        domainByCountry: { '90': 'www.recaptcha.net' },
      },
      cdn: { defaultHost: 'cdn.stavka.localhost', hostByCountry: { '90': 'cdn-alt.stavka.localhost' } },
      customize: { defaultTheme: 'dark', colors: { primary: '#1a7f37', secondary: '#0d2b45', accent: '#f5b700' } },
      bannerWidgets: { home: stavkaBanners },
      // The built-in support chat answers in Russian and English around the clock (decision 0045).
      support: { consultantIdByLang: { ru: 'desk-ru', en: 'desk-en' }, consultantColors: { main: '#1a7f37', accent: '#0d2b45' } },
      // Operator messages of types 1 (news), 2 (account) and 3 (promotions) reach the office (issue 13).
      other: {
        maintenance: { enabled: false, message: { ru: 'Идут технические работы. Ставки временно недоступны.', en: 'Maintenance in progress. Betting is temporarily unavailable.' } },
        supported_msg_types: [1, 2, 3],
      },
      // The office offers the casino's and bring-a-friend's screens (the second brand has neither).
      office: { casino: true, referral: true },
      // Social sign-in through the built-in local OpenID provider where it runs (decision 0040),
      // and with an Ethereum wallet (decision 0043).
      social: { localProvider: true, metamask: true },
      // Smart-ID, Mobile-ID and the liveness flow through the built-in local services where they run (decision 0044).
      identityChecks: { smartId: { service: 'local' }, mobileId: { service: 'local' }, liveness: { service: 'local' } },
      // The "best" tab: the simulator's football Europe. Champions Cup (championship 10220, its
      // four groups 10221–10224 list under it).
      globalEvent: { global_event_id: 1, global_event_champ_id: 10220, global_event_name: 'Champions Cup' },
      payments: {
        methods: [
          method({
            id: 'sandbox_card',
            provider: 'sandbox',
            kind: 'card',
            name: { ru: 'Банковская карта', en: 'Bank card' },
            withdrawal: true,
            payoutField: 'card',
            limits: { RUB: { min: '100', max: '300000' }, USD: { min: '2', max: '5000' }, EUR: { min: '2', max: '5000' }, KZT: { min: '500', max: '1500000' }, UZS: { min: '10000', max: '30000000' } },
          }),
          method({
            id: 'sandbox_wallet',
            provider: 'sandbox',
            kind: 'ewallet',
            name: { ru: 'Электронный кошелёк', en: 'E-wallet' },
            withdrawal: true,
            payoutField: 'wallet',
            limits: { RUB: { min: '50', max: '100000' }, USD: { min: '1', max: '1500' }, EUR: { min: '1', max: '1500' } },
            fee: { percent: '1', fixed: {} },
          }),
          method({
            id: 'trustly',
            provider: 'trustly',
            kind: 'bank',
            name: { ru: 'Онлайн-банк (Trustly)', en: 'Online banking (Trustly)' },
            countries: ['de', 'se', 'fi', 'ee', 'lt', 'lv', 'nl', 'at', 'es', 'gb'].map(countryId),
            currencies: ['EUR'],
            limits: { EUR: { min: '10', max: '10000' } },
          }),
        ],
        consultantCountries: [countryId('ru'), countryId('kz'), countryId('uz')],
        limitedConsultantCountries: [countryId('kg')],
        agentCountries: [countryId('kz'), countryId('uz')],
        agents: [{ name: 'Stavka Agent Almaty', phone: '+77010000000', telegram: 'stavka_agent_kz' }],
        cashAgentCountries: [countryId('kz')],
      },
    }),
  },
  {
    slug: 'goalbet',
    name: 'Goalbet',
    partnerId: 2,
    groupId: 2,
    isDefault: false,
    domains: ['goalbet.localhost'],
    config: (countryId) => ({
      global: {
        defaultLanguage: 'en',
        langs_order: ['en', 'es', 'pt', 'tr', 'ar'],
        flags_by_lang: { en: 'gb', es: 'es', pt: 'br', tr: 'tr', ar: 'ae' },
        currencies: ['USD', 'EUR', 'TRY', 'BRL'],
        defaultCurrency: 'USD',
        defaultCountryId: countryId('gb'),
        timeZone: 'Europe/London',
        blockedCountryIds: [countryId('us')],
        default_coef_view_by_lang: { en: 1 },
        canonicalOrigin: 'http://goalbet.localhost:3000',
        amount_tmpl: [10, 25, 50, 100],
      },
      registration: { types: ['fast_reg', 'full_reg', 'soc_reg'], minAge: 21, modalKind: 'widget' },
      social: { localProvider: true, metamask: true },
      identityChecks: { smartId: { service: 'local' }, liveness: { service: 'local' } },
      // One-click players have only their account number to sign in with.
      auth: { types: ['login', 'email', 'phone'] },
      captcha: { type: 'disabled' },
      // Support answers from 08:00 to 23:00 on the brand's clock (Stavka's works around the clock).
      support: { supportTime: { start: '08:00', end: '23:00' } },
      customize: { defaultTheme: 'light', colors: { primary: '#1f4fd6', secondary: '#101a3a', accent: '#ff7a00' } },
      bannerWidgets: { home: goalbetBanners },
      payments: {
        methods: [
          method({
            id: 'sandbox_card',
            provider: 'sandbox',
            kind: 'card',
            name: { en: 'Card', es: 'Tarjeta', pt: 'Cartão', tr: 'Kart', ar: 'بطاقة' },
            withdrawal: true,
            payoutField: 'card',
            limits: { USD: { min: '5', max: '5000' }, EUR: { min: '5', max: '5000' }, TRY: { min: '100', max: '150000' }, BRL: { min: '20', max: '25000' } },
          }),
          method({
            id: 'trustly',
            provider: 'trustly',
            kind: 'bank',
            name: { en: 'Online banking (Trustly)', es: 'Banca en línea (Trustly)', pt: 'Banco online (Trustly)', tr: 'Online bankacılık (Trustly)', ar: 'الخدمات المصرفية عبر الإنترنت (Trustly)' },
            countries: ['de', 'se', 'fi', 'ee', 'lt', 'lv', 'nl', 'at', 'es', 'gb'].map(countryId),
            currencies: ['EUR'],
            limits: { EUR: { min: '10', max: '10000' } },
          }),
        ],
        withdrawalRequiresVerifiedIdentity: true,
      },
    }),
  },
];

/** Inserts the demo brands that are missing; never overwrites what an operator changed. */
export async function seedBrands(db: Database): Promise<void> {
  const rows = await db.select({ id: countries.id, iso2: countries.iso2 }).from(countries);
  const idByIso = new Map(rows.map((row) => [row.iso2.toLowerCase(), row.id]));
  const countryId = (iso: string): number => {
    const id = idByIso.get(iso);
    if (id === undefined) throw new Error(`Demo brand seed: country ${iso} is not in the country table`);
    return id;
  };
  await db.transaction(async (tx) => {
    const existing = await tx.select({ id: sites.id, slug: sites.slug, config: sites.config }).from(sites).where(inArray(sites.slug, demoBrands.map((b) => b.slug)));
    const present = new Map(existing.map((row) => [row.slug, row]));
    for (const brand of demoBrands) {
      const stored = present.get(brand.slug);
      if (stored) {
        await addMissingDemoSettings(tx, stored, brand.config(countryId));
        continue;
      }
      const config = siteConfigSchema.parse(brand.config(countryId));
      const [inserted] = await tx
        .insert(sites)
        .values({ slug: brand.slug, name: brand.name, partnerId: brand.partnerId, groupId: brand.groupId, isDefault: brand.isDefault, config })
        .onConflictDoNothing({ target: sites.slug })
        .returning({ id: sites.id });
      if (!inserted) continue;
      await tx
        .insert(siteDomains)
        .values(brand.domains.map((host) => ({ siteId: inserted.id, host })))
        .onConflictDoNothing({ target: siteDomains.host });
    }
  });
}

/**
 * Settings later releases gave the demo brands (the links' origin, payment methods, the office's
 * features): a demo brand seeded before gets them; a value an operator set is left alone.
 */
async function addMissingDemoSettings(db: Database, stored: { id: number; config: unknown }, demo: SiteConfigInput): Promise<void> {
  const config = typeof stored.config === 'object' && stored.config !== null ? (stored.config as Record<string, unknown>) : {};
  const global = typeof config.global === 'object' && config.global !== null ? (config.global as Record<string, unknown>) : {};
  const missingOrigin = demo.global?.canonicalOrigin !== undefined && global.canonicalOrigin === undefined;
  const missingPayments = demo.payments !== undefined && config.payments === undefined;
  const missingOffice = demo.office !== undefined && (typeof config.office !== 'object' || config.office === null || Object.keys(config.office).length === 0);
  const missingSocial = demo.social !== undefined && config.social === undefined;
  const social = typeof config.social === 'object' && config.social !== null ? (config.social as Record<string, unknown>) : undefined;
  // Sign-In with Ethereum came later (decision 0043): a brand seeded before it gets it, unless set.
  const missingMetamask = demo.social?.metamask !== undefined && social !== undefined && !('metamask' in social);
  const missingIdentityChecks = demo.identityChecks !== undefined && config.identityChecks === undefined;
  // Home banners came later (decision 0047): a brand stored before them gets them, unless it has its own list.
  const banners = typeof config.bannerWidgets === 'object' && config.bannerWidgets !== null ? (config.bannerWidgets as Record<string, unknown>) : {};
  const missingBanners = demo.bannerWidgets !== undefined && !('home' in banners);
  if (!missingOrigin && !missingPayments && !missingOffice && !missingSocial && !missingMetamask && !missingIdentityChecks && !missingBanners) return;
  const updated = {
    ...config,
    ...(missingOrigin ? { global: { ...global, canonicalOrigin: demo.global?.canonicalOrigin } } : {}),
    ...(missingPayments ? { payments: demo.payments } : {}),
    ...(missingOffice ? { office: demo.office } : {}),
    ...(missingSocial ? { social: demo.social } : {}),
    ...(missingMetamask ? { social: { ...social, metamask: demo.social?.metamask } } : {}),
    ...(missingIdentityChecks ? { identityChecks: demo.identityChecks } : {}),
    ...(missingBanners ? { bannerWidgets: { ...banners, ...demo.bannerWidgets } } : {}),
  };
  await db.update(sites).set({ config: siteConfigSchema.parse(updated) }).where(eq(sites.id, stored.id));
}
