// Formatting at the edge (DESIGN §1: amounts are bigint minor units, formatted only with Intl;
// UX.md: money, odds, dates and times follow the locale and the player's time zone).
// Money goes to Intl as exact decimal text, so no amount ever passes through a float.
import { defaultLocale, findLocale, toBcp47 } from './locales';

export interface CurrencyFormat {
  /** ISO 4217 code ('RUB') or a crypto or token code ('BTC', 'USDT'). */
  code: string;
  /** Minor-unit decimal places of the currency (RUB 2, JPY 0, BTC 8). */
  scale: number;
}

export interface MoneyFormatOptions {
  /** How an ISO currency is shown; crypto codes are always written as the code. Default narrowSymbol. */
  display?: 'narrowSymbol' | 'symbol' | 'code' | 'name';
  /** Drop trailing zeros of the fraction: 0.00100000 BTC → 0.001 BTC. */
  trimZeros?: boolean;
  signDisplay?: 'auto' | 'always' | 'exceptZero' | 'never';
  /** Group thousands (default true). */
  grouping?: boolean;
}

const NBSP = '\u00a0';
/** Caches are keyed partly by caller text (a language from a URL), so they are kept small. */
const CACHE_LIMIT = 500;
const formatters = new Map<string, Intl.NumberFormat>();
const dateFormatters = new Map<string, Intl.DateTimeFormat>();
const intlLocales = new Map<string, string>();
let isoCurrencies: ReadonlySet<string> | undefined;

/**
 * The Intl locale for a site language: the table's locale for a language code ('en' → 'en-GB'),
 * the tag itself for a regional tag ('pt_BR' → 'pt-BR'), and the default locale when Intl has no
 * data for the language (so it never formats in the server's own locale). Never throws.
 */
export function intlLocale(lang: string): string {
  const cached = intlLocales.get(lang);
  if (cached) return cached;
  const fromTable = findLocale(lang)?.locale;
  const candidates = /[-_]/.test(lang.trim()) ? [lang, fromTable] : [fromTable, lang];
  let resolved = toBcp47(defaultLocale.locale);
  for (const candidate of candidates) {
    const supported = candidate ? supportedLocale(toBcp47(candidate)) : undefined;
    if (supported) {
      resolved = supported;
      break;
    }
  }
  remember(intlLocales, lang, resolved);
  return resolved;
}

function supportedLocale(tag: string): string | undefined {
  try {
    return Intl.NumberFormat.supportedLocalesOf(tag)[0];
  } catch {
    return undefined; // not a well-formed language tag
  }
}

function remember<V>(cache: Map<string, V>, key: string, value: V): void {
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, value);
}

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, options);
    remember(formatters, key, formatter);
  }
  return formatter;
}

/** Whether Intl knows the code as an ISO 4217 currency (BTC and USDT are not). */
export function isIsoCurrency(code: string): boolean {
  isoCurrencies ??= new Set(Intl.supportedValuesOf('currency'));
  return isoCurrencies.has(code.toUpperCase());
}

/** Exact decimal text of minor units: (-12345n, 2) → '-123.45'. */
function minorToDecimal(minor: bigint, scale: number): Intl.StringNumericLiteral {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(scale + 1, '0');
  const body = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return `${negative ? '-' : ''}${body}` as Intl.StringNumericLiteral;
}

/**
 * An amount in minor units for display: (123456n, RUB/2, 'ru') → '1 234,56 ₽' (with non-breaking
 * spaces); (123456n, USD/2, 'en') → '$1,234.56'. Codes Intl does not know (BTC, ETH, USDT…) are
 * formatted as a decimal with the code after it: '0.00150000 BTC'.
 */
export function formatMoney(
  minor: bigint,
  currency: CurrencyFormat,
  lang: string,
  opts: MoneyFormatOptions = {},
): string {
  const scale = Math.max(0, Math.min(100, Math.floor(currency.scale)));
  const digits = {
    minimumFractionDigits: opts.trimZeros ? 0 : scale,
    maximumFractionDigits: scale,
    signDisplay: opts.signDisplay ?? 'auto',
    useGrouping: opts.grouping ?? true,
  } as const;
  const value = minorToDecimal(minor, scale);
  const locale = intlLocale(lang);
  if (isIsoCurrency(currency.code)) {
    return numberFormat(locale, {
      style: 'currency',
      currency: currency.code.toUpperCase(),
      currencyDisplay: opts.display ?? 'narrowSymbol',
      ...digits,
    }).format(value);
  }
  return `${numberFormat(locale, digits).format(value)}${NBSP}${currency.code.toUpperCase()}`;
}

