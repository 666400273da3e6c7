// The locale table (spec §3 "Language: id, title, code, locale; default English, locale en_GB;
// about 90 locales"). A site chooses which of these it offers; the table only knows languages.
//
// Ids are stable and unique: Russian 1 (the source language), English 2, then the order in which
// the languages were added. Ids are stored in user settings and site configuration, so a row is
// never renumbered or reused; a new language takes the next free id at the end.

export interface Locale {
  id: number;
  /** ISO 639 language code used in URLs and dictionaries: 'ru'. */
  code: string;
  /** The native name, shown in the language switcher. */
  title: string;
  /** The locale with an underscore, the family's spelling: 'ru_RU'. */
  locale: string;
  dir: 'ltr' | 'rtl';
}

type Row = readonly [id: number, code: string, title: string, locale: string, dir?: 'rtl'];

const rows: readonly Row[] = [
  [1, 'ru', 'Русский', 'ru_RU'],
  [2, 'en', 'English', 'en_GB'],
  [3, 'kk', 'Қазақ тілі', 'kk_KZ'],
  [4, 'uz', 'Oʻzbekcha', 'uz_UZ'],
  [5, 'uk', 'Українська', 'uk_UA'],
  [6, 'tr', 'Türkçe', 'tr_TR'],
  [7, 'es', 'Español', 'es_ES'],
  [8, 'pt', 'Português', 'pt_PT'],
  [9, 'fr', 'Français', 'fr_FR'],
  [10, 'de', 'Deutsch', 'de_DE'],
  [11, 'ar', 'العربية', 'ar_AE', 'rtl'],
  [12, 'fa', 'فارسی', 'fa_IR', 'rtl'],
  [13, 'he', 'עברית', 'he_IL', 'rtl'],
  [14, 'ur', 'اردو', 'ur_PK', 'rtl'],
  [15, 'az', 'Azərbaycan', 'az_AZ'],
  [16, 'hy', 'Հայերեն', 'hy_AM'],
  [17, 'ka', 'ქართული', 'ka_GE'],
  [18, 'be', 'Беларуская', 'be_BY'],
  [19, 'pl', 'Polski', 'pl_PL'],
  [20, 'cs', 'Čeština', 'cs_CZ'],
  [21, 'sk', 'Slovenčina', 'sk_SK'],
  [22, 'ro', 'Română', 'ro_RO'],
  [23, 'bg', 'Български', 'bg_BG'],
  [24, 'sr', 'Српски', 'sr_RS'],
  [25, 'hr', 'Hrvatski', 'hr_HR'],
  [26, 'sl', 'Slovenščina', 'sl_SI'],
  [27, 'hu', 'Magyar', 'hu_HU'],
  [28, 'el', 'Ελληνικά', 'el_GR'],
  [29, 'it', 'Italiano', 'it_IT'],
  [30, 'nl', 'Nederlands', 'nl_NL'],
  [31, 'sv', 'Svenska', 'sv_SE'],
  [32, 'no', 'Norsk', 'nb_NO'],
  [33, 'da', 'Dansk', 'da_DK'],
  [34, 'fi', 'Suomi', 'fi_FI'],
  [35, 'et', 'Eesti', 'et_EE'],
  [36, 'lv', 'Latviešu', 'lv_LV'],
  [37, 'lt', 'Lietuvių', 'lt_LT'],
  [38, 'zh', '中文', 'zh_CN'],
  [39, 'ja', '日本語', 'ja_JP'],
  [40, 'ko', '한국어', 'ko_KR'],
  [41, 'vi', 'Tiếng Việt', 'vi_VN'],
  [42, 'th', 'ไทย', 'th_TH'],
  [43, 'id', 'Bahasa Indonesia', 'id_ID'],
  [44, 'ms', 'Bahasa Melayu', 'ms_MY'],
  [45, 'hi', 'हिन्दी', 'hi_IN'],
  [46, 'bn', 'বাংলা', 'bn_BD'],
  [47, 'ta', 'தமிழ்', 'ta_IN'],
  [48, 'te', 'తెలుగు', 'te_IN'],
  [49, 'mr', 'मराठी', 'mr_IN'],
  [50, 'gu', 'ગુજરાતી', 'gu_IN'],
  [51, 'pa', 'ਪੰਜਾਬੀ', 'pa_IN'],
  [52, 'sw', 'Kiswahili', 'sw_KE'],
  [53, 'am', 'አማርኛ', 'am_ET'],
  [54, 'so', 'Soomaali', 'so_SO'],
  [55, 'ha', 'Hausa', 'ha_NG'],
  [56, 'yo', 'Yorùbá', 'yo_NG'],
  [57, 'ig', 'Igbo', 'ig_NG'],
  [58, 'zu', 'isiZulu', 'zu_ZA'],
  [59, 'xh', 'isiXhosa', 'xh_ZA'],
  [60, 'af', 'Afrikaans', 'af_ZA'],
  [61, 'tg', 'Тоҷикӣ', 'tg_TJ'],
  [62, 'ky', 'Кыргызча', 'ky_KG'],
  [63, 'tk', 'Türkmençe', 'tk_TM'],
  [64, 'mn', 'Монгол', 'mn_MN'],
  [65, 'ps', 'پښتو', 'ps_AF', 'rtl'],
  [66, 'ckb', 'کوردی', 'ckb_IQ', 'rtl'],
  [67, 'ku', 'Kurdî', 'ku_TR'],
  [68, 'ne', 'नेपाली', 'ne_NP'],
  [69, 'si', 'සිංහල', 'si_LK'],
  [70, 'my', 'မြန်မာ', 'my_MM'],
  [71, 'km', 'ខ្មែរ', 'km_KH'],
  [72, 'lo', 'ລາວ', 'lo_LA'],
  [73, 'tl', 'Filipino', 'fil_PH'],
  [74, 'mk', 'Македонски', 'mk_MK'],
  [75, 'sq', 'Shqip', 'sq_AL'],
  [76, 'bs', 'Bosanski', 'bs_BA'],
  [77, 'is', 'Íslenska', 'is_IS'],
  [78, 'ga', 'Gaeilge', 'ga_IE'],
  [79, 'mt', 'Malti', 'mt_MT'],
  [80, 'ca', 'Català', 'ca_ES'],
  [81, 'eu', 'Euskara', 'eu_ES'],
  [82, 'gl', 'Galego', 'gl_ES'],
  [83, 'ml', 'മലയാളം', 'ml_IN'],
  [84, 'kn', 'ಕನ್ನಡ', 'kn_IN'],
  [85, 'or', 'ଓଡ଼ିଆ', 'or_IN'],
  [86, 'as', 'অসমীয়া', 'as_IN'],
  [87, 'sd', 'سنڌي', 'sd_PK', 'rtl'],
  [88, 'ug', 'ئۇيغۇرچە', 'ug_CN', 'rtl'],
  [89, 'dv', 'ދިވެހި', 'dv_MV', 'rtl'],
  [90, 'rw', 'Kinyarwanda', 'rw_RW'],
  [91, 'mg', 'Malagasy', 'mg_MG'],
  [92, 'ln', 'Lingála', 'ln_CD'],
  [93, 'wo', 'Wolof', 'wo_SN'],
  [94, 'om', 'Oromoo', 'om_ET'],
  [95, 'ti', 'ትግርኛ', 'ti_ET'],
];

