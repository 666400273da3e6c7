import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@stavka/db/client';
import { preparedStatement } from '@stavka/db/prepared';
import { users } from '@stavka/db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function insertUser(db: Database, user: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning();
  if (!row) throw new Error('user insert returned nothing');
  return row;
}

export async function findUserById(db: Database, siteId: number, id: number): Promise<UserRow | undefined> {
  const [row] = await userById(db, { siteId, id });
  return row;
}

/** Every signed-in request reads the player: prepared once per connection (decision 0036). */
const userById = preparedStatement<UserRow[], { siteId: number; id: number }>('user_by_id', (db, name) =>
  db
    .select()
    .from(users)
    .where(and(eq(users.siteId, sql.placeholder('siteId')), eq(users.id, sql.placeholder('id'))))
    .prepare(name),
);

export async function findUserByEmail(db: Database, siteId: number, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(and(eq(users.siteId, siteId), eq(users.email, email.toLowerCase())));
  return row;
}

export async function findUserByLoginName(db: Database, siteId: number, loginName: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(and(eq(users.siteId, siteId), eq(users.loginName, loginName.toLowerCase())));
  return row;
}

export async function findUserByPhone(db: Database, siteId: number, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(and(eq(users.siteId, siteId), eq(users.phone, phone)));
  return row;
}

/**
 * Digits that may be an account number or a phone, in one query: the account number wins when
 * both match (as sign-in always read it). Undefined when neither is given or none matches.
 */
export async function findUserByNumberOrPhone(
  db: Database,
  siteId: number,
  candidates: { accountNumber: number | null; phone: string | null },
): Promise<UserRow | undefined> {
  const matches: SQL[] = [];
  if (candidates.accountNumber !== null) matches.push(eq(users.id, candidates.accountNumber));
  if (candidates.phone !== null) matches.push(eq(users.phone, candidates.phone));
  if (matches.length === 0) return undefined;
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.siteId, siteId), or(...matches)));
  const [row] = await (candidates.accountNumber === null ? query : query.orderBy(desc(sql`(${users.id} = ${candidates.accountNumber})`))).limit(1);
  return row;
}

export async function findUserAnySite(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function updateUser(db: Database, id: number, values: Partial<NewUser>): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, id));
}
