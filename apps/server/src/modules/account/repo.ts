import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '@stavka/db/client';
import { cities, countries, identificationChecks, regions, userAccountDetails, users } from '@stavka/db/schema';

// The SQL of the player's account data: the personal fields kept on `users`, the rest in
// `user_account_details`, and the regions and cities reference tables.

export type Executor = Pick<Database, 'select' | 'insert' | 'update'>;
export type AccountUser = Pick<
  typeof users.$inferSelect,
  'id' | 'email' | 'phone' | 'countryId' | 'firstName' | 'lastName' | 'birthDate' | 'identityStatus'
>;
export type DetailsRow = typeof userAccountDetails.$inferSelect;
export type DetailsValues = Omit<DetailsRow, 'userId'>;

const userColumns = {
  id: users.id,
  email: users.email,
  phone: users.phone,
  countryId: users.countryId,
  firstName: users.firstName,
  lastName: users.lastName,
  birthDate: users.birthDate,
  identityStatus: users.identityStatus,
};

/** The player's row; `forUpdate` holds it until the transaction ends, so a check's status cannot change meanwhile. */
export async function findAccountUser(db: Executor, userId: number, forUpdate = false): Promise<AccountUser | undefined> {
  const query = db.select(userColumns).from(users).where(eq(users.id, userId));
  const [row] = forUpdate ? await query.for('no key update') : await query;
  return row;
}

/** The status of the player's latest identity check by documents (pending, verified, rejected), or null. */
export async function latestCheckStatus(db: Executor, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ status: identificationChecks.status })
    .from(identificationChecks)
    .where(eq(identificationChecks.userId, userId))
    .orderBy(desc(identificationChecks.id))
    .limit(1);
  return row?.status ?? null;
}

export async function findDetails(db: Executor, userId: number): Promise<DetailsRow | undefined> {
  const [row] = await db.select().from(userAccountDetails).where(eq(userAccountDetails.userId, userId));
  return row;
}

export async function updateUserNames(
  db: Executor,
  userId: number,
  values: Partial<Pick<AccountUser, 'firstName' | 'lastName' | 'birthDate'>>,
): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db.update(users).set(values).where(eq(users.id, userId));
}

export async function upsertDetails(db: Executor, userId: number, values: DetailsValues): Promise<void> {
  await db
    .insert(userAccountDetails)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userAccountDetails.userId, set: values });
}

export async function findCountry(db: Executor, id: number) {
  const [row] = await db
    .select({ id: countries.id, iso2: countries.iso2, name: countries.name, nameRu: countries.nameRu })
    .from(countries)
    .where(eq(countries.id, id));
  return row;
}

export async function findRegion(db: Executor, id: number) {
  const [row] = await db.select().from(regions).where(eq(regions.id, id));
  return row;
}

export async function findCity(db: Executor, id: number) {
  const [row] = await db.select().from(cities).where(eq(cities.id, id));
  return row;
}

export async function regionsOf(db: Executor, countryId: number) {
  return db.select().from(regions).where(eq(regions.countryId, countryId)).orderBy(asc(regions.id));
}

export async function citiesOf(db: Executor, regionId: number) {
  return db.select().from(cities).where(eq(cities.regionId, regionId)).orderBy(asc(cities.id));
}

export async function cityInRegion(db: Executor, cityId: number, regionId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: cities.id })
    .from(cities)
    .where(and(eq(cities.id, cityId), eq(cities.regionId, regionId)));
  return row !== undefined;
}
