import type { V1GameCard, V1GameInfo, V1Outcome, WireOutcome } from '@stavka/contract/feed-wire';
import type { LiveState } from '../live-state';
import type { GameEntry } from '../live-state-entry';
import { outcomeContext } from './event';
import { MAIN_GROUPS, mainAndAlternative, outcomeCount } from './outcomes';
import { wireScore } from './score';
import { pick, pickText, type Lang, type Named } from './text';

// The camelCase shapes of the main-line-feed / main-live-feed v1 routes (wire-format §1.7): the
// pieces every v1 answer is made of, and a game as the v1 pages list it.

export function named(id: number, name: Named | undefined, lang: Lang) {
  return { id, name: pick(name, lang), nameEng: pick(name, 'en') };
}

export function opponent(state: LiveState, team: { id: number; name: Named } | null, lang: Lang) {
  if (!team) return { fullName: '', fullNameEng: '', opps: [] };
  return {
    fullName: pick(team.name, lang),
    fullNameEng: pick(team.name, 'en'),
    opps: [{ id: team.id, image: state.directory.teams.get(team.id)?.logo ?? '' }],
  };
}

/** A family outcome in v1 words. */
export function v1Outcome(o: WireOutcome): V1Outcome {
  return {
    type: o.T,
    cf: o.C,
    cfView: o.CV,
    ...(o.P === undefined ? {} : { parameter: o.P }),
    isCenter: o.CE === 1,
    ...(o.B ? { blocked: true as const } : {}),
    ...(o.PL ? { eventParams: { params: { playerId: o.PL.I, playerName: o.PL.N } } } : {}),
  };
}

export function gameCard(state: LiveState, entry: GameEntry, lang: Lang): V1GameCard {
  const { game } = entry;
  const { E } = mainAndAlternative(game.markets, MAIN_GROUPS, outcomeContext(state, entry, lang), true);
  return {
    ...cardHeader(state, entry, lang),
    eventsCount: outcomeCount(game.markets),
    events: E.map((o) => ({ ...v1Outcome(o), groupId: o.G, shortGroupId: o.G })),
  };
}

function cardHeader(state: LiveState, entry: GameEntry, lang: Lang): Omit<V1GameCard, 'events' | 'eventsCount'> {
  const { game } = entry;
  const dir = state.directory;
  const champ = dir.championships.get(game.champId);
  const countryId = champ?.countryId ?? 0;
  const live = game.kind === 1 && game.state.currentPeriod > 0;
  return {
    id: game.id,
    constId: game.constId,
    kind: game.kind,
    num: game.number,
    startTs: game.start,
    sport: named(game.sportId, dir.sports.get(game.sportId)?.name, lang),
    liga: named(game.champId, champ?.name, lang),
    country: named(countryId, dir.countries.get(countryId)?.name, lang),
    opponent1: opponent(state, game.team1, lang),
    opponent2: opponent(state, game.team2, lang),
    ...(live ? { score: liveScore(entry, lang) } : {}),
  };
}

function liveScore(entry: GameEntry, lang: Lang): NonNullable<V1GameCard['score']> {
  const sc = wireScore(entry.game.state, lang);
  return { s1: sc.FS.S1 ?? 0, s2: sc.FS.S2 ?? 0, periodName: sc.CPS, elapsedSeconds: sc.TS, timeText: sc.SLS, info: sc.I };
}

export function gameInfo(state: LiveState, entry: GameEntry, lang: Lang): V1GameInfo {
  const { game } = entry;
  return {
    ...cardHeader(state, entry, lang),
    eventsCount: outcomeCount(game.markets),
    ...(game.parentId === null ? {} : { parentId: game.parentId }),
    periodName: pick(game.periodName, lang),
    subGameName: pick(game.subGameType, lang),
    ...(game.info.round ? { round: pickText(game.info.round, lang) } : {}),
    ...(game.info.venue ? { venue: pickText(game.info.venue, lang) } : {}),
    subGamesCount: state.subGamesOf(game.id).length,
    finished: game.state.finished || entry.result !== null,
    periods: game.state.periods.map((p) => ({ s1: p.score[0], s2: p.score[1], name: pick(p.name, lang) })),
  };
}
