import { z } from 'zod';
import { AppError } from '../../../http/app-error';
import { langOf } from './text';

// The feed's query parameters (wire-format §1.2), read leniently: names in any letter case
// (`GroupEvents`, `groupEvents`), the first value of a repeated one, unknown ones ignored, cache
// busters ignored. A parameter that is present but malformed (`count=abc`) is a family error (400),
// never a 500. `count` is capped, never refused.

export const MAX_COUNT = 50;
export const MAX_OUTCOMES = 1_000;
export const MAX_SEARCH_TEXT = 100;

const wholeNumber = z
  .string()
  .trim()
  .regex(/^[-+]?\d{1,15}$/, 'must be a whole number')
  .transform(Number);

const id = z
  .string()
  .trim()
  .regex(/^\d{1,15}$/, 'must be an id')
  .transform(Number);

/** `1,2, 3` → [1, 2, 3]; empty items are skipped. */
const idList = z.string().transform((text, ctx) => {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
  if (parts.length > 500 || parts.some((part) => !/^\d{1,15}$/.test(part))) {
    ctx.addIssue({ code: 'custom', message: 'must be a comma-separated list of ids' });
    return z.NEVER;
  }
  return parts.map(Number);
});

const flag = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['', 'true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], { message: 'must be true or false' }))
  .transform((v) => v === 'true' || v === '1' || v === 'yes' || v === 'on');

/** `count`: a whole number; at most MAX_COUNT, and MAX_COUNT when not positive. */
const count = wholeNumber.transform((n) => (n <= 0 ? MAX_COUNT : Math.min(n, MAX_COUNT)));

/** `tf` in minutes, within ten years either way: a wider window answers the same games. */
const MAX_WINDOW_MINUTES = 10 * 366 * 1440;
const minutesWindow = wholeNumber.transform((n) => Math.min(Math.max(n, -MAX_WINDOW_MINUTES), MAX_WINDOW_MINUTES));

const hours = z
  .string()
  .trim()
  .regex(/^[-+]?\d{1,2}(\.\d{1,2})?$/, 'must be an offset in hours')
  .transform(Number)
  .pipe(z.number().min(-14).max(14));

const feedQuerySchema = z.object({
  // Filters of the lists.
  sports: idList.optional(),
  sport: id.optional(),
  sportid: id.optional(),
  sportids: idList.optional(),
  champs: idList.optional(),
  champ: id.optional(),
  champid: id.optional(),
  champids: idList.optional(),
  antisports: idList.optional(),
  count: count.optional(),
  limit: count.optional(),
  tf: minutesWindow.optional(),
  tz: hours.optional(),
  afterdays: wholeNumber.pipe(z.number().min(-30).max(365)).optional(),
  top: flag.optional(),
  getempty: flag.optional(),
  virtualsports: flag.optional(),
  nofilterblockevent: flag.optional(),
  groupchamps: flag.optional(),
  // One game.
  id: id.optional(),
  gameid: id.optional(),
  ids: idList.optional(),
  gameids: idList.optional(),
  issubgames: flag.optional(),
  groupevents: flag.optional(),
  countevents: wholeNumber.optional(),
  markettype: wholeNumber.optional(),
  topgroups: idList.optional(),
  grmode: wholeNumber.optional(),
  cfview: wholeNumber.optional(),
  coefviewid: wholeNumber.optional(),
  // Search.
  text: z.string().max(MAX_SEARCH_TEXT, `must be at most ${MAX_SEARCH_TEXT} characters`).optional(),
  strict: flag.optional(),
  // Results.
  datefrom: id.optional(),
  dateto: id.optional(),
  // rest-core CheckLink.
  link: z.string().max(2_000).optional(),
  // Identity and presentation: read so that a malformed value is refused, not used further.
  lng: z.string().max(20).optional(),
  mode: wholeNumber.optional(),
  country: wholeNumber.optional(),
  partner: wholeNumber.optional(),
  ref: wholeNumber.optional(),
  gr: wholeNumber.optional(),
});

export type FeedQuery = z.output<typeof feedQuerySchema> & { lang: ReturnType<typeof langOf> };

/** Parses a request's query; throws a 400 AppError (answered in the family envelope) when malformed. */
export function parseFeedQuery(raw: unknown): FeedQuery {
  const result = feedQuerySchema.safeParse(normalise(raw));
  if (!result.success) {
    const fields: Record<string, string[]> = {};
    for (const issue of result.error.issues) (fields[issue.path.join('.') || '_'] ??= []).push(issue.message);
    const names = Object.keys(fields).join(', ');
    throw new AppError('validation', `Invalid query parameter: ${names}`, fields);
  }
  return { ...result.data, lang: langOf(result.data.lng) };
}

/** Lower-case names, first value of repeated names, strings only. */
function normalise(raw: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof raw !== 'object' || raw === null) return out;
  for (const [key, value] of Object.entries(raw)) {
    const first: unknown = Array.isArray(value) ? value[0] : value;
    const name = key.toLowerCase();
    if (typeof first === 'string' && !(name in out)) out[name] = first;
  }
  return out;
}

/** The results window (wire-format §1.8): multiples of 300 s, at most 86400 s; the last day by default. */
export function resultWindow(query: FeedQuery, nowMs: number): { from: number; to: number } {
  const day = 86_400;
  const to = query.dateto ?? (query.datefrom === undefined ? Math.ceil(nowMs / 1000 / 300) * 300 : query.datefrom + day);
  const from = query.datefrom ?? to - day;
  if (from % 300 !== 0 || to % 300 !== 0) {
    throw new AppError('validation', 'dateFrom and dateTo must be multiples of 300 seconds', { dateFrom: ['must be a multiple of 300'] });
  }
  if (to <= from || to - from > day) {
    throw new AppError('validation', 'dateTo must be after dateFrom and at most 86400 seconds later', {
      dateTo: ['must be within 86400 seconds of dateFrom'],
    });
  }
  return { from, to };
}
