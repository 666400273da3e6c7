import type { WireChamp, WireChampZip, WireCountry, WireSport } from '@stavka/contract/feed-wire';
import type { LiveState } from '../live-state';
import type { GameEntry } from '../live-state-entry';
import { byWeight } from '../live-state-catalogue';
import type { Championship } from '../model';
import { eventHeader } from './event';
import { pick, type Lang } from './text';

// Sports and championships (wire-format §1.5) counted over the games a list would answer:
// GetSportsShortZip, GetChampsZip, GetChampZip, WebGetTopChampsZip, global championships and the
// rest-core catalogue calls. Only sports and championships with games are listed.

type SubRow = Omit<WireChamp, 'SC'>;

function champRow(champ: Championship | undefined, champId: number, sportId: number, count: number, lang: Lang): SubRow {
  return {
    LI: champId,
    L: pick(champ?.name, lang),
    LE: pick(champ?.name, 'en'),
    LR: pick(champ?.name, 'ru'),
    SI: champ?.sportId ?? sportId,
    CI: champ?.countryId ?? 0,
    T: champ?.sort ?? 0,
    GC: count,
    ...(champ?.logo ? { CHIMG: champ.logo } : {}),
  };
}

/**
 * Championship rows of some games. Grouped: one row per top-level championship with its
 * sub-championships in SC[] (groupChamps=true); flat: one row per championship a game is in.
 */
export function champRows(state: LiveState, games: GameEntry[], lang: Lang, grouped: boolean): WireChamp[] {
  const dir = state.directory;
  const counts = new Map<number, { sportId: number; own: number; subs: Map<number, number> }>();
  for (const { game } of games) {
    const key = grouped ? dir.rootOf(game.champId) : game.champId;
    const row = counts.get(key) ?? { sportId: game.sportId, own: 0, subs: new Map<number, number>() };
    row.own++;
    if (grouped && key !== game.champId) row.subs.set(game.champId, (row.subs.get(game.champId) ?? 0) + 1);
    counts.set(key, row);
  }
  const rows = [...counts].map(([champId, row]) => {
    const base = champRow(dir.championships.get(champId), champId, row.sportId, row.own, lang);
    if (row.subs.size === 0) return base;
    const SC = [...row.subs]
      .map(([subId, n]) => champRow(dir.championships.get(subId), subId, row.sportId, n, lang))
      .sort((a, b) => a.T - b.T || a.LI - b.LI);
    return { ...base, SC };
  });
  return rows.sort((a, b) => a.T - b.T || a.LI - b.LI);
}

export function sportRows(state: LiveState, games: GameEntry[], lang: Lang, withChamps: boolean): WireSport[] {
  const dir = state.directory;
  const bySport = new Map<number, GameEntry[]>();
  for (const entry of games) {
    const list = bySport.get(entry.game.sportId) ?? [];
    list.push(entry);
    bySport.set(entry.game.sportId, list);
  }
  const sports = [...bySport.keys()].map((id) => dir.sports.get(id) ?? { id, name: { en: '', ru: '' }, sort: Number.MAX_SAFE_INTEGER });
  return sports.sort(byWeight).map((sport) => {
    const list = bySport.get(sport.id) ?? [];
    const champs = champRows(state, list, lang, true);
    return {
      I: sport.id,
      N: pick(sport.name, lang),
      R: pick(sport.name, 'ru'),
      C: list.length,
      CC: champs.length,
      ...(withChamps ? { L: champs } : {}),
    };
  });
}

/** GetChampZip: a championship and its games without prices; undefined for an unknown id. */
export function champZip(state: LiveState, champId: number, games: GameEntry[], lang: Lang): WireChampZip | undefined {
  const champ = state.directory.championships.get(champId);
  if (!champ) return undefined;
  return {
    LI: champ.id,
    SI: champ.sportId,
    L: pick(champ.name, lang),
    LE: pick(champ.name, 'en'),
    G: games.map((entry) => {
      const h = eventHeader(state, entry, lang);
      return {
        I: h.I,
        CI: h.CI,
        N: h.N,
        SI: h.SI,
        LI: h.LI,
        L: h.L,
        LE: h.LE,
        KI: h.KI,
        O1: h.O1,
        O2: h.O2,
        O1E: h.O1E,
        O2E: h.O2E,
        O1I: h.O1I,
        O2I: h.O2I,
        S: h.S,
        U: h.U,
        ...(h.MIO ? { MIO: h.MIO } : {}),
        ...(h.VI ? { VI: h.VI } : {}),
        ...(h.SC ? { SC: h.SC } : {}),
      };
    }),
  };
}

/** Countries with games (rest-core GetCountries), by name. */
export function countryRows(state: LiveState, games: GameEntry[], lang: Lang): WireCountry[] {
  const dir = state.directory;
  const counts = new Map<number, number>();
  for (const { game } of games) {
    const countryId = dir.championships.get(game.champId)?.countryId ?? 0;
    counts.set(countryId, (counts.get(countryId) ?? 0) + 1);
  }
  return [...counts]
    .map(([id, n]) => {
      const country = dir.countries.get(id);
      return { I: id, N: pick(country?.name, lang), NE: pick(country?.name, 'en'), C: n };
    })
    .sort((a, b) => a.N.localeCompare(b.N) || a.I - b.I);
}
