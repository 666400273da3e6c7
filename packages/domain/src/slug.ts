// URL slugs (spec §5 "Slugs: transliterate Cyrillic, spaces and underscore to dashes, drop quotes
// and punctuation, keep Latin letters, digits, dash"). Used for sport, championship, game, blog
// and casino paths such as /line/football/88637-england-premier-league.

// Russian letters follow the common passport-style romanisation (ж zh, х kh, ц ts, щ shch);
// Ukrainian, Belarusian and Kazakh letters are added so their names do not lose letters.
const CYRILLIC: Readonly<Record<string, string>> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'yo', ж: 'zh', з: 'z', и: 'i', й: 'y',
  к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f',
  х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
  // Ukrainian
  є: 'ye', і: 'i', ї: 'yi', ґ: 'g',
  // Belarusian
  ў: 'u',
  // Kazakh
  ә: 'a', ғ: 'gh', қ: 'q', ң: 'ng', ө: 'o', ұ: 'u', ү: 'u', һ: 'h',
  // Serbian and Macedonian
  ђ: 'dj', ј: 'j', љ: 'lj', њ: 'nj', ћ: 'c', џ: 'dz', ѓ: 'gj', ќ: 'kj', ѕ: 'dz',
};

// Latin letters that Unicode decomposition does not reduce to a base letter.
const LATIN_SPECIAL: Readonly<Record<string, string>> = {
  ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ð: 'd', þ: 'th', ł: 'l', ı: 'i', ħ: 'h', ŧ: 't',
};

const TO_DASH = /[\s_]+/g;
const NOT_SLUG = /[^a-z0-9-]+/g;

/**
 * The slug of a text: lower case, Cyrillic transliterated, accents removed, spaces and
 * underscores turned into dashes, everything else outside a–z, 0–9 and dash dropped, repeated
 * dashes collapsed and dashes trimmed.
 * `slugify('Англия. Премьер-лига')` → 'angliya-premer-liga'; `slugify('Chelsea — Brighton')` → 'chelsea-brighton'.
 */
export function slugify(text: string): string {
  const lower = text.toLowerCase();
  let latin = '';
  for (const char of lower) latin += CYRILLIC[char] ?? LATIN_SPECIAL[char] ?? char;
  return latin
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(TO_DASH, '-')
    .replace(NOT_SLUG, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * A slug led by an id, the family's style for catalogue paths: (88637, 'England. Premier League')
 * → '88637-england-premier-league'; just the id when the name leaves nothing.
 */
export function idSlug(id: number | string, name: string): string {
  const slug = slugify(name);
  return slug === '' ? String(id) : `${id}-${slug}`;
}

/** The id at the start of an id slug ('88637-england-premier-league' → 88637), or undefined. */
export function idFromSlug(slug: string): number | undefined {
  const match = /^(\d+)(?:-|$)/.exec(slug);
  if (!match?.[1]) return undefined;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) ? id : undefined;
}
