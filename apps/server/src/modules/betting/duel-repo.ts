import { and, eq, gt, gte, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '@stavka/db/client';
import { betLegs, duels, type Duel } from '@stavka/db/schema';

// Duels (decision 0026): one row per ordered pair of sides, made once and found again.

/** Duel ids are above this (the table's identity starts just past it), far above any feed game's id. */
export const DUEL_ID_FLOOR = 9_000_000_000_000;

export interface DuelSides {
  game1Id: number;
  side1: 1 | 2;
  game2Id: number;
  side2: 1 | 2;
}

/** The duel of these sides: the one made before, or a new one. */
export async function findOrCreateDuel(db: Database, sides: DuelSides): Promise<Duel> {
  const [made] = await db.insert(duels).values(sides).onConflictDoNothing().returning();
  if (made) return made;
  const [found] = await db
    .select()
    .from(duels)
    .where(and(eq(duels.game1Id, sides.game1Id), eq(duels.side1, sides.side1), eq(duels.game2Id, sides.game2Id), eq(duels.side2, sides.side2)));
  if (!found) throw new Error('betting: a duel neither made nor found');
  return found;
}

/** The duels a process must know: those made since `since`, and those with legs still to settle. */
export async function duelsToKnow(db: Database, since: Date): Promise<Duel[]> {
  const open = db
    .selectDistinct({ id: betLegs.gameId })
    .from(betLegs)
    .where(and(gt(betLegs.gameId, DUEL_ID_FLOOR), isNull(betLegs.result)));
  return db
    .select()
    .from(duels)
    .where(or(gte(duels.createdAt, since), inArray(duels.id, open)));
}
