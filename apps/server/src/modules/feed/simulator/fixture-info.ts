import type { GameInfo, Team } from '../model';
import type { SimCatalogue, SimChampionship } from './catalogue/catalogue';
import type { ChampFormat } from './catalogue/championships';
import type { LocalName } from './catalogue/names';
import { SPORT } from './catalogue/sports';

// The misc notes of a simulated game (wire-format §1.4 MIS: K 1 round, 2 venue, 3 format, 7 city)
// and whether it is broadcast (VI). Clubs play at home, in the town they are named after; online
// sports (cyber, esports) have no ground; races are run at their meeting's course.

const ONLINE = new Set<number>([SPORT.esports, SPORT.cyberFootball, SPORT.cyberBasketball, SPORT.cyberHockey]);
const RACES = new Set<number>([SPORT.horseRacing, SPORT.marbleRaces, SPORT.virtualGreyhounds]);

/** The ground of a club's home games, in both languages, by sport. */
function groundOf(sportId: number, town: LocalName): LocalName | undefined {
  switch (sportId) {
    case SPORT.football:
      return { en: `${town.en} Stadium`, ru: `Стадион «${town.ru}»` };
    case SPORT.iceHockey:
      return { en: `${town.en} Ice Arena`, ru: `Ледовая арена «${town.ru}»` };
    case SPORT.basketball:
    case SPORT.volleyball:
    case SPORT.handball:
      return { en: `${town.en} Arena`, ru: `Арена «${town.ru}»` };
    case SPORT.cricket:
      return { en: `${town.en} Cricket Ground`, ru: `Крикетный стадион «${town.ru}»` };
    default:
      return undefined;
  }
}

/** "3 периода", "5 раундов": a Russian count with its noun's plural form. */
function ruCount(n: number, forms: { one: string; few: string; many: string }): string {
  const form = new Intl.PluralRules('ru').select(n);
  return `${n} ${form === 'one' ? forms.one : form === 'few' ? forms.few : forms.many}`;
}

const RU_MINUTES_BY = { one: 'минуте', few: 'минуты', many: 'минут' };

/** "2 halves of 45 minutes": periods of a length of play (match minutes over the product's time scale). */
function periods(count: number, en: string, ru: { one: string; few: string; many: string }, minutes: number, timeScale: number): LocalName {
  const length = Math.max(1, Math.round(minutes / timeScale));
  return {
    en: `${count} ${en} of ${length} ${length === 1 ? 'minute' : 'minutes'}`,
    ru: `${ruCount(count, ru)} по ${ruCount(length, RU_MINUTES_BY)}`,
  };
}

/** "Best of 3 sets" / "До 2 выигранных сетов": `unit.ru` in the genitive plural. */
function bestOf(games: number, unit: { en: string; ru: string }): LocalName {
  return { en: `Best of ${games} ${unit.en}`, ru: `До ${Math.ceil(games / 2)} выигранных ${unit.ru}` };
}

/** The format note (MIS K:3) of a championship's games; undefined where there is none (outrights). */
export function matchFormat(sportId: number, format: ChampFormat = {}): LocalName | undefined {
  const scale = format.timeScale ?? 1;
  switch (sportId) {
    case SPORT.football:
    case SPORT.cyberFootball:
      return periods(2, 'halves', { one: 'тайм', few: 'тайма', many: 'таймов' }, 45, scale);
    case SPORT.iceHockey:
    case SPORT.cyberHockey:
      return periods(3, 'periods', { one: 'период', few: 'периода', many: 'периодов' }, 20, scale);
    case SPORT.basketball:
    case SPORT.cyberBasketball:
      return periods(4, 'quarters', { one: 'четверть', few: 'четверти', many: 'четвертей' }, format.periodMinutes ?? 10, scale);
    case SPORT.handball:
      return periods(2, 'halves', { one: 'тайм', few: 'тайма', many: 'таймов' }, 30, scale);
    case SPORT.ufc:
      return periods(format.rounds ?? 3, 'rounds', { one: 'раунд', few: 'раунда', many: 'раундов' }, 5, 1);
    case SPORT.tennis:
      return bestOf(format.bestOf ?? 3, { en: 'sets', ru: 'сетов' });
    case SPORT.volleyball:
      return bestOf(5, { en: 'sets', ru: 'сетов' });
    case SPORT.tableTennis:
      return bestOf(format.bestOf ?? 5, { en: 'sets', ru: 'сетов' });
    case SPORT.esports:
      return bestOf(format.bestOf ?? 3, { en: 'maps', ru: 'карт' });
    case SPORT.cricket:
      return { en: 'T20, 20 overs a side', ru: 'T20, 20 оверов на команду' };
    case SPORT.horseRacing:
    case SPORT.marbleRaces:
    case SPORT.virtualGreyhounds:
      return format.distanceM === undefined ? undefined : { en: `Distance ${format.distanceM} m`, ru: `Дистанция ${format.distanceM} м` };
    default:
      return undefined;
  }
}

/**
 * Whether a game is broadcast: the two-sided games of top championships, every cricket game (the
 * cricket section's broadcasts) and every third other game, by id so that the schedule's random
 * streams are not drawn from.
 */
export function isBroadcast(champ: SimChampionship, gameId: number, twoSided: boolean): boolean {
  if (!twoSided) return false;
  return champ.top || champ.sportId === SPORT.cricket || gameId % 3 === 0;
}

export interface FixtureInfoInput {
  catalogue: SimCatalogue;
  champ: SimChampionship;
  gameId: number;
  constId: number;
  /** The home side of a two-sided game; null for races and outrights. */
  home: Team | null;
  /** The race meeting or the election that stands as team1 of runners' games. */
  holder: Team | null;
  /** The round of a league game. */
  round: number | undefined;
}

export function fixtureInfo(input: FixtureInfoInput): GameInfo {
  const { champ, home, holder } = input;
  const sportId = champ.sportId;
  const town = home && !ONLINE.has(sportId) ? input.catalogue.homeTown(home.id) : undefined;
  const ground = town ? groundOf(sportId, town) : undefined;
  const format = matchFormat(sportId, champ.spec.format);
  const course = RACES.has(sportId) || sportId === SPORT.politics ? holder?.name : undefined;
  return {
    ...(input.round === undefined ? {} : { round: { en: `Round ${input.round}`, ru: `${input.round}-й тур` } }),
    ...(ground ? { venue: ground } : course ? { venue: course } : {}),
    ...(format ? { format } : {}),
    ...(ground && town ? { city: town } : {}),
    ...(isBroadcast(champ, input.gameId, home !== null) ? { videoId: String(input.constId) } : {}),
  };
}
