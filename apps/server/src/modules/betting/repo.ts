import { and, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@stavka/db/client';
import { preparedStatement } from '@stavka/db/prepared';
import { betLegs, betSettlements, bets, type Bet, type BetLeg, type BetStatus } from '@stavka/db/schema';

// Bets, their legs and settlements. A bet's status moves by a conditional update from the status
// it must be in, so two settlers (two processes, a retry) cannot both settle one version.
//
// A placement's statements (the bet, its legs, its hold) are prepared once per connection
// (decision 0036): every bet sends them, so each names all of its columns, the same every time.

const BET_COLUMNS = [
  'siteId',
  'userId',
  'accountId',
  'currencyCode',
  'betGuid',
  'kind',
  'vid',
  'systemSize',
  'stake',
  'netStake',
  'coefficient',
  'potentialPayout',
  'status',
  'live',
  'checkCf',
  'source',
  'decideAt',
  'details',
  'createdAt',
  'acceptedAt',
] as const satisfies readonly (keyof typeof bets.$inferInsert)[];
/** What a placement writes of a bet: every column it sets, always (the rest keep their defaults). */
export type NewBet = Required<Pick<typeof bets.$inferInsert, (typeof BET_COLUMNS)[number]>>;

const LEG_COLUMNS = [
  'position',
  'gameId',
  'constId',
  'sportId',
  'champId',
  'feedKind',
  'marketGroup',
  'outcomeType',
  'paramThousandths',
  'playerId',
  'coefficient',
  'start',
  'names',
  'listedScores',
] as const satisfies readonly (keyof typeof betLegs.$inferInsert)[];
/** What a placement writes of a leg, every column it sets (`listedScores` null where none). */
export type NewBetLeg = Required<Pick<typeof betLegs.$inferInsert, (typeof LEG_COLUMNS)[number]>>;


/**
 * Columns whose value may be null and whose column type cannot encode a null (a timestamp, an
 * array): their placeholder takes the value as the driver sends it, encoded here (`driverValue`).
 */
const ENCODED_HERE: ReadonlySet<string> = new Set(['decideAt', 'acceptedAt', 'listedScores']);

/** `{ column: placeholder }` for each column, the placeholder named `prefix` + column. */
function placeholders<K extends string>(columns: readonly K[], prefix = ''): Record<K, SQL | ReturnType<typeof sql.placeholder>> {
  return Object.fromEntries(
    columns.map((column) => {
      const placeholder = sql.placeholder(`${prefix}${column}`);
      return [column, ENCODED_HERE.has(column) ? sql`${placeholder}` : placeholder];
    }),
  ) as Record<K, SQL | ReturnType<typeof sql.placeholder>>;
}

/** A value of an `ENCODED_HERE` column as the driver takes it: a time in ISO form, an array as PostgreSQL writes it. */
function driverValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return `{${value.join(',')}}`;
  return value ?? null;
}

function encoded<T extends object>(row: T, prefix = ''): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).map(([column, value]) => [`${prefix}${column}`, ENCODED_HERE.has(column) ? driverValue(value) : value]));
}

const insertBetRow = preparedStatement<Bet[], Record<string, unknown>>('bet_insert', (db, name) => db.insert(bets).values(placeholders(BET_COLUMNS)).returning().prepare(name));

/** The legs' insert for a coupon of `n` legs (a single has one; a coupon at most the brand's 50). */
const legInserts = new Map<number, (db: Database, values: Record<string, unknown>) => Promise<BetLeg[]>>();
function insertLegRows(n: number) {
  let insert = legInserts.get(n);
  if (!insert) {
    insert = preparedStatement<BetLeg[], Record<string, unknown>>(`bet_legs_insert_${n}`, (db, name) =>
      db
        .insert(betLegs)
        .values(Array.from({ length: n }, (_, i) => ({ betId: sql.placeholder('betId'), ...placeholders(LEG_COLUMNS, `${i}.`) })))
        .returning()
        .prepare(name),
    );
    legInserts.set(n, insert);
  }
  return insert;
}

