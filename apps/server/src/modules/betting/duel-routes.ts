import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { buildDuelSchema, type BuiltDuel, type DuelPlayer } from '@stavka/contract/bet-builder';
import { settlementSportOf } from '@stavka/domain/betting/finished-game';
import type { Database } from '@stavka/db/client';
import { AppError } from '../../http/app-error';
import { validate } from '../../http/validate';
import type { Feed, GameEntry } from '../feed/service';
import { consume, secondsUntil, throttleKey } from '../throttle/service';
import { readFolded } from './coupon-request';
import type { DuelBook } from './duel-book';
import { refusal } from './refusal';

// The duel calls (spec §7.8; decision 0026; shapes in contract/bet-builder.ts): the teams of
// pre-match football games a duel can take (GetAvailablePlayersForDuel), and a duel of two of them
// from different games (BuildDuel), answered as a game — an Event of the family's feed whose `I`
// the slip adds and MakeBetWeb places like any other.

/** Duels built from one address: plenty for a person, too few to fill the table with every pairing. */
const BUILD_RATE = { max: 120, windowMs: 10 * 60_000 };

const envelope = <T>(value: T) => ({ Id: 0, Success: true as const, Error: '', ErrorCode: 0, Guid: '', Value: value });
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const playersQuerySchema = z.object({
  sport: id.optional(),
  champ: id.optional(),
  count: z.coerce.number().int().min(1).max(1_000).default(500),
  lng: z.string().max(10).optional(),
});

/** A game a duel can take a side of: pre-match football, priced from its model, not started. */
function pairable(feed: Feed, entry: GameEntry): boolean {
  const model = feed.model(entry.game.id);
  return (
    settlementSportOf(entry.game.sportId) === 'football' &&
    entry.game.team2 !== null &&
    entry.game.start * 1000 > feed.clock.now() &&
    model?.model === 'football' &&
    model.book === 'full'
  );
}

function player(feed: Feed, entry: GameEntry, side: 1 | 2, lang: 'en' | 'ru', champ: string): DuelPlayer {
  const { game } = entry;
  const team = side === 1 ? game.team1 : (game.team2 ?? game.team1);
  const other = side === 1 ? game.team2 : game.team1;
  return {
    GameId: game.id,
    ConstId: game.constId,
    SportId: game.sportId,
    ChampId: game.champId,
    Champ: champ,
    Start: game.start,
    Side: side,
    TeamId: team.id,
    Team: team.name[lang],
    Opponent: other?.name[lang] ?? '',
  };
}

/** The championship's name as the feed's events give it. */
function champName(feed: Feed, entry: GameEntry, lang: 'en' | 'ru'): string {
  return feed.eventSnapshot(entry.game.id, lang)?.L ?? '';
}

export function registerDuelRoutes(app: FastifyInstance, deps: { feed: Feed; duels: DuelBook; db: Database; now: () => Date }): void {
  const { feed, duels, db, now } = deps;
  const langOf = (lng: string | undefined, fallback: string) => ((lng ?? fallback) === 'ru' ? 'ru' : 'en');

  app.get('/service-api/LineFeed/GetAvailablePlayersForDuel', async (request) => {
    const query = validate(playersQuerySchema, request.query ?? {});
    const lang = langOf(query.lng, request.site.config.global.defaultLanguage);
    const games = feed
      .lineGames()
      .filter((e) => pairable(feed, e) && (query.sport === undefined || e.game.sportId === query.sport) && (query.champ === undefined || e.game.champId === query.champ))
      .sort((x, y) => x.game.start - y.game.start || x.game.id - y.game.id);
    const listed = games.slice(0, Math.ceil(query.count / 2));
    const players = listed.flatMap((e) => {
      const champ = champName(feed, e, lang);
      return [player(feed, e, 1, lang, champ), player(feed, e, 2, lang, champ)];
    });
    return envelope(players.slice(0, query.count));
  });

  app.post('/service-api/LineFeed/BuildDuel', async (request) => {
    const body = readFolded(buildDuelSchema, request.body);
    const rate = await consume(db, throttleKey('ip', request.ip, 'duel_build'), BUILD_RATE, now());
    if (!rate.allowed) throw new AppError('rate_limited', 'Too many duels built: try again later', undefined, { retryAfterSeconds: secondsUntil(rate.retryAfterMs) });
    const lang = langOf(body.lng, request.site.config.global.defaultLanguage);
    const open = new Map(feed.lineGames().map((e) => [e.game.id, e]));
    const sides = body.players.map((p, i) => {
      const entry = open.get(p.gameid);
      if (!entry || !pairable(feed, entry)) throw refusal('duelInvalid', `Game ${p.gameid} is not a pre-match football game taking bets`);
      const side = p.side ?? (p.teamid === entry.game.team1.id ? 1 : p.teamid === entry.game.team2?.id ? 2 : undefined);
      if (side === undefined || (p.side !== undefined && p.teamid !== undefined && p.teamid !== (side === 1 ? entry.game.team1.id : entry.game.team2?.id))) {
        throw refusal('duelInvalid', `Side ${i + 1} names no team of game ${p.gameid}`);
      }
      return { entry, side };
    });
    const [a, b] = sides;
    if (!a || !b) throw refusal('duelInvalid', 'A duel has two sides');
    if (a.entry.game.id === b.entry.game.id) throw refusal('duelInvalid', 'The two sides of a duel play in different games');
    if (a.entry.game.sportId !== b.entry.game.sportId) throw refusal('duelInvalid', 'The two sides of a duel play the same sport');
    const duel = await duels.build({ game1Id: a.entry.game.id, side1: a.side, game2Id: b.entry.game.id, side2: b.side });
    const event = feed.eventSnapshot(duel.id, lang);
    if (!event) throw refusal('duelInvalid', 'The duel cannot be priced now');
    const value: BuiltDuel = { Event: event, Players: [player(feed, a.entry, a.side, lang, champName(feed, a.entry, lang)), player(feed, b.entry, b.side, lang, champName(feed, b.entry, lang))] };
    return envelope(value);
  });
}
