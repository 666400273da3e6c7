// Names of market groups and outcomes by the G/T ids of wire-format §2.1 (and the simulator's
// outright groups 9001–9003, whose outcomes are runners named by the feed). The line `P` is shown
// by the market's rule: signed for handicaps, "2:1" for correct score (P = home + away/1000),
// "1–15 min" for goal intervals (P = from + to/1000), as it is otherwise.
import type { TFunction } from 'i18next';
import type { MessageKey } from '@stavka/i18n/dictionaries';
import { formatNumber } from '@stavka/i18n/format';
import { languageOf } from '../../shared/i18n/language-of';
import type { OutcomeRef } from './event-view';

const GROUP_KEYS: Readonly<Record<number, MessageKey>> = {
  1: 'sportsbook_market_1',
  8: 'sportsbook_market_8',
  2: 'sportsbook_market_2',
  17: 'sportsbook_market_17',
  15: 'sportsbook_market_15',
  62: 'sportsbook_market_62',
  19: 'sportsbook_market_19',
  14: 'sportsbook_market_14',
  11: 'sportsbook_market_11',
  20: 'sportsbook_market_20',
  27: 'sportsbook_market_27',
  99: 'sportsbook_market_99',
  2854: 'sportsbook_market_2854',
  8427: 'sportsbook_market_8427',
  8429: 'sportsbook_market_8429',
  136: 'sportsbook_market_136',
  8863: 'sportsbook_market_8863',
  2663: 'sportsbook_market_2663',
  2665: 'sportsbook_market_2665',
  2667: 'sportsbook_market_2667',
  11212: 'sportsbook_market_11212',
  11412: 'sportsbook_market_11412',
  11581: 'sportsbook_market_11581',
  12: 'sportsbook_market_12',
  13: 'sportsbook_market_13',
  18: 'sportsbook_market_18',
  32: 'sportsbook_market_32',
  60: 'sportsbook_market_60',
  71: 'sportsbook_market_71',
  73: 'sportsbook_market_73',
  87: 'sportsbook_market_87',
  88: 'sportsbook_market_88',
  89: 'sportsbook_market_89',
  154: 'sportsbook_market_154',
  101: 'sportsbook_market_101',
  2766: 'sportsbook_market_2766',
  2768: 'sportsbook_market_2768',
  109: 'sportsbook_market_109',
  182: 'sportsbook_market_182',
  7099: 'sportsbook_market_7099',
  2604: 'sportsbook_market_2604',
  876: 'sportsbook_market_876',
  2436: 'sportsbook_market_2436',
  2438: 'sportsbook_market_2438',
  9001: 'sportsbook_market_9001',
  9002: 'sportsbook_market_9002',
  9003: 'sportsbook_market_9003',
};

type ParamStyle = 'plain' | 'signed';

/** An outcome type's text; `{{param}}` in it takes the line, else the line follows in brackets. */
const OUTCOME_KEYS: Readonly<Record<number, MessageKey>> = {
  1: 'sportsbook_outcome_w1',
  2: 'sportsbook_outcome_draw',
  3: 'sportsbook_outcome_w2',
  4: 'sportsbook_outcome_1x',
  5: 'sportsbook_outcome_12',
  6: 'sportsbook_outcome_x2',
  7: 'sportsbook_outcome_handicap1',
  8: 'sportsbook_outcome_handicap2',
  180: 'sportsbook_outcome_yes',
  181: 'sportsbook_outcome_no',
  11273: 'sportsbook_outcome_each_yes',
  11274: 'sportsbook_outcome_each_no',
  182: 'sportsbook_outcome_even',
  183: 'sportsbook_outcome_odd',
  388: 'sportsbook_outcome_team1',
  389: 'sportsbook_outcome_team2',
  390: 'sportsbook_outcome_nobody',
  424: 'sportsbook_outcome_w1',
  425: 'sportsbook_outcome_draw',
  426: 'sportsbook_outcome_w2',
  3829: 'sportsbook_outcome_handicap1',
  3830: 'sportsbook_outcome_handicap2',
  3786: 'sportsbook_outcome_other_score',
  475: 'sportsbook_outcome_team1',
  476: 'sportsbook_outcome_team2',
  477: 'sportsbook_outcome_nobody',
  478: 'sportsbook_outcome_yes',
  479: 'sportsbook_outcome_no',
  401: 'sportsbook_outcome_w1',
  402: 'sportsbook_outcome_w2',
  3653: 'sportsbook_outcome_w1',
  3654: 'sportsbook_outcome_draw',
  3655: 'sportsbook_outcome_w2',
  3656: 'sportsbook_outcome_1x',
  3657: 'sportsbook_outcome_12',
  3658: 'sportsbook_outcome_x2',
  16684: 'sportsbook_outcome_w1',
  16685: 'sportsbook_outcome_draw',
  16686: 'sportsbook_outcome_w2',
  732: 'sportsbook_outcome_handicap1',
  733: 'sportsbook_outcome_handicap2',
  5749: 'sportsbook_outcome_handicap1',
  5750: 'sportsbook_outcome_handicap2',
  2826: 'sportsbook_outcome_handicap1',
  2827: 'sportsbook_outcome_handicap2',
};

