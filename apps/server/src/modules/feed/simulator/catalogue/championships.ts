import { INTERNATIONAL } from './countries';
import type { LocalName } from './names';
import { SPORT } from './sports';

// The championships of the simulated catalogue, per sport (issue 4 "many countries and
// championships"). Competition names follow the feeds' "Country. League" form; teams, players and
// venues are invented (names.ts, people.ts). Ids are fixed by position: sport × 10 000 + index × 10,
// sub-championships (groups, conferences) + 1…9, so adding a championship at the end renumbers nothing.

/** Who takes part in a championship's games. */
export type EntrantKind =
  | { kind: 'clubs'; count: number; naming: 'football' | 'nickname' | 'esports' | 'cyber' }
  /** The two best clubs of each of the sport's first level-1 leagues (continental cups). */
  | { kind: 'cup'; count: number }
  | { kind: 'nations'; countries: readonly number[] }
  | { kind: 'individuals'; count: number; gender: 'm' | 'f' }
  /** Outrights and races: runners from a pool shared by championships with the same key. */
  | { kind: 'runners'; pool: string; poolKind: 'horse' | 'dog' | 'marble' | 'candidate' | 'party'; poolSize: number; field: number };

/** Match format knobs read by the engines; absent ones take the sport's defaults. */
export interface ChampFormat {
  bestOf?: number;
  /** MMA rounds. */
  rounds?: number;
  periodMinutes?: number;
  /** Simulated match minutes per real minute (cyber and virtual products play compressed). */
  timeScale?: number;
  distanceM?: number;
}

export interface ChampSpec {
  sportId: number;
  countryId: number;
  name: LocalName;
  entrants: EntrantKind;
  /** Strength tier: 1 the strongest leagues. */
  level: number;
  top?: boolean;
  subs?: readonly LocalName[];
  format?: ChampFormat;
}

const n = (en: string, ru: string): LocalName => ({ en, ru });
const clubs = (count: number, naming: 'football' | 'nickname' | 'esports' | 'cyber' = 'nickname'): EntrantKind => ({ kind: 'clubs', count, naming });
const people = (count: number, gender: 'm' | 'f' = 'm'): EntrantKind => ({ kind: 'individuals', count, gender });
const groups = (...letters: string[]) => letters.map((l) => n(`Group ${l}`, `Группа ${l}`));
const conferences = [n('Eastern Conference', 'Восточная конференция'), n('Western Conference', 'Западная конференция')];

const football = (countryId: number, en: string, ru: string, count: number, level: number, extra: Partial<ChampSpec> = {}): ChampSpec => ({
  sportId: SPORT.football,
  countryId,
  name: n(en, ru),
  entrants: clubs(count, 'football'),
  level,
  ...extra,
});

const FOOTBALL: ChampSpec[] = [
  football(826, 'England. Premier League', 'Англия. Премьер-лига', 20, 1, { top: true }),
  football(724, 'Spain. Primera Division', 'Испания. Примера', 20, 1, { top: true }),
  football(276, 'Germany. Bundesliga', 'Германия. Бундеслига', 18, 1, { top: true }),
  football(380, 'Italy. Serie A', 'Италия. Серия A', 20, 1, { top: true }),
  football(250, 'France. Ligue 1', 'Франция. Лига 1', 18, 1, { top: true }),
  football(643, 'Russia. Premier League', 'Россия. Премьер-лига', 16, 1, { top: true }),
  football(528, 'Netherlands. Eredivisie', 'Нидерланды. Эредивизи', 18, 1),
  football(620, 'Portugal. Primeira Liga', 'Португалия. Примейра-лига', 18, 1),
  football(76, 'Brazil. Serie A', 'Бразилия. Серия A', 20, 1),
  football(826, 'England. Championship', 'Англия. Чемпионшип', 20, 2),
  football(792, 'Turkey. Super League', 'Турция. Суперлига', 18, 2),
  football(32, 'Argentina. Primera Division', 'Аргентина. Примера', 20, 2),
  football(840, 'USA. Major League', 'США. Мейджор-лига', 20, 2, { subs: conferences }),
  football(392, 'Japan. J1 League', 'Япония. Джей-лига', 18, 2),
  football(752, 'Sweden. Allsvenskan', 'Швеция. Аллсвенскан', 16, 2),
  football(484, 'Mexico. Primera Division', 'Мексика. Примера', 18, 2),
  football(398, 'Kazakhstan. Premier League', 'Казахстан. Премьер-лига', 14, 3),
  football(36, 'Australia. National League', 'Австралия. Национальная лига', 12, 3),
  football(300, 'Greece. Super League', 'Греция. Суперлига', 14, 3),
  football(616, 'Poland. Ekstraklasa', 'Польша. Экстракласа', 18, 3),
  football(112, 'Belarus. Premier League', 'Беларусь. Высшая лига', 16, 3),
  {
    sportId: SPORT.football,
    countryId: INTERNATIONAL,
    name: n('Europe. Champions Cup', 'Европа. Кубок чемпионов'),
    entrants: { kind: 'cup', count: 16 },
    level: 1,
    top: true,
    subs: groups('A', 'B', 'C', 'D'),
  },
  {
    sportId: SPORT.football,
    countryId: INTERNATIONAL,
    name: n('World. Nations Cup', 'Мир. Кубок наций'),
    entrants: { kind: 'nations', countries: [76, 32, 250, 276, 724, 380, 826, 620, 528, 56, 191, 484, 392, 410, 152, 170] },
    level: 1,
    top: true,
    subs: groups('A', 'B', 'C', 'D'),
  },
];

