import type { ResultChamp, ResultGame } from '@stavka/contract/feed-wire';
import type { LiveState } from '../live-state';
import type { ResultRecord } from '../live-state-entry';
import { racePlacings } from '../race-placings';
import { scoreText } from './score';
import { statOf } from './sport-tables';
import { pick, pickText, type Lang } from './text';

// Results (wire-format §1.8): championships with finished games in a window, and the games of a
// championship. `items` is left out when there is nothing (`count: 0`). A race's result names its
// runners in their finishing order in `matchInfos` (runner, place), with no score.

export interface ResultWindow {
  /** Unix seconds, multiples of 300, at most a day apart (checked by the query schema). */
  from: number;
  to: number;
}

export function resultList<T>(items: T[]): { items?: T[]; count: number } {
  return items.length === 0 ? { count: 0 } : { items, count: items.length };
}

function finishedIn(state: LiveState, window: ResultWindow): ResultRecord[] {
  return state.resultsBetween(window.from * 1000, window.to * 1000);
}

export function resultChamps(state: LiveState, window: ResultWindow, sportIds: readonly number[], lang: Lang): ResultChamp[] {
  const dir = state.directory;
  const sports = new Set(sportIds);
  const counts = new Map<number, { sportId: number; n: number }>();
  for (const { fixture } of finishedIn(state, window)) {
    if (fixture.parentId !== null || (sports.size > 0 && !sports.has(fixture.sportId))) continue;
    const row = counts.get(fixture.champId) ?? { sportId: fixture.sportId, n: 0 };
    row.n++;
    counts.set(fixture.champId, row);
  }
  return [...counts]
    .map(([id, { sportId, n }]) => {
      const champ = dir.championships.get(id);
      const countryId = champ?.countryId ?? 0;
      return {
        id,
        name: pick(champ?.name, lang),
        sportId,
        sportName: pick(dir.sports.get(sportId)?.name, lang),
        countryId,
        countryName: pick(dir.countries.get(countryId)?.name, lang),
        gamesCount: n,
      };
    })
    .sort((a, b) => a.sportId - b.sportId || a.name.localeCompare(b.name) || a.id - b.id);
}

export function resultGames(
  state: LiveState,
  window: ResultWindow,
  filter: { champId: number | undefined; sportIds: readonly number[] },
  lang: Lang,
): ResultGame[] {
  const dir = state.directory;
  const records = finishedIn(state, window);
  const subGames = new Map<number, number>();
  for (const { fixture } of records)
    if (fixture.parentId !== null) subGames.set(fixture.parentId, (subGames.get(fixture.parentId) ?? 0) + 1);
  const sports = new Set(filter.sportIds);
  return records
    .filter(({ fixture }) => fixture.parentId === null)
    .filter(
      ({ fixture }) => filter.champId === undefined || fixture.champId === filter.champId || dir.rootOf(fixture.champId) === filter.champId,
    )
    .filter(({ fixture }) => sports.size === 0 || sports.has(fixture.sportId))
    .sort((a, b) => a.fixture.start - b.fixture.start || a.fixture.id - b.fixture.id)
    .map(({ fixture, result }) => {
      const logo = (id: number) => dir.teams.get(id)?.logo;
      const images = (id: number | undefined) => {
        const file = id === undefined ? undefined : logo(id);
        return file ? [file] : [];
      };
      const count = subGames.get(fixture.id) ?? 0;
      const placings = result.cancelled ? [] : racePlacings(result.state);
      return {
        id: fixture.id,
        constId: fixture.constId,
        champId: fixture.champId,
        champName: pick(dir.championships.get(fixture.champId)?.name, lang),
        sportId: fixture.sportId,
        opp1: pick(fixture.team1.name, lang),
        opp2: pick(fixture.team2?.name, lang),
        opp1Ids: [fixture.team1.id],
        opp2Ids: fixture.team2 ? [fixture.team2.id] : [],
        opp1Images: images(fixture.team1.id),
        opp2Images: images(fixture.team2?.id),
        // A race has no score: its finishing order is in matchInfos (runner, place) instead.
        score: result.cancelled || placings.length > 0 ? '' : scoreText(result.state),
        dopInfo: [pickText(fixture.info.round, lang), pickText(fixture.info.venue, lang)].filter(Boolean).join(', '),
        dateStart: fixture.start,
        matchInfos:
          placings.length > 0
            ? placings.map(({ playerId, place }) => ({ name: pick(dir.players.get(playerId)?.name, lang) || String(playerId), value: String(place) }))
            : Object.entries(result.state.stats).map(([key, [s1, s2]]) => ({
                name: pick(statOf(key).name, lang),
                value: `${s1}:${s2}`,
              })),
        subGame: pick(fixture.subGameType, lang),
        hasSubGame: count > 0,
        countSubGame: count,
        status: result.cancelled ? (4 as const) : (2 as const),
        statId: '',
      };
    });
}

