import type { Sport } from '../../model';

// The sports the trading simulator plays (issue 4), with the ids of wire-format §2.2. The two
// fast virtual products take ids that §2.2 does not use but that the operator's client already
// polls fast (wire-format §5 lists 301 and 311 among its 3-second live overrides):
//   301 Marble races, 311 Virtual greyhounds.

export const SPORT = {
  football: 1,
  iceHockey: 2,
  basketball: 3,
  tennis: 4,
  volleyball: 6,
  handball: 8,
  tableTennis: 10,
  esports: 40,
  horseRacing: 44,
  cricket: 66,
  cyberFootball: 85,
  cyberBasketball: 89,
  cyberHockey: 144,
  ufc: 189,
  politics: 202,
  marbleRaces: 301,
  virtualGreyhounds: 311,
} as const;

const sport = (id: number, en: string, ru: string, model: Sport['model'], virtual: boolean, sort: number): Sport => ({
  id,
  name: { en, ru },
  model,
  virtual,
  sort,
});

export const SPORTS: readonly Sport[] = [
  sport(SPORT.football, 'Football', 'Футбол', 'football', false, 10),
  sport(SPORT.iceHockey, 'Ice Hockey', 'Хоккей', 'two-competitor', false, 20),
  sport(SPORT.basketball, 'Basketball', 'Баскетбол', 'basketball', false, 30),
  sport(SPORT.tennis, 'Tennis', 'Теннис', 'tennis', false, 40),
  sport(SPORT.volleyball, 'Volleyball', 'Волейбол', 'two-competitor', false, 50),
  sport(SPORT.handball, 'Handball', 'Гандбол', 'two-competitor', false, 60),
  sport(SPORT.tableTennis, 'Table Tennis', 'Настольный теннис', 'two-competitor', false, 70),
  sport(SPORT.esports, 'Esports', 'Киберспорт', 'two-competitor', false, 80),
  sport(SPORT.cricket, 'Cricket', 'Крикет', 'two-competitor', false, 90),
  sport(SPORT.horseRacing, 'Horse Racing', 'Скачки', 'racing', false, 100),
  sport(SPORT.ufc, 'UFC', 'UFC', 'two-competitor', false, 110),
  sport(SPORT.politics, 'Politics', 'Политика', 'outright', false, 120),
  sport(SPORT.cyberFootball, 'Cyber football', 'Киберфутбол', 'football', true, 130),
  sport(SPORT.cyberBasketball, 'Cyber basketball', 'Кибербаскетбол', 'basketball', true, 140),
  sport(SPORT.cyberHockey, 'Cyber hockey', 'Киберхоккей', 'two-competitor', true, 150),
  sport(SPORT.marbleRaces, 'Marble races', 'Гонки шариков', 'racing', true, 160),
  sport(SPORT.virtualGreyhounds, 'Virtual greyhounds', 'Виртуальные собачьи бега', 'racing', true, 170),
];
