// The currency a country pays in (ISO 3166-1 alpha-2 → ISO 4217), for the currencies the site
// knows (the reference currencies of spec §3). A registration form offers the chosen country's
// currency where the brand takes it. Countries whose own currency the site does not know have none.

const COUNTRIES_BY_CURRENCY: Readonly<Record<string, readonly string[]>> = {
  RUB: ['RU'],
  USD: ['US', 'EC', 'SV', 'PA', 'PR', 'GU', 'VI', 'AS', 'MP', 'UM', 'TL', 'FM', 'MH', 'PW', 'BQ', 'TC', 'VG', 'IO'],
  EUR: ['AT', 'BE', 'HR', 'CY', 'EE', 'FI', 'FR', 'DE', 'GR', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PT', 'SK', 'SI', 'ES', 'AD', 'MC', 'SM', 'VA', 'ME', 'XK', 'GF', 'GP', 'MQ', 'YT', 'RE', 'PM', 'BL', 'MF', 'AX', 'TF'],
  KZT: ['KZ'],
  UZS: ['UZ'],
  UAH: ['UA'],
  BYN: ['BY'],
  AZN: ['AZ'],
  AMD: ['AM'],
  GEL: ['GE'],
  KGS: ['KG'],
  TJS: ['TJ'],
  TRY: ['TR'],
  INR: ['IN'],
  BDT: ['BD'],
  PKR: ['PK'],
  NGN: ['NG'],
  KES: ['KE'],
  GHS: ['GH'],
  BRL: ['BR'],
  ARS: ['AR'],
  CLP: ['CL'],
  COP: ['CO'],
  PEN: ['PE'],
  MXN: ['MX'],
  CAD: ['CA'],
  AUD: ['AU', 'CX', 'CC', 'NF', 'NR', 'KI', 'TV', 'HM'],
  GBP: ['GB', 'IM', 'JE', 'GG'],
  CHF: ['CH', 'LI'],
  PLN: ['PL'],
  CZK: ['CZ'],
  JPY: ['JP'],
  KRW: ['KR'],
  CNY: ['CN'],
  VND: ['VN'],
  IDR: ['ID'],
  THB: ['TH'],
  MYR: ['MY'],
  PHP: ['PH'],
  EGP: ['EG'],
  MAD: ['MA', 'EH'],
  TND: ['TN'],
  KWD: ['KW'],
  BHD: ['BH'],
  OMR: ['OM'],
  JOD: ['JO'],
  SAR: ['SA'],
  AED: ['AE'],
  MDL: ['MD'],
  HUF: ['HU'],
  RON: ['RO'],
  SEK: ['SE'],
  NOK: ['NO', 'SJ', 'BV'],
  DKK: ['DK', 'FO', 'GL'],
  ZAR: ['ZA'],
  TZS: ['TZ'],
  UGX: ['UG'],
  ZMW: ['ZM'],
  XOF: ['BJ', 'BF', 'CI', 'GW', 'ML', 'NE', 'SN', 'TG'],
  XAF: ['CM', 'CF', 'TD', 'CG', 'GQ', 'GA'],
  RWF: ['RW'],
  ETB: ['ET'],
  MNT: ['MN'],
  NZD: ['NZ', 'CK', 'NU', 'PN', 'TK'],
  HKD: ['HK'],
  SGD: ['SG'],
  LKR: ['LK'],
  NPR: ['NP'],
  TMT: ['TM'],
  IQD: ['IQ'],
  ILS: ['IL', 'PS'],
  RSD: ['RS'],
  ISK: ['IS'],
  PYG: ['PY'],
  UYU: ['UY'],
  BOB: ['BO'],
  DZD: ['DZ'],
};

const CURRENCY_BY_COUNTRY: ReadonlyMap<string, string> = (() => {
  const byCountry = new Map<string, string>();
  for (const [currency, countries] of Object.entries(COUNTRIES_BY_CURRENCY))
    for (const country of countries) {
      if (byCountry.has(country)) throw new Error(`${country} is listed under ${byCountry.get(country)} and ${currency}`);
      byCountry.set(country, currency);
    }
  return byCountry;
})();

/** The currency of a country by its alpha-2 code (either case), or undefined when the site knows none. */
export function currencyOfCountry(iso2: string): string | undefined {
  return CURRENCY_BY_COUNTRY.get(iso2.toUpperCase());
}

/**
 * The currency a form should offer for a country: the country's own where the brand takes it,
 * else the brand's default (or, failing that, its first).
 */
export function offeredCurrencyFor(iso2: string | undefined, brand: { readonly currencies: readonly string[]; readonly defaultCurrency: string }): string {
  const own = iso2 === undefined ? undefined : currencyOfCountry(iso2);
  if (own !== undefined && brand.currencies.includes(own)) return own;
  return brand.currencies.includes(brand.defaultCurrency) ? brand.defaultCurrency : (brand.currencies[0] ?? '');
}
