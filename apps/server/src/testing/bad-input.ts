import fc from 'fast-check';

// Hostile input for the tests that walk every route (issue 10): what an attacker or a broken client
// sends instead of what a form would. The API walk (http/route-walk.api.test.ts) and the page walk
// (e2e/route-walk.e2e.ts) draw from the same pools, so a new kind of trouble is added once.

/** Ids no catalogue has, and numbers at and past the limits of every integer type. */
export const unknownIds = ['0', '-1', '99999999', '2147483648', '9007199254740993', '99999999999999999999', '1e309', '0x10', '١٢٣'];

/** Path traversal in the forms servers decode: raw, encoded once, encoded twice, backslashes. */
export const traversals = ['../../../../etc/passwd', '..%2f..%2f..%2fpackage.json', '%2e%2e%2f%2e%2e%2f', '%252e%252e%252f', '....//....//', '..\\..\\windows\\win.ini', '/etc/passwd'];

/** Percent-escapes that are broken or decode to something that is not text. */
export const brokenEscapes = ['%', '%zz', '%E0%A4%A', '%ED%A0%80', '%FF%FE', '%C0%AF', '%00', '%0d%0aSet-Cookie:%20x=1'];

const controlCharacter = fc.integer({ min: 0, max: 0x9f }).filter((code) => code < 0x20 || code >= 0x7f).map((code) => String.fromCharCode(code));

/** Text with a control character (NUL included) somewhere in it. */
export const controlText = fc.tuple(fc.string({ maxLength: 8 }), controlCharacter, fc.string({ maxLength: 8 })).map(([a, c, b]) => `${a}${c}${b}`);

/** Any Unicode: astral planes, right-to-left marks, zero-width joiners, combining marks, lone surrogates. */
export const unicodeText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc.constantFrom('\u202etxt.exe', 'a\u200db\u200c', 'e\u0301\u0301\u0301', '😀👨‍👩‍👧', '\ud800', 'x\udfff', '\ufeff\ufffe', 'ǅ', 'İı'),
);

/** Long text: past every field limit, short of the server's header size. */
export const hugeText = fc.tuple(fc.constantFrom('x', 'я', '😀', '%'), fc.integer({ min: 300, max: 3_000 })).map(([unit, times]) => unit.repeat(times));

/** Any hostile text. */
export const badText: fc.Arbitrary<string> = fc.oneof(
  controlText,
  unicodeText,
  hugeText,
  fc.constantFrom(...unknownIds, ...traversals, '', ' ', '<script>alert(1)</script>', "' or 1=1 --", '${7*7}', '{{7*7}}', 'null', 'undefined', '[]', '{}'),
  fc.string({ maxLength: 16 }),
);

/** A JSON value of the wrong type or a hostile text, as a body field. */
export const badJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  badText,
  fc.constantFrom(null, true, false, 0, -1, 1.5, -0, 1e308, Number.MAX_SAFE_INTEGER, 2 ** 31, [], {}, [null], { $gt: '' }),
  fc.integer(),
  fc.array(badText, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), badText, { maxKeys: 3 }),
);

/** UTF-8 bytes, each written %XX: any text, lone surrogates included (they encode as U+FFFD). */
export function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0').toUpperCase()}`).join('');
}

/** A path segment or query value as it travels in a URL: hostile text encoded, or escapes already broken. */
export const badUrlComponent: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: badText.map(percentEncode) },
  { weight: 1, arbitrary: fc.constantFrom(...brokenEscapes, ...traversals) },
);

/** Query parameter names the spec's calls use (spec §3 request parameters), and some no call knows. */
export const queryNames = [
  'lng', 'lang', 'id', 'ids', 'gameId', 'champ', 'champs', 'champId', 'sport', 'sports', 'sportIds', 'teamId', 'teamIds', 'teams',
  'playerId', 'count', 'top', 'live', 'mode', 'kind', 'date', 'dateFrom', 'dateTo', 'q', 'text', 'to', 'limit', 'both', 'country',
  'partner', 'gr', 'grMode', 'GroupEvents', 'isSubGames', 'g', 't', 'p', 'tt', 'version', 'virtualSports', 'noFilterBlockEvent', 'tz',
  '__proto__', 'constructor', 'x',
];

/** A query string of 0 to 4 parameters, names from the catalogue, values hostile; names may repeat. */
export const badQuery: fc.Arbitrary<string> = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...queryNames), fc.string({ maxLength: 6 }).map(percentEncode)), badUrlComponent), { maxLength: 4 })
  .map((pairs) => (pairs.length === 0 ? '' : `?${pairs.map(([name, value]) => `${name}=${value}`).join('&')}`));
