import { and, asc, eq, getTableColumns, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '@stavka/db/client';
import {
  feedChampionships,
  feedCountries,
  feedGames,
  feedOddsHistory,
  feedPlayers,
  feedSports,
  feedTeams,
} from '@stavka/db/schema';
import type { Fixture } from './feed-events';
import type { CatalogueUpdate } from './live-state-catalogue';
import type { GameState, Sport, Team } from './model';

// The feed's SQL: the catalogue, fixtures and odds history (results: results-repo.ts) (schema packages/db feed.ts).
// Writes are multi-row upserts made by the feed store in batches; reads load the live state at boot
// and the odds graph.

/** Rows per statement: PostgreSQL takes at most 65535 parameters, a row here has up to 18. */
const CHUNK = 1_000;

type Named = { en: string; ru: string };

/**
 * Odds history rows per statement. PGlite runs each statement on the server's own thread (about
 * 30 µs a row here), so a second of a busy feed — a few thousand rows — goes in as statements of
 * a few milliseconds, with the event loop free between them to write prices to the sockets.
 */
export const ODDS_ROWS_PER_STATEMENT = 250;

function chunks<T>(rows: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** Lets the event loop serve its sockets and timers (a macrotask, not a microtask). */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** `SET col = excluded.col` for an upsert. */
function excluded(columns: Record<string, PgColumn>): Record<string, SQL> {
  return Object.fromEntries(Object.entries(columns).map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]));
}

export async function upsertCatalogue(db: Database, update: CatalogueUpdate): Promise<void> {
  for (const rows of chunks(update.sports ?? [])) {
    const values = rows.map((s) => ({ id: s.id, nameEn: s.name.en, nameRu: s.name.ru, model: s.model, virtual: s.virtual, sort: s.sort }));
    await db
      .insert(feedSports)
      .values(values)
      .onConflictDoUpdate({ target: feedSports.id, set: allButKey(feedSports, 'id') });
  }
  for (const rows of chunks(update.countries ?? [])) {
    const values = rows.map((c) => ({ id: c.id, nameEn: c.name.en, nameRu: c.name.ru }));
    await db
      .insert(feedCountries)
      .values(values)
      .onConflictDoUpdate({ target: feedCountries.id, set: excluded({ nameEn: feedCountries.nameEn, nameRu: feedCountries.nameRu }) });
  }
  for (const rows of chunks(update.championships ?? [])) {
    const values = rows.map((c) => ({
      id: c.id,
      sportId: c.sportId,
      countryId: c.countryId,
      nameEn: c.name.en,
      nameRu: c.name.ru,
      parentId: c.parentId,
      sort: c.sort,
      top: c.top,
    }));
    const t = feedChampionships;
    await db
      .insert(t)
      .values(values)
      .onConflictDoUpdate({
        target: t.id,
        set: excluded({
          sportId: t.sportId,
          countryId: t.countryId,
          nameEn: t.nameEn,
          nameRu: t.nameRu,
          parentId: t.parentId,
          sort: t.sort,
          top: t.top,
        }),
      });
  }
  for (const rows of chunks(update.teams ?? [])) {
    const values = rows.map((team) => ({
      id: team.id,
      sportId: team.sportId,
      countryId: team.countryId,
      nameEn: team.name.en,
      nameRu: team.name.ru,
      rating: team.rating,
      logo: team.logo ?? null,
    }));
    const t = feedTeams;
    await db
      .insert(t)
      .values(values)
      .onConflictDoUpdate({
        target: t.id,
        set: excluded({ sportId: t.sportId, countryId: t.countryId, nameEn: t.nameEn, nameRu: t.nameRu, rating: t.rating, logo: t.logo }),
      });
  }
  for (const rows of chunks(update.players ?? [])) {
    const values = rows.map((p) => ({ id: p.id, teamId: p.teamId, nameEn: p.name.en, nameRu: p.name.ru }));
    const t = feedPlayers;
    await db
      .insert(t)
      .values(values)
      .onConflictDoUpdate({ target: t.id, set: excluded({ teamId: t.teamId, nameEn: t.nameEn, nameRu: t.nameRu }) });
  }
}

/** `SET every column but the key = excluded.column`. */
function allButKey(table: Parameters<typeof getTableColumns>[0], key: string): Record<string, SQL> {
  const { [key]: _key, ...rest } = getTableColumns(table);
  return excluded(rest);
}

export async function upsertFixtures(db: Database, fixtures: { fixture: Fixture; at: number }[]): Promise<void> {
  const t = feedGames;
  for (const rows of chunks(fixtures)) {
    const values = rows.map(({ fixture: f, at }) => ({
      id: f.id,
      constId: f.constId,
      number: f.number,
      sportId: f.sportId,
      champId: f.champId,
      kind: f.kind,
      startAt: new Date(f.start * 1000),
      team1Id: f.team1.id,
      team1Name: f.team1.name,
      team2Id: f.team2?.id ?? null,
      team2Name: f.team2?.name ?? null,
      parentId: f.parentId,
      subGameType: f.subGameType ?? null,
      periodName: f.periodName ?? null,
      info: f.info,
      state: f.state,
      finished: f.state.finished,
      updatedAt: new Date(at),
    }));
    // A fixture that arrives after the result must not reopen the game.
    await db
      .insert(t)
      .values(values)
      .onConflictDoUpdate({ target: t.id, set: { ...allButKey(t, 'id'), finished: sql`${t.finished} or excluded.finished` } });
  }
}

