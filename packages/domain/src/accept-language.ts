// Choosing the site language from the Accept-Language header (spec §5 "Accept-language parsing
// sorts by quality and picks the first supported"; DESIGN §5: `/` redirects by this rule).
// The header comes from the outside world, so any text is accepted and nothing throws.

/** Headers longer than this are cut: a browser sends a few dozen characters. */
const MAX_HEADER_LENGTH = 4096;
/** Entries beyond this are ignored, so a hostile header costs little work. */
const MAX_ENTRIES = 64;

const LANGUAGE_RANGE = /^(?:\*|[a-z]{1,8}(?:[-_][a-z0-9]{1,8})*)$/i;
const QUALITY = /^q=(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/i;

export interface LanguagePreference {
  /** The language range, lower-cased with '-' between subtags ('en-us', '*'). */
  range: string;
  /** The quality weight, 0 to 1. */
  quality: number;
}

/**
 * The entries of an Accept-Language header, best first (a stable sort, so equal weights keep the
 * header order). Malformed entries and entries with a malformed weight are skipped.
 */
export function parseAcceptLanguage(header: string | undefined | null): LanguagePreference[] {
  if (!header) return [];
  const entries: LanguagePreference[] = [];
  for (const part of header.slice(0, MAX_HEADER_LENGTH).split(',', MAX_ENTRIES)) {
    const [rawRange = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (!LANGUAGE_RANGE.test(rawRange)) continue;
    const quality = readQuality(params);
    if (quality === undefined) continue;
    entries.push({ range: normalizeTag(rawRange), quality });
  }
  return entries.sort((a, b) => b.quality - a.quality);
}

/** The weight of an entry: 1 without a q parameter, undefined when the q parameter is malformed. */
function readQuality(params: readonly string[]): number | undefined {
  const q = params.find((param) => /^q\s*=/i.test(param));
  if (q === undefined) return 1;
  const compact = q.replace(/\s+/g, '');
  return QUALITY.test(compact) ? Number(compact.slice(2)) : undefined;
}

function normalizeTag(tag: string): string {
  return tag.toLowerCase().replace(/_/g, '-');
}

function primarySubtag(tag: string): string {
  return tag.split('-', 1)[0] ?? tag;
}

/**
 * The supported language the visitor prefers most, else `fallback`.
 * For each entry, best weight first: an exact match ('en-us' → 'en-US'), then the entry's base
 * language ('en-us' → 'en'), then a regional variant of it ('en' → 'en-GB'). `*` accepts anything
 * not refused and picks `fallback` when supported, else the first supported language. `q=0`
 * refuses a language. Matching ignores case and treats '_' as '-'; the supported spelling is
 * returned.
 */
export function pickLanguage(
  header: string | undefined | null,
  supported: readonly string[],
  fallback: string,
): string {
  const preferences = parseAcceptLanguage(header);
  const refused = preferences.filter((p) => p.quality === 0).map((p) => p.range);
  const candidates = supported.filter((lang) => !isRefused(normalizeTag(lang), refused));

  for (const { range, quality } of preferences) {
    if (quality === 0) continue;
    const match = range === '*' ? pickForWildcard(candidates, fallback) : matchRange(range, candidates);
    if (match !== undefined) return match;
  }
  return fallback;
}

/** A refused range covers its regional variants too ('en;q=0' refuses 'en-GB'). */
function isRefused(lang: string, refused: readonly string[]): boolean {
  return refused.some((range) => range === lang || lang.startsWith(`${range}-`));
}

function matchRange(range: string, candidates: readonly string[]): string | undefined {
  const normalized = candidates.map(normalizeTag);
  const exact = normalized.indexOf(range);
  if (exact >= 0) return candidates[exact];
  const base = primarySubtag(range);
  const baseMatch = normalized.indexOf(base);
  if (baseMatch >= 0) return candidates[baseMatch];
  const variant = normalized.findIndex((lang) => primarySubtag(lang) === base);
  return variant >= 0 ? candidates[variant] : undefined;
}

function pickForWildcard(candidates: readonly string[], fallback: string): string | undefined {
  const normalizedFallback = normalizeTag(fallback);
  return candidates.find((lang) => normalizeTag(lang) === normalizedFallback) ?? candidates[0];
}
