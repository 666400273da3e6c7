import type { V1ExpressDay, V1GameEvents, V1Personalise, V1SportSection } from '@stavka/contract/feed-wire';
import type { LiveState } from '../live-state';
import type { GameEntry } from '../live-state-entry';
import type { FeedKind, Market, Outcome } from '../model';
import { outcomeContext } from './event';
import { groupOrder, toColumns } from './game';
import { isBlocked, mainLine, marketsByGroup, outcomeCount, wireOutcome } from './outcomes';
import { selectGames } from './selection';
import { pick, priceOf, type Lang } from './text';
import { gameCard, named, opponent, v1Outcome } from './v1-cards';

// The v1 answers built of several games or of one game's markets (wire-format §1.7).

export function gameEvents(
  state: LiveState,
  entry: GameEntry,
  options: { lang: Lang; maxOutcomes: number; groups: readonly number[] | undefined; topGroups: readonly number[] },
): V1GameEvents {
  const { game } = entry;
  const ctx = outcomeContext(state, entry, options.lang);
  const byGroup = marketsByGroup(game.markets);
  let budget = options.maxOutcomes;
  const eventGroups: V1GameEvents['eventGroups'] = [];
  for (const group of groupOrder([...byGroup.keys()], options)) {
    if (budget <= 0) break;
    const columns = toColumns(byGroup.get(group) ?? [], ctx, budget);
    budget -= columns.reduce((n, c) => n + c.length, 0);
    if (columns.length > 0) eventGroups.push({ groupId: group, shortGroupId: group, events: columns.map((c) => c.map(v1Outcome)) });
  }
  const team2 = pick(game.team2?.name, options.lang);
  return {
    id: game.id,
    fullName: team2 ? `${pick(game.team1.name, options.lang)} - ${team2}` : pick(game.team1.name, options.lang),
    periodName: pick(game.periodName, options.lang),
    startTs: game.start,
    eventsCount: outcomeCount(game.markets),
    subGamesForMainGame: state.subGamesOf(game.id).map((child) => ({
      id: child.game.id,
      subGameName: pick(child.game.subGameType, options.lang),
      period: pick(child.game.periodName, options.lang),
    })),
    eventGroups,
  };
}

const EXPRESS_LEGS = 4;
const EXPRESS_COUNT = 3;
const FAVOURITE = { min: 1_200, max: 2_200 };

/**
 * Express of the day: up to three accumulators of four legs from the day's best-placed games, one
 * favourite each (the lowest 1X2 price between 1.2 and 2.2, else the main total side nearest 1.8).
 * The choice only depends on the games, so it is stable between polls.
 */
export function expressDay(state: LiveState, kind: FeedKind, lang: Lang, now: number): V1ExpressDay {
  const horizon = now + 24 * 3_600_000;
  const legs: { entry: GameEntry; market: Market; outcome: Outcome }[] = [];
  for (const entry of selectGames(state, { kind, now, getEmpty: false })) {
    if (kind === 3 && (entry.game.start * 1000 <= now || entry.game.start * 1000 > horizon)) continue;
    const leg = favouriteOf(entry, state.isSuspended(entry));
    if (leg) legs.push({ entry, ...leg });
    if (legs.length >= EXPRESS_LEGS * EXPRESS_COUNT) break;
  }
  const day = Math.floor(now / 86_400_000);
  const out: V1ExpressDay = [];
  for (let i = 0; i * EXPRESS_LEGS < legs.length; i++) {
    const chunk = legs.slice(i * EXPRESS_LEGS, (i + 1) * EXPRESS_LEGS);
    if (chunk.length < 2) break;
    const total = chunk.reduce((product, leg) => product * (leg.outcome.price / 1000), 1);
    out.push({
      expressId: day * 10 + i + 1,
      cfView: priceOf(Math.round(total * 1000)).CV,
      events: chunk.map(({ entry, market, outcome }) => {
        const { game } = entry;
        const ctx = outcomeContext(state, entry, lang);
        const o = wireOutcome(market, outcome, ctx);
        return {
          id: game.id,
          constId: game.constId,
          startTs: game.start,
          num: game.number,
          periodName: pick(game.periodName, lang),
          liga: named(game.champId, state.directory.championships.get(game.champId)?.name, lang),
          sport: named(game.sportId, state.directory.sports.get(game.sportId)?.name, lang),
          opponent1: opponent(state, game.team1, lang),
          opponent2: opponent(state, game.team2, lang),
          event: {
            type: o.T,
            groupId: o.G,
            shortGroupId: o.G,
            cf: o.C,
            cfView: o.CV,
            ...(o.P === undefined ? {} : { parameter: o.P }),
            ...(o.PL ? { player: { id: o.PL.I, name: o.PL.N } } : {}),
          },
        };
      }),
    });
  }
  return out;
}

