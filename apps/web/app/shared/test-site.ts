// Test support (imported by *.test.tsx only): the default brand as the root loader gives it, for
// tests of any feature to spread and override.
import type { PublicSite } from '@stavka/contract/public-site';
import { ruDictionary } from '@stavka/i18n/dictionaries';
import { type DictionaryRef, keepDictionary } from './i18n/page-dictionary';

/** The Russian dictionary as the root loader names it, known to the page as if preloaded. */
export const ruTestDictionary: DictionaryRef = { lang: 'ru', url: '/genfiles/web-app-v2/dictionaries/ru/web.test.json' };
keepDictionary(ruTestDictionary.url, ruDictionary);

export const baseTestSite: PublicSite = {
  id: 1,
  slug: 'stavka',
  name: 'Stavka',
  ref_id: 1,
  group_id: 1,
  lang: 'ru',
  languageId: 1,
  locale: 'ru_RU',
  dir: 'ltr',
  defaultLanguage: 'ru',
  languages: [{ id: 1, code: 'ru', title: 'Русский', locale: 'ru_RU', dir: 'ltr' }],
  geoCountryId: 643,
  geoCountryCode: 'ru',
  regionBlocked: false,
  minAge: 18,
  captcha_type: 'disabled',
  captchaDomain: 'www.google.com',
  captchaSiteKey: null,
  cdnHost: null,
  authTypes: ['login'],
  registrationTypes: ['fast_reg'],
  registrationSort: {},
  registrationOptionalFields: [],
  registrationModalKind: 'popup',
  count_payments_in_reg: 0,
  amount_tmpl: [],
  countriesWithAsianView: [],
  allowedBettingViews: [0],
  default_coef_view_by_geo: {},
  default_coef_view_by_lang: {},
  currencies: ['RUB'],
  defaultCurrency: 'RUB',
  timeZone: 'Europe/Moscow',
  autologoffMinutes: 0,
  theme: { defaultTheme: 'dark', colors: { primary: '#1a7f37', secondary: '#0d2b45', accent: '#f5b700' }, logoUrl: '/media/logo.svg' },
  maintenance: { enabled: false, message: null },
  urlsNotFound: [],
};
