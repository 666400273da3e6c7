import { describe, expect, it } from 'vitest';
import { buildCatalogue } from './catalogue/catalogue';
import { SPORT } from './catalogue/sports';
import { fixtureInfo, matchFormat } from './fixture-info';

// The misc notes of simulated games (wire-format §1.4 MIS): the format of each sport in both
// languages, the home ground and city of clubs, and which games are broadcast.

describe('match format notes', () => {
  it.each([
    [SPORT.football, {}, '2 halves of 45 minutes', '2 тайма по 45 минут'],
    [SPORT.cyberFootball, { timeScale: 7.5 }, '2 halves of 6 minutes', '2 тайма по 6 минут'],
    [SPORT.iceHockey, {}, '3 periods of 20 minutes', '3 периода по 20 минут'],
    [SPORT.cyberHockey, { timeScale: 6.67 }, '3 periods of 3 minutes', '3 периода по 3 минуты'],
    [SPORT.basketball, { periodMinutes: 12 }, '4 quarters of 12 minutes', '4 четверти по 12 минут'],
    [SPORT.handball, {}, '2 halves of 30 minutes', '2 тайма по 30 минут'],
    [SPORT.ufc, { rounds: 5 }, '5 rounds of 5 minutes', '5 раундов по 5 минут'],
    [SPORT.ufc, {}, '3 rounds of 5 minutes', '3 раунда по 5 минут'],
    [SPORT.tennis, { bestOf: 5 }, 'Best of 5 sets', 'До 3 выигранных сетов'],
    [SPORT.esports, {}, 'Best of 3 maps', 'До 2 выигранных карт'],
    [SPORT.cricket, {}, 'T20, 20 overs a side', 'T20, 20 оверов на команду'],
    [SPORT.marbleRaces, { distanceM: 40 }, 'Distance 40 m', 'Дистанция 40 м'],
  ])('sport %i %j: %s', (sportId, format, en, ru) => {
    expect(matchFormat(sportId, format)).toEqual({ en, ru });
  });

  it('has none for outrights', () => {
    expect(matchFormat(SPORT.politics, {})).toBeUndefined();
  });
});

describe('fixture info', () => {
  const catalogue = buildCatalogue(11);
  const premier = catalogue.championships.find((c) => c.sportId === SPORT.football && c.top && c.subIds.length === 0);
  if (!premier) throw new Error('no top football league');
  const [homeId, awayId] = premier.teamIds;
  const home = catalogue.team(homeId ?? 0);

  it("places a club's home game at its town's ground, with the round and the format", () => {
    const town = catalogue.homeTown(home.id);
    expect(town).toBeDefined();
    const info = fixtureInfo({ catalogue, champ: premier, gameId: 100, constId: 101, home, holder: null, round: 7 });
    expect(info).toMatchObject({
      round: { en: 'Round 7', ru: '7-й тур' },
      venue: { en: `${town?.en} Stadium`, ru: `Стадион «${town?.ru}»` },
      city: town,
      format: { en: '2 halves of 45 minutes' },
    });
    expect(awayId).toBeDefined();
  });

  it('broadcasts the games of top championships, and only two-sided games', () => {
    expect(fixtureInfo({ catalogue, champ: premier, gameId: 100, constId: 101, home, holder: null, round: 1 }).videoId).toBe('101');
    const race = catalogue.championships.find((c) => c.sportId === SPORT.marbleRaces && c.top);
    if (!race) throw new Error('no marble championship');
    const holder = catalogue.team(race.holderTeamId ?? 0);
    const info = fixtureInfo({ catalogue, champ: race, gameId: 300, constId: 301, home: null, holder, round: undefined });
    expect(info.videoId).toBeUndefined();
    expect(info.venue).toEqual(holder.name);
  });

  it('gives online sports no ground', () => {
    const cyber = catalogue.championships.find((c) => c.sportId === SPORT.cyberFootball);
    if (!cyber) throw new Error('no cyber football');
    const club = catalogue.team(cyber.teamIds[0] ?? 0);
    const info = fixtureInfo({ catalogue, champ: cyber, gameId: 500, constId: 501, home: club, holder: null, round: 2 });
    expect(info.venue).toBeUndefined();
    expect(info.city).toBeUndefined();
    expect(info.format).toEqual({ en: '2 halves of 6 minutes', ru: '2 тайма по 6 минут' });
  });
});
