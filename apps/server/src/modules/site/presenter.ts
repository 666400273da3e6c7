import type { PublicLanguage, PublicSite } from '@stavka/contract/public-site';
import { homeVariantFor, type SiteConfig } from '@stavka/contract/site-config';
import { findLocale } from '@stavka/i18n/locales';
import type { Geo } from './geo';
import { isRegionBlocked } from './geo';
import type { Site } from './site-directory';

// The only outbound shape of a brand (STYLE: presenters): spec §3 derived fields, computed
// for one request. Nothing of the stored document leaks beyond what is listed here.

/** The brand's languages in menu order; guests do not see `langs_hidden_unauth`. */
export function siteLanguages(site: Site, loggedIn: boolean): PublicLanguage[] {
  const { langs_order, langs_hidden_unauth, flags_by_lang } = site.config.global;
  return langs_order
    .filter((code) => loggedIn || !langs_hidden_unauth.includes(code))
    .flatMap((code) => {
      const locale = findLocale(code);
      if (!locale) return [];
      const flag = flags_by_lang[code];
      return [{ id: locale.id, code, title: locale.title, locale: locale.locale, dir: locale.dir, ...(flag ? { flag } : {}) }];
    });
}

/** Whether the brand serves pages in this language (hidden languages still resolve by URL). */
export function servesLanguage(site: Site, lang: string): boolean {
  return site.config.global.langs_order.includes(lang) && findLocale(lang) !== undefined;
}

/** The brand's global event (spec §3 `global_event_*`): only with both its id and championship. */
function globalEventOf(config: SiteConfig): PublicSite['globalEvent'] {
  const { global_event_id: id, global_event_champ_id: champId, global_event_first_game_start: start, global_event_name: name } = config.globalEvent;
  if (id === undefined || champId === undefined) return null;
  return { id, champId, firstGameStart: start ?? null, name: name ?? '' };
}

export function presentSite(site: Site, lang: string, geo: Geo, now: Date = new Date()): PublicSite {
  const { config } = site;
  const locale = findLocale(lang) ?? findLocale(config.global.defaultLanguage) ?? findLocale('en');
  if (!locale) throw new Error('The locale table has no English row');
  const geoKey = String(geo.countryId);
  const maintenanceText = config.other.maintenance.message[lang] ?? config.other.maintenance.message[config.global.defaultLanguage] ?? null;
  return {
    id: site.id,
    slug: site.slug,
    name: site.name,
    ref_id: site.partnerId,
    group_id: site.groupId,
    lang: locale.code,
    languageId: locale.id,
    locale: locale.locale,
    dir: locale.dir,
    defaultLanguage: config.global.defaultLanguage,
    languages: siteLanguages(site, false),
    geoCountryId: geo.countryId,
    geoCountryCode: geo.countryCode,
    regionBlocked: isRegionBlocked(site, geo),
    minAge: config.registration.minAge,
    captcha_type: config.captcha.type,
    captchaDomain: config.captcha.domainByCountry[geoKey] ?? config.captcha.defaultDomain,
    captchaSiteKey: config.captcha.siteKey ?? null,
    cdnHost: config.cdn.hostByCountry[geoKey] ?? config.cdn.defaultHost ?? null,
    authTypes: config.auth.types,
    registrationTypes: config.registration.types,
    count_payments_in_reg: config.registration.count_payments_in_reg,
    amount_tmpl: config.global.amount_tmpl,
    registrationSort: {
      fast_reg: config.registration.fast_reg_sort,
      phone_reg: config.registration.phone_reg_sort,
      full_reg: config.registration.full_reg_sort,
      soc_reg: config.registration.soc_reg_sort,
      short_reg: config.registration.short_reg_sort,
      full_reg_v1: config.registration.full_reg_v1_sort,
      custom_reg: config.registration.custom_reg_sort,
    },
    registrationOptionalFields: config.registration.optional_fields,
    registrationModalKind: config.registration.modalKind,
    countriesWithAsianView: config.global.countriesWithAsianView,
    allowedBettingViews: config.global.allowedBettingViews,
    default_coef_view_by_geo: config.global.default_coef_view_by_geo,
    default_coef_view_by_lang: config.global.default_coef_view_by_lang,
    currencies: config.global.currencies,
    defaultCurrency: config.global.defaultCurrency,
    timeZone: config.global.timeZone,
    autologoffMinutes: config.auth.autologoff_minutes,
    theme: {
      defaultTheme: config.customize.defaultTheme,
      colors: config.customize.colors,
      logoUrl: config.customize.logoUrl,
    },
    maintenance: { enabled: config.other.maintenance.enabled, message: maintenanceText },
    urlsNotFound: config.global.urls_not_found,
    homePage: { variant: homeVariantFor(config.homePage.variant, config.global.countriesWithAsianView, geo.countryId), blocks: config.homePage.blocks },
    banners: bannersOf(config, locale.code, now),
    support: supportOf(config, lang),
    globalEvent: globalEventOf(config),
  };
}

/** The home page's banners showing now, in the language (else the brand's default, else any). */
function bannersOf(config: SiteConfig, lang: string, now: Date): NonNullable<PublicSite['banners']> {
  const textOf = (texts: Readonly<Record<string, string>>) => texts[lang] ?? texts[config.global.defaultLanguage] ?? Object.values(texts)[0] ?? null;
  const at = now.getTime();
  return config.bannerWidgets.home
    .filter((banner) => (banner.from === undefined || Date.parse(banner.from) <= at) && (banner.until === undefined || at < Date.parse(banner.until)))
    .map((banner) => ({
      id: banner.id,
      image: `/media/${banner.image}`,
      title: textOf(banner.title) ?? '',
      text: textOf(banner.text),
      action: textOf(banner.action),
      link: `/${lang}${banner.link}`,
      audience: banner.audience,
    }));
}

function supportOf(config: SiteConfig, lang: string) {
  const consultantId = config.support.consultantIdByLang[lang];
  const available = consultantAvailable(consultantId);
  const { chatProvider, apiVersion, consultantColors } = config.support;
  return {
    start: config.support.supportTime.start,
    end: config.support.supportTime.end,
    consultantAvailable: available,
    chat: { provider: chatProvider, apiVersion, consultantId: available ? (consultantId ?? '') : '', colors: consultantColors },
  };
}

/** Spec §8: a consultant is available when their id is present and not 'empty'. */
function consultantAvailable(id: string | undefined): boolean {
  return id !== undefined && id !== '' && id !== 'empty';
}