export const locales: readonly Locale[] = rows.map(([id, code, title, locale, dir]) => ({
  id,
  code,
  title,
  locale,
  dir: dir ?? 'ltr',
}));

const byCode = new Map(locales.map((row) => [row.code, row]));
const byLocale = new Map(locales.map((row) => [row.locale.toLowerCase(), row]));

/** The default locale (spec §3 "default English, locale en_GB"), used for unknown languages. */
export const defaultLocale: Locale = byCode.get('en') ?? { id: 2, code: 'en', title: 'English', locale: 'en_GB', dir: 'ltr' };

/**
 * The locale row of a language code or locale, ignoring case and '-'/'_': 'ru', 'RU', 'en_GB',
 * 'pt-BR' (→ pt). A regional tag falls back to its language; unknown codes give undefined.
 */
export function findLocale(code: string): Locale | undefined {
  const normalized = code.trim().toLowerCase().replace(/-/g, '_');
  const exact = byCode.get(normalized) ?? byLocale.get(normalized);
  if (exact) return exact;
  const language = normalized.split('_', 1)[0] ?? '';
  return byCode.get(language === 'fil' ? 'tl' : language);
}

/** The locale row by its id. */
export function findLocaleById(id: number): Locale | undefined {
  return locales.find((row) => row.id === id);
}

/** Whether a language is written right to left (unknown languages are left to right). */
export function isRtl(code: string): boolean {
  return findLocale(code)?.dir === 'rtl';
}

/**
 * A locale in BCP 47 spelling for Intl and the html lang attribute: 'en_GB' → 'en-GB',
 * 'zh_hant_tw' → 'zh-Hant-TW'. Subtags get their canonical case; other text is kept as given.
 */
export function toBcp47(locale: string): string {
  return locale
    .trim()
    .split(/[-_]/)
    .filter((part) => part !== '')
    .map((part, index) => {
      if (index === 0) return part.toLowerCase();
      if (/^[a-z]{4}$/i.test(part)) return part.charAt(0).toUpperCase() + part.slice(1).toLowerCase();
      if (/^(?:[a-z]{2}|\d{3})$/i.test(part)) return part.toUpperCase();
      return part.toLowerCase();
    })
    .join('-');
}