function favouriteOf(entry: GameEntry, suspended: boolean): { market: Market; outcome: Outcome } | undefined {
  if (suspended) return undefined;
  const byGroup = marketsByGroup(entry.game.markets);
  const open = (market: Market) => market.outcomes.filter((o) => !isBlocked(market, o, { suspended: false, playerName: () => '' }));
  const winner = mainLine(byGroup.get(1) ?? []);
  if (winner) {
    const pick1 = open(winner)
      .filter((o) => o.price >= FAVOURITE.min && o.price <= FAVOURITE.max)
      .sort((a, b) => a.price - b.price)[0];
    if (pick1) return { market: winner, outcome: pick1 };
  }
  const total = mainLine(byGroup.get(17) ?? []);
  if (!total) return undefined;
  const side = open(total).sort((a, b) => Math.abs(a.price - 1_800) - Math.abs(b.price - 1_800))[0];
  return side ? { market: total, outcome: side } : undefined;
}

export function sportSection(
  state: LiveState,
  options: { kind: FeedKind; sportId: number; champId: number | undefined; lang: Lang; count: number; now: number },
): V1SportSection | undefined {
  const sport = state.directory.sports.get(options.sportId);
  if (!sport) return undefined;
  const games = selectGames(state, {
    kind: options.kind,
    now: options.now,
    sports: [options.sportId],
    champs: options.champId === undefined ? undefined : [options.champId],
    getEmpty: true,
  });
  const byChamp = new Map<number, GameEntry[]>();
  for (const entry of games) {
    const root = state.directory.rootOf(entry.game.champId);
    byChamp.set(root, [...(byChamp.get(root) ?? []), entry]);
  }
  return {
    sport: { ...named(sport.id, sport.name, options.lang), gamesCount: games.length },
    champs: [...byChamp].map(([champId, list]) => {
      const champ = state.directory.championships.get(champId);
      const countryId = champ?.countryId ?? 0;
      return {
        ...named(champId, champ?.name, options.lang),
        country: named(countryId, state.directory.countries.get(countryId)?.name, options.lang),
        gamesCount: list.length,
        games: list.slice(0, options.count).map((entry) => gameCard(state, entry, options.lang)),
      };
    }),
  };
}

/**
 * Personalised games: the named games first, then games of the named championships and sports,
 * then top games, without repeats (recommendations from a player's history feed these ids).
 */
export function personalise(
  state: LiveState,
  options: {
    kind: FeedKind;
    gameIds: readonly number[];
    champIds: readonly number[];
    sportIds: readonly number[];
    lang: Lang;
    count: number;
    now: number;
  },
): V1Personalise {
  const chosen = new Map<number, GameEntry>();
  const add = (entry: GameEntry | undefined) => {
    if (entry && chosen.size < options.count && entry.game.kind === options.kind && !entry.game.state.finished)
      chosen.set(entry.game.id, entry);
  };
  for (const id of options.gameIds) add(state.findGame(id));
  if (options.champIds.length > 0)
    for (const e of selectGames(state, { kind: options.kind, now: options.now, champs: options.champIds })) add(e);
  if (options.sportIds.length > 0)
    for (const e of selectGames(state, { kind: options.kind, now: options.now, sports: options.sportIds })) add(e);
  for (const e of topGames(state, options.kind, options.now)) add(e);
  return { games: [...chosen.values()].map((entry) => gameCard(state, entry, options.lang)) };
}

/** Top games: games of top championships, else every game, in list order. */
export function topGames(state: LiveState, kind: FeedKind, now: number): GameEntry[] {
  const top = selectGames(state, { kind, now, top: true });
  return top.length > 0 ? top : selectGames(state, { kind, now });
}