const team = (sportId: number, countryId: number, en: string, ru: string, entrants: EntrantKind, level: number, extra: Partial<ChampSpec> = {}): ChampSpec => ({
  sportId,
  countryId,
  name: n(en, ru),
  entrants,
  level,
  ...extra,
});

const OTHERS: ChampSpec[] = [
  team(SPORT.iceHockey, 643, 'Russia. Superleague', 'Россия. Суперлига', clubs(16), 1, { top: true, subs: conferences }),
  team(SPORT.iceHockey, 840, 'USA. Pro Hockey League', 'США. Профессиональная хоккейная лига', clubs(16), 1, { top: true, subs: conferences }),
  team(SPORT.iceHockey, 752, 'Sweden. Elite League', 'Швеция. Элитная серия', clubs(12), 2),
  team(SPORT.iceHockey, 246, 'Finland. Liiga', 'Финляндия. Лийга', clubs(12), 2),
  team(SPORT.iceHockey, 203, 'Czechia. Extraliga', 'Чехия. Экстралига', clubs(12), 2),
  team(SPORT.iceHockey, 398, 'Kazakhstan. Championship', 'Казахстан. Чемпионат', clubs(8), 3),

  team(SPORT.basketball, 840, 'USA. Pro Basketball League', 'США. Профессиональная баскетбольная лига', clubs(20), 1, { top: true, subs: conferences, format: { periodMinutes: 12 } }),
  team(SPORT.basketball, INTERNATIONAL, 'Europe. Continental League', 'Европа. Континентальная лига', clubs(16), 1, { top: true }),
  team(SPORT.basketball, 724, 'Spain. Liga', 'Испания. Лига', clubs(14), 2),
  team(SPORT.basketball, 643, 'Russia. United League', 'Россия. Единая лига', clubs(10), 2),
  team(SPORT.basketball, 792, 'Turkey. Super League', 'Турция. Суперлига', clubs(12), 2),
  team(SPORT.basketball, 156, 'China. Premier League', 'Китай. Премьер-лига', clubs(14), 3),
  team(SPORT.basketball, 380, 'Italy. Serie A', 'Италия. Серия A', clubs(12), 2),

  team(SPORT.tennis, 36, 'ATP. Melbourne', 'ATP. Мельбурн', people(24), 1, { top: true, format: { bestOf: 5 } }),
  team(SPORT.tennis, 724, 'ATP. Valencia', 'ATP. Валенсия', people(24), 1, { top: true }),
  team(SPORT.tennis, 276, 'ATP. Hamburg', 'ATP. Гамбург', people(16), 1),
  team(SPORT.tennis, 380, 'WTA. Rome', 'WTA. Рим', people(24, 'f'), 1, { top: true }),
  team(SPORT.tennis, 250, 'WTA. Lyon', 'WTA. Лион', people(16, 'f'), 1),
  team(SPORT.tennis, 620, 'Challenger. Porto', 'Челленджер. Порту', people(16), 2),
  team(SPORT.tennis, 792, 'ITF. Men. Antalya', 'ITF. Мужчины. Анталья', people(16), 3),
  team(SPORT.tennis, 792, 'ITF. Women. Antalya', 'ITF. Женщины. Анталья', people(16, 'f'), 3),

  team(SPORT.volleyball, 643, 'Russia. Superleague', 'Россия. Суперлига', clubs(12), 1, { top: true }),
  team(SPORT.volleyball, 380, 'Italy. Superliga', 'Италия. Суперлига', clubs(12), 1),
  team(SPORT.volleyball, 616, 'Poland. Liga', 'Польша. Лига', clubs(12), 1),
  team(SPORT.volleyball, 76, 'Brazil. Superliga', 'Бразилия. Суперлига', clubs(12), 2),
  team(SPORT.volleyball, 792, 'Turkey. Liga', 'Турция. Лига', clubs(10), 2),

  team(SPORT.handball, 276, 'Germany. Bundesliga', 'Германия. Бундеслига', clubs(16), 1, { top: true }),
  team(SPORT.handball, 250, 'France. Division 1', 'Франция. Дивизион 1', clubs(14), 1),
  team(SPORT.handball, 724, 'Spain. Liga', 'Испания. Лига', clubs(14), 2),
  team(SPORT.handball, 208, 'Denmark. League', 'Дания. Лига', clubs(12), 2),
  team(SPORT.handball, 643, 'Russia. Superleague', 'Россия. Суперлига', clubs(10), 2),
  team(SPORT.handball, INTERNATIONAL, 'Europe. Champions Cup', 'Европа. Кубок чемпионов', clubs(16), 1, { top: true, subs: groups('A', 'B') }),

  team(SPORT.tableTennis, INTERNATIONAL, 'International. Masters Series', 'Международный. Серия мастерс', people(24), 1, { top: true, format: { bestOf: 7 } }),
  team(SPORT.tableTennis, 203, 'Czechia. Pro Series', 'Чехия. Про серия', people(24), 2),
  team(SPORT.tableTennis, 643, 'Russia. Pro League', 'Россия. Про лига', people(24), 2),
  team(SPORT.tableTennis, 392, 'Japan. Pro Tour', 'Япония. Про тур', people(16), 2),
  team(SPORT.tableTennis, INTERNATIONAL, "International. Women's Series", 'Международный. Женская серия', people(16, 'f'), 2),

  team(SPORT.esports, INTERNATIONAL, 'Counter-Strike 2. Pro Series', 'Counter-Strike 2. Про серия', clubs(16, 'esports'), 1, { top: true, subs: groups('A', 'B') }),
  team(SPORT.esports, INTERNATIONAL, 'Counter-Strike 2. Open Cup', 'Counter-Strike 2. Открытый кубок', clubs(12, 'esports'), 2),
  team(SPORT.esports, INTERNATIONAL, 'Valorant. Open Series', 'Valorant. Открытая серия', clubs(12, 'esports'), 2),

  team(SPORT.cricket, 356, 'India. T20 League', 'Индия. Лига T20', clubs(10), 1, { top: true }),
  team(SPORT.cricket, 36, 'Australia. T20 Cup', 'Австралия. Кубок T20', clubs(8), 1),
  team(SPORT.cricket, 826, 'England. T20 Cup', 'Англия. Кубок T20', clubs(18), 2, { subs: [n('North Group', 'Северная группа'), n('South Group', 'Южная группа')] }),
  team(SPORT.cricket, INTERNATIONAL, 'International. T20 Series', 'Международный. Серия T20', { kind: 'nations', countries: [356, 586, 144, 50, 36, 554, 710, 826] }, 1, { top: true }),

  team(SPORT.horseRacing, 826, 'United Kingdom. Kingsbury Downs', 'Великобритания. Кингсбери-Даунс', { kind: 'runners', pool: 'horses-gb', poolKind: 'horse', poolSize: 48, field: 10 }, 1, { top: true, format: { distanceM: 1600 } }),
  team(SPORT.horseRacing, 826, 'United Kingdom. Ashfield Park', 'Великобритания. Эшфилд-Парк', { kind: 'runners', pool: 'horses-gb', poolKind: 'horse', poolSize: 48, field: 8 }, 2, { format: { distanceM: 2000 } }),
  team(SPORT.horseRacing, 372, 'Ireland. Glenmoor', 'Ирландия. Гленмур', { kind: 'runners', pool: 'horses-ie', poolKind: 'horse', poolSize: 32, field: 8 }, 2, { format: { distanceM: 1400 } }),
  team(SPORT.horseRacing, 250, 'France. Val-Rosé', 'Франция. Валь-Розе', { kind: 'runners', pool: 'horses-fr', poolKind: 'horse', poolSize: 32, field: 9 }, 2, { format: { distanceM: 2400 } }),
  team(SPORT.horseRacing, 840, 'USA. Silver Creek Downs', 'США. Сильвер-Крик-Даунс', { kind: 'runners', pool: 'horses-us', poolKind: 'horse', poolSize: 40, field: 10 }, 1, { format: { distanceM: 1800 } }),

  team(SPORT.ufc, INTERNATIONAL, 'International. Octagon Championship', 'Международный. Чемпионат октагона', people(24), 1, { top: true, format: { rounds: 5 } }),
  team(SPORT.ufc, INTERNATIONAL, 'International. Octagon Fight Night', 'Международный. Бойцовская ночь октагона', people(24), 2, { format: { rounds: 3 } }),
  team(SPORT.ufc, INTERNATIONAL, "International. Octagon Women's Series", 'Международный. Женская серия октагона', people(16, 'f'), 2, { format: { rounds: 3 } }),

  team(SPORT.politics, INTERNATIONAL, 'Politics. Arland. Presidential election', 'Политика. Арланд. Президентские выборы', { kind: 'runners', pool: 'arland', poolKind: 'candidate', poolSize: 6, field: 6 }, 1, { top: true }),
  team(SPORT.politics, INTERNATIONAL, 'Politics. Veloria. Parliamentary election, largest party', 'Политика. Велория. Парламентские выборы, крупнейшая партия', { kind: 'runners', pool: 'veloria', poolKind: 'party', poolSize: 7, field: 7 }, 1),
  team(SPORT.politics, INTERNATIONAL, 'Politics. Nordmark. Presidential election', 'Политика. Нордмарк. Президентские выборы', { kind: 'runners', pool: 'nordmark', poolKind: 'candidate', poolSize: 5, field: 5 }, 2),

  team(SPORT.cyberFootball, INTERNATIONAL, 'Cyber football. Premier League 2×6', 'Киберфутбол. Премьер-лига 2×6', clubs(10, 'cyber'), 1, { top: true, format: { timeScale: 7.5 } }),
  team(SPORT.cyberFootball, INTERNATIONAL, 'Cyber football. Champions Cup 2×4', 'Киберфутбол. Кубок чемпионов 2×4', clubs(8, 'cyber'), 2, { format: { timeScale: 11.25 } }),
  team(SPORT.cyberBasketball, INTERNATIONAL, 'Cyber basketball. Pro League 4×5', 'Кибербаскетбол. Про лига 4×5', clubs(10, 'cyber'), 1, { top: true, format: { periodMinutes: 12, timeScale: 2.4 } }),
  team(SPORT.cyberBasketball, INTERNATIONAL, 'Cyber basketball. Blitz 4×3', 'Кибербаскетбол. Блиц 4×3', clubs(8, 'cyber'), 2, { format: { periodMinutes: 12, timeScale: 4 } }),
  team(SPORT.cyberHockey, INTERNATIONAL, 'Cyber hockey. Pro League 3×4', 'Киберхоккей. Про лига 3×4', clubs(10, 'cyber'), 1, { top: true, format: { timeScale: 5 } }),
  team(SPORT.cyberHockey, INTERNATIONAL, 'Cyber hockey. Nations 3×3', 'Киберхоккей. Нации 3×3', clubs(8, 'cyber'), 2, { format: { timeScale: 6.67 } }),

  team(SPORT.marbleRaces, INTERNATIONAL, 'Marble Cup. Sprint', 'Кубок шариков. Спринт', { kind: 'runners', pool: 'marbles', poolKind: 'marble', poolSize: 16, field: 8 }, 1, { top: true, format: { distanceM: 40 } }),
  team(SPORT.marbleRaces, INTERNATIONAL, 'Marble Cup. Grand Prix', 'Кубок шариков. Гран-при', { kind: 'runners', pool: 'marbles', poolKind: 'marble', poolSize: 16, field: 12 }, 1, { format: { distanceM: 120 } }),
  team(SPORT.virtualGreyhounds, INTERNATIONAL, 'Virtual greyhounds. Sprint 480 m', 'Виртуальные собачьи бега. Спринт 480 м', { kind: 'runners', pool: 'dogs', poolKind: 'dog', poolSize: 36, field: 6 }, 1, { top: true, format: { distanceM: 480 } }),
  team(SPORT.virtualGreyhounds, INTERNATIONAL, 'Virtual greyhounds. Stayers 700 m', 'Виртуальные собачьи бега. Стайеры 700 м', { kind: 'runners', pool: 'dogs', poolKind: 'dog', poolSize: 36, field: 6 }, 2, { format: { distanceM: 700 } }),
];

export const CHAMPIONSHIP_SPECS: readonly ChampSpec[] = [...FOOTBALL, ...OTHERS];

/** Stable ids by position within the sport (see the header). */
export function championshipIds(specs: readonly ChampSpec[]): Map<ChampSpec, number> {
  const perSport = new Map<number, number>();
  const ids = new Map<ChampSpec, number>();
  for (const spec of specs) {
    const index = perSport.get(spec.sportId) ?? 0;
    perSport.set(spec.sportId, index + 1);
    ids.set(spec, spec.sportId * 10_000 + (index + 1) * 10);
  }
  return ids;
}
