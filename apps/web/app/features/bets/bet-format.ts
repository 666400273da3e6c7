// How a bet reads (office_history, the open bets): money from the server's exact text in the
// player's language, times in their time zone, odds in their format, and the words for statuses,
// kinds and leg results. Nothing is counted here; every figure is the server's.
import type { TFunction } from 'i18next';
import type { BetLegRecord, BetRecord } from '@stavka/contract/betting';
import { formatOdds, type OddsFormat } from '@stavka/domain/odds/formats';
import type { MessageKey } from '@stavka/i18n/dictionaries';
import { formatDateTime, formatMoney, intlLocale } from '@stavka/i18n/format';

/** What the layout knows of a leg's market and outcome names (the sportsbook's tables). */
export type DescribeLeg = (leg: Pick<BetLegRecord, 'group' | 'type' | 'param'>) => { readonly market: string; readonly outcome: string };

export const statusKeys: Readonly<Record<BetRecord['status'], MessageKey>> = {
  waiting: 'bets_status_waiting',
  accepted: 'bets_status_accepted',
  won: 'bets_status_won',
  lost: 'bets_status_lost',
  returned: 'bets_status_returned',
  refused: 'bets_status_refused',
  cashed_out: 'bets_status_cashed_out',
};

export const kindKeys: Readonly<Record<BetRecord['kind'], MessageKey>> = {
  single: 'bets_kind_single',
  express: 'bets_kind_express',
  system: 'bets_kind_system',
  chain: 'bets_kind_chain',
  anti_express: 'bets_kind_anti_express',
  builder: 'bets_kind_builder',
};

export const legResultKeys: Readonly<Record<NonNullable<BetLegRecord['result']>, MessageKey>> = {
  win: 'bets_leg_win',
  lose: 'bets_leg_lose',
  void: 'bets_leg_void',
  half_win: 'bets_leg_half_win',
  half_lose: 'bets_leg_half_lose',
};

/** The kind as a player names it: "Express (3)", "System 2 of 3". */
export function kindText(t: TFunction, bet: Pick<BetRecord, 'kind' | 'systemSize' | 'legs'>): string {
  if (bet.kind === 'system' && bet.systemSize !== null) return t('bets_kind_system_of', { k: bet.systemSize, n: bet.legs.length });
  if (bet.kind === 'single') return t(kindKeys.single);
  return t('bets_kind_with_legs', { kind: t(kindKeys[bet.kind]), count: bet.legs.length });
}

/** The currency's digits: what the server wrote in the exact amount. */
export function scaleOfExact(text: string): number {
  return text.split('.')[1]?.length ?? 0;
}

export function moneyOfExact(text: string, currency: string, lang: string): string {
  const scale = scaleOfExact(text);
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return `${text} ${currency}`;
  return formatMoney(BigInt(`${match[1] ?? '0'}${match[2] ?? ''}`), { code: currency, scale }, lang);
}

export interface BetFormat {
  readonly money: (exact: string, currency: string) => string;
  readonly time: (iso: string) => string;
  readonly odds: (decimal: number) => string;
}

export function betFormat(lang: string, timeZone: string, oddsFormat: OddsFormat): BetFormat {
  return {
    money: (exact, currency) => moneyOfExact(exact, currency, lang),
    time: (iso) => formatDateTime(new Date(iso), lang, timeZone, 'dateTime'),
    odds: (decimal) => formatOdds(Math.round(decimal * 1000), oddsFormat, intlLocale(lang)),
  };
}

/** The teams of a leg as the bet keeps them ("Home — Away", or one name for an outright). */
export function legEvent(t: TFunction, leg: BetLegRecord): string {
  const team1 = leg.names['team1'] ?? '';
  const team2 = leg.names['team2'] ?? '';
  return team2 === '' ? team1 : t('sportsbook_event_teams', { team1, team2 });
}