/** Over/under pairs of totals (team, Asian, sets, frames, maps). */
const OVER_TYPES: ReadonlySet<number> = new Set([9, 11, 13, 3827, 7778, 7780, 971, 3150, 1850, 2824]);
const UNDER_TYPES: ReadonlySet<number> = new Set([10, 12, 14, 3828, 7779, 7781, 972, 3151, 1851, 2825]);

/** Handicap-like types whose line reads from the backed side: shown with its sign. */
const SIGNED_TYPES: ReadonlySet<number> = new Set([7, 8, 424, 425, 426, 3829, 3830, 732, 733, 5749, 5750, 2826, 2827]);

/** Half-time/full-time (G11 T15–23): W1/W1 … W2/W2. */
const HT_FT: readonly (readonly [MessageKey, MessageKey])[] = (() => {
  const sides: MessageKey[] = ['sportsbook_outcome_w1', 'sportsbook_outcome_draw', 'sportsbook_outcome_w2'];
  return sides.flatMap((first) => sides.map((second) => [first, second] as const));
})();

/** Outcome texts that hold the line themselves (`{{param}}`). */
const PARAM_IN_TEXT: ReadonlySet<MessageKey> = new Set<MessageKey>([
  'sportsbook_outcome_handicap1',
  'sportsbook_outcome_handicap2',
  'sportsbook_outcome_each_yes',
  'sportsbook_outcome_each_no',
]);

const RUNNER_GROUPS: ReadonlySet<number> = new Set([9001, 9002, 9003]);

export function marketName(t: TFunction, group: number): string {
  const key = GROUP_KEYS[group];
  return key ? t(key) : t('sportsbook_market_other', { group });
}

function paramText(t: TFunction, group: number, param: number, style: ParamStyle): string {
  if (group === 12 || group === 13) {
    const from = Math.trunc(param);
    return t('sportsbook_param_interval', { from, to: Math.round((param - from) * 1000) });
  }
  // The line in the page's numbers: "2,75" on a Russian page, "2.75" on an English one.
  return formatNumber(param, languageOf(t), { maximumFractionDigits: 3, grouping: false, signDisplay: style === 'signed' ? 'exceptZero' : 'auto' });
}

/** Correct score P = home + away/1000 (wire-format §2.1); 0 or absent is 0:0. */
export function correctScore(param: number | null): { home: number; away: number } {
  const value = param ?? 0;
  const home = Math.trunc(value);
  return { home, away: Math.round((value - home) * 1000) };
}

export interface OutcomeNameInput extends Pick<OutcomeRef, 'group' | 'type' | 'param'> {
  readonly playerName: string | null;
}

export function outcomeName(t: TFunction, outcome: OutcomeNameInput): string {
  const { group, type, param } = outcome;
  if (RUNNER_GROUPS.has(group) || (outcome.playerName && !OUTCOME_KEYS[type])) return outcome.playerName ?? t('sportsbook_outcome_other', { type });
  if (type === 731) return t('sportsbook_outcome_score', correctScore(param));
  const shown = param === null ? undefined : paramText(t, group, param, SIGNED_TYPES.has(type) ? 'signed' : 'plain');
  if (OVER_TYPES.has(type)) return t('sportsbook_outcome_over', { param: shown ?? '' }).trim();
  if (UNDER_TYPES.has(type)) return t('sportsbook_outcome_under', { param: shown ?? '' }).trim();
  const pair = group === 11 && type >= 15 && type <= 23 ? HT_FT[type - 15] : undefined;
  if (pair) return t('sportsbook_outcome_pair', { first: t(pair[0]), second: t(pair[1]) });
  const key = OUTCOME_KEYS[type];
  if (!key) return shown === undefined ? t('sportsbook_outcome_other', { type }) : t('sportsbook_outcome_with_param', { outcome: t('sportsbook_outcome_other', { type }), param: shown });
  // Texts with their own {{param}} place it themselves; the others get it in brackets.
  if (PARAM_IN_TEXT.has(key)) return t(key, { param: shown ?? '' });
  return shown === undefined ? t(key) : t('sportsbook_outcome_with_param', { outcome: t(key), param: shown });
}