export interface NumberFormatOptions {
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
  signDisplay?: 'auto' | 'always' | 'exceptZero' | 'never';
  style?: 'decimal' | 'percent';
  grouping?: boolean;
}

/**
 * A number for display in the language: (1234.5, 'ru') → '1 234,5'. Decimal text is formatted
 * exactly ('12345678901234567.89'); bigint too.
 */
export function formatNumber(
  value: number | bigint | Intl.StringNumericLiteral,
  lang: string,
  opts: NumberFormatOptions = {},
): string {
  const { grouping, ...rest } = opts;
  return numberFormat(intlLocale(lang), { ...rest, useGrouping: grouping ?? true }).format(value);
}

/**
 * date: 01.02.2025 / 01/02/2025; time: 14:05; dateTime: both; timeSeconds: 14:05:09;
 * dayMonth: 1 февр. / 1 Feb (event rows); long: 1 февраля 2025 г., 14:05.
 */
export type DateTimeStyle = 'date' | 'time' | 'dateTime' | 'timeSeconds' | 'dayMonth' | 'long';

const dateStyles: Record<DateTimeStyle, Intl.DateTimeFormatOptions> = {
  date: { day: '2-digit', month: '2-digit', year: 'numeric' },
  time: { hour: '2-digit', minute: '2-digit' },
  dateTime: { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  timeSeconds: { hour: '2-digit', minute: '2-digit', second: '2-digit' },
  dayMonth: { day: 'numeric', month: 'short' },
  long: { dateStyle: 'long', timeStyle: 'short' },
};

export interface DateTimeFormatOptions {
  /** Force a 12-hour (true) or 24-hour (false) clock; default: the language's custom. */
  hour12?: boolean;
}

/**
 * A moment (Date or epoch milliseconds) in the player's time zone. The zone is an IANA name
 * ('Europe/Moscow') or a UTC offset ('+03:00', 'UTC+5:30', 'GMT-3'); an unknown zone falls back
 * to UTC rather than breaking the page. An invalid date gives ''.
 */
export function formatDateTime(
  date: Date | number,
  lang: string,
  timeZone: string,
  style: DateTimeStyle = 'dateTime',
  opts: DateTimeFormatOptions = {},
): string {
  const ms = typeof date === 'number' ? date : date.getTime();
  if (!Number.isFinite(ms)) return '';
  const offset = parseUtcOffset(timeZone);
  const zone = offset === undefined ? validTimeZone(timeZone) : 'UTC';
  const shifted = ms + (offset ?? 0) * 60_000;
  return dateFormat(intlLocale(lang), zone, style, opts.hour12).format(shifted);
}

function dateFormat(locale: string, timeZone: string, style: DateTimeStyle, hour12: boolean | undefined) {
  const key = `${locale}|${timeZone}|${style}|${String(hour12)}`;
  let formatter = dateFormatters.get(key);
  if (!formatter) {
    const options: Intl.DateTimeFormatOptions = { ...dateStyles[style], timeZone };
    if (hour12 !== undefined) options.hourCycle = hour12 ? 'h12' : 'h23';
    formatter = new Intl.DateTimeFormat(locale, options);
    remember(dateFormatters, key, formatter);
  }
  return formatter;
}

/** Minutes east of UTC for offset zones ('+03:00' → 180, 'GMT-3' → -180, 'UTC' → 0), else undefined. */
export function parseUtcOffset(timeZone: string): number | undefined {
  const match = /^(?:UTC|GMT)?\s*([+-])(\d{1,2})(?::?(\d{2}))?$/i.exec(timeZone.trim());
  if (!match) return /^(?:UTC|GMT|Z)$/i.test(timeZone.trim()) ? 0 : undefined;
  const hours = Number(match[2]);
  const minutes = Number(match[3] ?? 0);
  if (hours > 14 || minutes > 59) return undefined;
  const total = hours * 60 + minutes;
  return match[1] === '-' ? -total : total;
}

const validZones = new Map<string, string>();

function validTimeZone(timeZone: string): string {
  const cached = validZones.get(timeZone);
  if (cached) return cached;
  let zone = 'UTC';
  try {
    zone = new Intl.DateTimeFormat('en', { timeZone }).resolvedOptions().timeZone;
  } catch {
    // unknown zone: keep UTC
  }
  remember(validZones, timeZone, zone);
  return zone;
}
