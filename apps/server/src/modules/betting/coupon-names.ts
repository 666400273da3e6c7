import { dictionaryFor } from '@stavka/i18n/dictionaries';

// Names of a selection in a shared slip's read-back (GetCoupon `GroupName`, `MarketName`;
// wire-format §3.1), in the reader's language from the site's dictionaries: the market by its group
// (G) and the common outcomes by their type (T) with their line. An outcome without a text of its
// own is named "Outcome <T>" with its line, as the sportsbook pages name it.

type Texts = ReadonlyMap<string, string>;
const textsByLanguage = new Map<string, Texts>();

function textsOf(lng: string): Texts {
  const lang = lng === 'ru' ? 'ru' : 'en';
  let texts = textsByLanguage.get(lang);
  if (!texts) {
    texts = new Map(Object.entries(dictionaryFor(lang)));
    textsByLanguage.set(lang, texts);
  }
  return texts;
}

function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

const OUTCOME_KEYS: Readonly<Record<number, string>> = {
  1: 'sportsbook_outcome_w1',
  2: 'sportsbook_outcome_draw',
  3: 'sportsbook_outcome_w2',
  4: 'sportsbook_outcome_1x',
  5: 'sportsbook_outcome_12',
  6: 'sportsbook_outcome_x2',
  7: 'sportsbook_outcome_handicap1',
  8: 'sportsbook_outcome_handicap2',
  3829: 'sportsbook_outcome_handicap1',
  3830: 'sportsbook_outcome_handicap2',
  180: 'sportsbook_outcome_yes',
  181: 'sportsbook_outcome_no',
  182: 'sportsbook_outcome_even',
  183: 'sportsbook_outcome_odd',
  401: 'sportsbook_outcome_team1',
  402: 'sportsbook_outcome_team2',
};
const OVER = new Set([9, 11, 13, 3827, 7778, 7780]);
const UNDER = new Set([10, 12, 14, 3828, 7779, 7781]);
const SIGNED = new Set([7, 8, 3829, 3830]);

export function groupName(lng: string, group: number): string {
  const texts = textsOf(lng);
  return texts.get(`sportsbook_market_${group}`) ?? fill(texts.get('sportsbook_market_other') ?? '', { group });
}

export function outcomeName(lng: string, selection: { group: number; type: number; param: number | undefined }): string {
  const texts = textsOf(lng);
  const { type, param } = selection;
  const line = param === undefined || param === 0 ? '' : SIGNED.has(type) && param > 0 ? `+${param}` : String(param);
  if (type === 731) {
    const home = Math.trunc(param ?? 0);
    return fill(texts.get('sportsbook_outcome_score') ?? '', { home, away: Math.round(((param ?? 0) - home) * 1000) });
  }
  if (OVER.has(type)) return fill(texts.get('sportsbook_outcome_over') ?? '', { param: line }).trim();
  if (UNDER.has(type)) return fill(texts.get('sportsbook_outcome_under') ?? '', { param: line }).trim();
  const key = OUTCOME_KEYS[type];
  const text = key === undefined ? undefined : texts.get(key);
  if (text !== undefined && text.includes('{{param}}')) return fill(text, { param: line });
  const outcome = text ?? fill(texts.get('sportsbook_outcome_other') ?? '', { type });
  return line === '' ? outcome : fill(texts.get('sportsbook_outcome_with_param') ?? '', { outcome, param: line });
}
