// Countries and currencies named in the page's language (issue 14 "Languages"). Russian keeps the
// reference tables' own Russian names (curated); every other language takes CLDR's name from
// Intl.DisplayNames, and the table's English name where CLDR has none.

export interface TableNames {
  /** The reference table's English name. */
  readonly en: string;
  /** Its Russian name, when the table has one. */
  readonly ru?: string | undefined;
}

export function countryName(iso2: string, lang: string, names: TableNames): string {
  return displayName('region', iso2.toUpperCase(), lang, names);
}

export function currencyName(code: string, lang: string, names: TableNames): string {
  return displayName('currency', code.toUpperCase(), lang, names);
}

function displayName(type: 'region' | 'currency', code: string, lang: string, names: TableNames): string {
  if (lang === 'ru' && names.ru) return names.ru;
  try {
    const name = new Intl.DisplayNames([lang], { type, fallback: 'none' }).of(code);
    return name ? name.charAt(0).toLocaleUpperCase(lang) + name.slice(1) : names.en;
  } catch {
    return names.en;
  }
}
