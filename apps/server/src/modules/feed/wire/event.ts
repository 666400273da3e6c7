import type { WireEvent } from '@stavka/contract/feed-wire';
import type { LiveState } from '../live-state';
import type { GameEntry } from '../live-state-entry';
import type { GameInfo, Market } from '../model';
import { mainAndAlternative, mainLine, marketsByGroup, outcomeCount, type OutcomeContext } from './outcomes';
import { wireScore } from './score';
import { periodUnit } from './sport-tables';
import { pick, pickText, type Lang } from './text';

// The Event object of wire-format §1.4 (Get1x2_VZip `Value[]`, search, top games, favourites).

export type EventHeader = Omit<WireEvent, 'E' | 'AE'>;

export function outcomeContext(state: LiveState, entry: GameEntry, lang: Lang): OutcomeContext {
  return {
    suspended: state.isSuspended(entry),
    playerName: (id) => pick(state.directory.players.get(id)?.name, lang),
  };
}

/** Every key of an event but its prices. */
export function eventHeader(state: LiveState, entry: GameEntry, lang: Lang): EventHeader {
  const { game } = entry;
  const dir = state.directory;
  const sport = dir.sports.get(game.sportId);
  const champ = dir.championships.get(game.champId);
  const country = champ ? dir.countries.get(champ.countryId) : undefined;
  const team1 = dir.teams.get(game.team1.id);
  const team2 = game.team2 ? dir.teams.get(game.team2.id) : undefined;
  const unit = periodUnit(game.sportId);
  const weight = champ?.sort ?? 0;
  const live = game.kind === 1;
  const misc = gameMisc(game.info, lang);
  const wp = live ? undefined : winProbabilities(game.markets);
  return {
    I: game.id,
    ...(live ? { ZP: game.id } : {}),
    CI: game.constId,
    N: game.number,
    SI: game.sportId,
    SN: pick(sport?.name, lang),
    SE: pick(sport?.name, 'en'),
    SR: pick(sport?.name, 'ru'),
    LI: game.champId,
    L: pick(champ?.name, lang),
    LE: pick(champ?.name, 'en'),
    LR: pick(champ?.name, 'ru'),
    CN: pick(country?.name, lang),
    COI: champ?.countryId ?? 0,
    KI: game.kind,
    O1: pick(game.team1.name, lang),
    O2: pick(game.team2?.name, lang),
    O1E: pick(game.team1.name, 'en'),
    O2E: pick(game.team2?.name, 'en'),
    O1I: game.team1.id,
    O2I: game.team2?.id ?? 0,
    O1IS: [game.team1.id],
    O2IS: game.team2 ? [game.team2.id] : [],
    ...(team1 ? { O1C: team1.countryId } : {}),
    ...(team2 ? { O2C: team2.countryId } : {}),
    ...(team1?.logo ? { O1IMG: [team1.logo] } : {}),
    ...(team2?.logo ? { O2IMG: [team2.logo] } : {}),
    ...(champ?.logo ? { CHIMG: champ.logo } : {}),
    S: game.start,
    U: game.updatedAt,
    T: weight,
    R: weight,
    EC: outcomeCount(game.markets),
    SGC: state.subGamesOf(game.id).length,
    ...(unit ? { TN: pick(unit.one, lang), TNS: pick(unit.many, lang) } : {}),
    ...misc,
    ...(wp ? { WP: wp } : {}),
    ...(game.parentId === null ? {} : { CMG: game.parentId }),
    ...(game.subGameType ? { TG: pick(game.subGameType, lang) } : {}),
    ...(game.periodName ? { PN: pick(game.periodName, lang) } : {}),
    // The broadcast runs while the game is played; a finished game has none.
    ...(live && game.info.videoId && !game.state.finished ? { VI: game.info.videoId } : {}),
    ...(live ? { SC: wireScore(game.state, lang) } : {}),
  };
}

/** MIS notes (K 1 round, 2 venue, 3 format, 7 city) and MIO (stage, "venue (city)"). */
function gameMisc(info: GameInfo, lang: Lang): Pick<WireEvent, 'MIS' | 'MIO'> {
  const round = pickText(info.round, lang);
  const venue = pickText(info.venue, lang);
  const format = pickText(info.format, lang);
  const city = pickText(info.city, lang);
  const notes = [
    { K: 1, V: round },
    { K: 2, V: venue },
    { K: 3, V: format },
    { K: 7, V: city },
  ].filter((note) => note.V !== '');
  if (notes.length === 0) return {};
  const location = venue && city ? `${venue} (${city})` : venue || city;
  return { MIS: notes, MIO: { ...(round ? { TSt: round } : {}), ...(location ? { Loc: location } : {}) } };
}

export function wireEvent(
  state: LiveState,
  entry: GameEntry,
  options: { lang: Lang; keepBlocked: boolean; groups: readonly number[] },
): WireEvent {
  const ctx = outcomeContext(state, entry, options.lang);
  return {
    ...eventHeader(state, entry, options.lang),
    ...mainAndAlternative(entry.game.markets, options.groups, ctx, options.keepBlocked),
  };
}

/** Pre-match win probabilities (WP) from the 1X2 prices, the margin taken out proportionally. */
function winProbabilities(markets: Market[]): WireEvent['WP'] {
  const lines = marketsByGroup(markets).get(1);
  const market = lines ? mainLine(lines) : undefined;
  if (!market) return undefined;
  const price = (type: number) => market.outcomes.find((o) => o.type === type)?.price;
  const p1 = price(1);
  const p2 = price(3);
  const px = price(2);
  if (p1 === undefined || p2 === undefined) return undefined;
  const inverse = [1 / p1, px === undefined ? 0 : 1 / px, 1 / p2];
  const total = inverse.reduce((a, b) => a + b, 0);
  const round = (v: number) => Math.round((v / total) * 100) / 100;
  return { P1: round(inverse[0] ?? 0), ...(px === undefined ? {} : { PX: round(inverse[1] ?? 0) }), P2: round(inverse[2] ?? 0) };
}