export interface OddsRow {
  gameId: number;
  groupId: number;
  type: number;
  param: number | null;
  playerId: number | null;
  price: number;
  at: Date;
}

/**
 * Appends odds history rows. Each statement takes ODDS_ROWS_PER_STATEMENT rows: each column goes as
 * one array parameter and `unnest` turns the arrays back into rows, so a statement costs seven
 * parameters to build and send rather than seven per row.
 */
export async function insertOddsRows(db: Database, rows: OddsRow[]): Promise<void> {
  for (const [index, chunk] of chunks(rows, ODDS_ROWS_PER_STATEMENT).entries()) {
    if (index > 0) await yieldToEventLoop();
    const column = <T>(pick: (row: OddsRow) => T) => sql.param(chunk.map(pick));
    await db.execute(sql`
      insert into feed_odds_history (game_id, group_id, type, param, player_id, price, at)
      select * from unnest(
        ${column((r) => r.gameId)}::bigint[], ${column((r) => r.groupId)}::integer[], ${column((r) => r.type)}::integer[],
        ${column((r) => r.param)}::double precision[], ${column((r) => r.playerId)}::integer[], ${column((r) => r.price)}::integer[],
        ${column((r) => r.at.toISOString())}::timestamptz[]
      )`);
  }
}

/** Deletes odds history older than `before`; returns how many rows went. */
export async function pruneOddsHistory(db: Database, before: Date): Promise<number> {
  const deleted = await db.delete(feedOddsHistory).where(lt(feedOddsHistory.at, before)).returning({ id: feedOddsHistory.id });
  return deleted.length;
}

/** One outcome's price history, oldest first (the game page's graph). */
export async function readOddsHistory(
  db: Database,
  query: { gameId: number; groupId: number; type: number; param: number | null; since: Date },
): Promise<{ price: number; at: Date }[]> {
  const t = feedOddsHistory;
  return db
    .select({ price: t.price, at: t.at })
    .from(t)
    .where(
      and(
        eq(t.gameId, query.gameId),
        eq(t.groupId, query.groupId),
        eq(t.type, query.type),
        query.param === null ? sql`${t.param} is null` : eq(t.param, query.param),
        gte(t.at, query.since),
      ),
    )
    .orderBy(asc(t.at))
    .limit(5_000);
}

export async function loadCatalogue(db: Database): Promise<CatalogueUpdate> {
  const [sports, countries, championships, teams, players] = await Promise.all([
    db.select().from(feedSports),
    db.select().from(feedCountries),
    db.select().from(feedChampionships),
    db.select().from(feedTeams),
    db.select().from(feedPlayers),
  ]);
  const name = (r: { nameEn: string; nameRu: string }) => ({ en: r.nameEn, ru: r.nameRu });
  return {
    sports: sports.map((s) => ({ id: s.id, name: name(s), model: s.model as Sport['model'], virtual: s.virtual, sort: s.sort })),
    countries: countries.map((c) => ({ id: c.id, name: name(c) })),
    championships: championships.map((c) => ({
      id: c.id,
      sportId: c.sportId,
      countryId: c.countryId,
      name: name(c),
      parentId: c.parentId,
      sort: c.sort,
      top: c.top,
    })),
    teams: teams.map((t) => ({
      id: t.id,
      sportId: t.sportId,
      countryId: t.countryId,
      name: name(t),
      rating: t.rating as Team['rating'],
      ...(t.logo === null ? {} : { logo: t.logo }),
    })),
    players: players.map((p) => ({ id: p.id, teamId: p.teamId, name: name(p) })),
  };
}

export type GameRow = typeof feedGames.$inferSelect;

export function fixtureOfRow(row: GameRow): Fixture {
  return {
    id: row.id,
    constId: row.constId,
    number: row.number,
    sportId: row.sportId,
    champId: row.champId,
    kind: row.kind === 1 ? 1 : 3,
    start: Math.floor(row.startAt.getTime() / 1000),
    team1: { id: row.team1Id, name: row.team1Name as Named },
    team2: row.team2Id === null ? null : { id: row.team2Id, name: row.team2Name as Named },
    parentId: row.parentId,
    ...(row.subGameType === null ? {} : { subGameType: row.subGameType as Named }),
    ...(row.periodName === null ? {} : { periodName: row.periodName as Named }),
    info: row.info as Fixture['info'],
    state: row.state as GameState,
  };
}

/** Games not finished that started after `since`: what the pages list after a restart. */
export async function loadOpenFixtures(db: Database, since: Date): Promise<Fixture[]> {
  const rows = await db
    .select()
    .from(feedGames)
    .where(and(eq(feedGames.finished, false), gte(feedGames.startAt, since)));
  return rows.map(fixtureOfRow);
}
