import { and, eq } from 'drizzle-orm';
import type { DisallowedSports, DisallowSportsRequest } from '@stavka/contract/disallow-sports';
import type { HiddenSportIds } from '@stavka/contract/web-context';
import type { Database } from '@stavka/db/client';
import { disallowedSports } from '@stavka/db/schema';
import { AppError } from '../../http/app-error';

// The sports a player hides from their line (feed kind 3) and live (kind 1) lists (issue 13
// "Settings"). Kept per player, kind and sport; a change checks every id against the feed's
// catalogue first and is written in one transaction, so a refused change writes nothing.

const LINE = 3;
const LIVE = 1;

/** A sport of the feed as this module reads it (feed model `Sport`). */
export interface CatalogueSport {
  readonly id: number;
  readonly name: { readonly en: string; readonly ru: string };
  readonly virtual: boolean;
  readonly sort: number;
}

export interface SportCatalogue {
  /** The feed's sports (live state directory), by id. */
  readonly sports: ReadonlyMap<number, CatalogueSport>;
}

function sportsOf(catalogue: SportCatalogue, lang: string): DisallowedSports['sports'] {
  return [...catalogue.sports.values()]
    .sort((a, b) => a.sort - b.sort || a.id - b.id)
    .map((sport) => ({ id: sport.id, name: lang === 'ru' ? sport.name.ru : sport.name.en, virtual: sport.virtual }));
}

/** The player's hidden sport ids per kind (every page a signed-in player opens reads them). */
export async function hiddenSportIdsOf(db: Database, userId: number): Promise<HiddenSportIds> {
  const rows = await db
    .select({ kind: disallowedSports.kind, sportId: disallowedSports.sportId })
    .from(disallowedSports)
    .where(eq(disallowedSports.userId, userId));
  const idsOf = (kind: number) =>
    rows
      .filter((row) => row.kind === kind)
      .map((row) => row.sportId)
      .sort((a, b) => a - b);
  return { line: idsOf(LINE), live: idsOf(LIVE) };
}

/** The player's hidden sports, with the sports to choose from. */
export async function disallowedSportsOf(db: Database, catalogue: SportCatalogue, userId: number, lang: string): Promise<DisallowedSports> {
  const hidden = await hiddenSportIdsOf(db, userId);
  return { sports: sportsOf(catalogue, lang), lineDisallowSport: [...hidden.line], liveDisallowSport: [...hidden.live] };
}

/** Sets each list named to exactly its ids, after checking every id is a sport of the feed. */
export async function saveDisallowedSports(
  db: Database,
  catalogue: SportCatalogue,
  userId: number,
  change: DisallowSportsRequest,
  lang: string,
  now: Date,
): Promise<DisallowedSports> {
  const lists = [
    { field: 'lineDisallowSport', kind: LINE, ids: change.lineDisallowSport },
    { field: 'liveDisallowSport', kind: LIVE, ids: change.liveDisallowSport },
  ] as const;
  const problems: Record<string, string[]> = {};
  for (const { field, ids } of lists) {
    if (ids?.some((id) => !catalogue.sports.has(id))) problems[field] = ['disallow_sports_unknown'];
  }
  if (Object.keys(problems).length > 0) throw new AppError('validation', 'Validation failed', problems);

  await db.transaction(async (tx) => {
    for (const { kind, ids } of lists) {
      if (ids === undefined) continue;
      await tx.delete(disallowedSports).where(and(eq(disallowedSports.userId, userId), eq(disallowedSports.kind, kind)));
      if (ids.length > 0) await tx.insert(disallowedSports).values(ids.map((sportId) => ({ userId, kind, sportId, hiddenAt: now })));
    }
  });
  return disallowedSportsOf(db, catalogue, userId, lang);
}