/** Writes a bet and its legs; answers both as written. */
export async function insertBet(tx: Database, row: NewBet, legs: readonly NewBetLeg[]): Promise<{ bet: Bet; legs: BetLeg[] }> {
  const [bet] = await insertBetRow(tx, encoded(row));
  if (!bet) throw new Error('betting: insert returned nothing');
  const values: Record<string, unknown> = Object.assign({ betId: bet.id }, ...legs.map((leg, i) => encoded(leg, `${i}.`)));
  const written = await insertLegRows(legs.length)(tx, values);
  return { bet, legs: written.sort((a, b) => a.position - b.position) };
}

const setHoldOf = preparedStatement<{ id: number }[], { holdTransferId: number; id: number; status: BetStatus }>('bet_set_hold', (db, name) =>
  db
    .update(bets)
    .set({ holdTransferId: sql`${sql.placeholder('holdTransferId')}` })
    .where(and(eq(bets.id, sql.placeholder('id')), inArray(bets.status, [sql.placeholder('status')])))
    .returning({ id: bets.id })
    .prepare(name),
);

/** The bet names the transfer that holds its stake (it is written before the hold, which names it). */
export async function setHold(tx: Database, id: number, status: BetStatus, holdTransferId: number): Promise<void> {
  const moved = await setHoldOf(tx, { holdTransferId, id, status });
  if (moved.length !== 1) throw new Error(`betting: bet ${id} left '${status}' before its hold was named`);
}

export async function betByGuid(db: Database, userId: number, betGuid: string): Promise<Bet | undefined> {
  const [row] = await db.select().from(bets).where(and(eq(bets.userId, userId), eq(bets.betGuid, betGuid)));
  return row;
}

export async function betById(db: Database, id: number): Promise<Bet | undefined> {
  const [row] = await db.select().from(bets).where(eq(bets.id, id));
  return row;
}

export async function lockBet(tx: Database, id: number): Promise<Bet | undefined> {
  const [row] = await tx.select().from(bets).where(eq(bets.id, id)).for('no key update');
  return row;
}

export async function legsOf(db: Database, betIds: readonly number[]): Promise<BetLeg[]> {
  if (betIds.length === 0) return [];
  return db
    .select()
    .from(betLegs)
    .where(inArray(betLegs.betId, [...betIds]))
    .orderBy(betLegs.betId, betLegs.position);
}

export async function updateBet(tx: Database, id: number, from: readonly BetStatus[], change: Partial<Bet>): Promise<boolean> {
  const moved = await tx
    .update(bets)
    .set(change)
    .where(and(eq(bets.id, id), inArray(bets.status, [...from])))
    .returning({ id: bets.id });
  return moved.length === 1;
}

export async function recordSettlement(tx: Database, row: typeof betSettlements.$inferInsert): Promise<void> {
  await tx.insert(betSettlements).values(row);
}

/** Live bets whose acceptance delay is over. */
export async function waitingBetsDue(db: Database, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: bets.id })
    .from(bets)
    .where(and(eq(bets.status, 'waiting'), lte(bets.decideAt, now)))
    .orderBy(bets.decideAt)
    .limit(limit);
  return rows.map((row) => row.id);
}

export interface BetHistoryQuery {
  userId: number;
  since?: Date;
  until?: Date;
  /** The player cleared their history view then: earlier bets are left out, except those still open. */
  clearedBefore?: Date;
  statuses?: readonly BetStatus[];
  kinds?: readonly Bet['kind'][];
  live?: boolean;
  limit: number;
  offset: number;
}

export async function betHistory(db: Database, query: BetHistoryQuery): Promise<{ rows: Bet[]; total: number }> {
  const conditions: SQL[] = [eq(bets.userId, query.userId)];
  if (query.since) conditions.push(gte(bets.createdAt, query.since));
  if (query.until) conditions.push(lte(bets.createdAt, query.until));
  if (query.clearedBefore) {
    const keptOpen = or(gte(bets.createdAt, query.clearedBefore), inArray(bets.status, ['waiting', 'accepted']));
    if (keptOpen) conditions.push(keptOpen);
  }
  if (query.statuses && query.statuses.length > 0) conditions.push(inArray(bets.status, [...query.statuses]));
  if (query.kinds && query.kinds.length > 0) conditions.push(inArray(bets.kind, [...query.kinds]));
  if (query.live !== undefined) conditions.push(eq(bets.live, query.live));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db.select().from(bets).where(where).orderBy(desc(bets.createdAt), desc(bets.id)).limit(query.limit).offset(query.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(bets).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
