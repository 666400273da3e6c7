import { inArray } from 'drizzle-orm';
import { siteConfigSchema, type SiteConfigInput } from '@stavka/contract/site-config';
import type { Database } from '../client';
import { countries, siteDomains, sites } from '../schema';

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
      },
      registration: { types: ['fast_reg', 'phone_reg', 'full_reg', 'soc_reg', 'short_reg', 'full_reg_v1'], minAge: 18 },
      auth: { types: ['login', 'email', 'phone'], autologoff_minutes: 30 },
      captcha: {
        type: 'custom',
        defaultDomain: 'www.google.com',
        // spec §7.13: country id 90 uses the alternative domain.
        domainByCountry: { '90': 'www.recaptcha.net' },
      },
      cdn: { defaultHost: 'cdn.stavka.localhost', hostByCountry: { '90': 'cdn-alt.stavka.localhost' } },
      customize: { defaultTheme: 'dark', colors: { primary: '#1a7f37', secondary: '#0d2b45', accent: '#f5b700' } },
      other: { maintenance: { enabled: false, message: { ru: 'Идут технические работы. Ставки временно недоступны.', en: 'Maintenance in progress. Betting is temporarily unavailable.' } } },
      // The "best" tab: the simulator's football Europe. Champions Cup (championship 10220, its
      // four groups 10221–10224 list under it).
      globalEvent: { global_event_id: 1, global_event_champ_id: 10220, global_event_name: 'Champions Cup' },
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
      },
      registration: { types: ['fast_reg', 'full_reg'], minAge: 21, modalKind: 'widget' },
      auth: { types: ['email', 'phone'] },
      captcha: { type: 'disabled' },
      customize: { defaultTheme: 'light', colors: { primary: '#1f4fd6', secondary: '#101a3a', accent: '#ff7a00' } },
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
    const existing = await tx.select({ slug: sites.slug }).from(sites).where(inArray(sites.slug, demoBrands.map((b) => b.slug)));
    const present = new Set(existing.map((row) => row.slug));
    for (const brand of demoBrands) {
      if (present.has(brand.slug)) continue;
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
