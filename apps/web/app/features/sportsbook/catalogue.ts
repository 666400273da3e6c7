// The sports tree's data (UX.md: sport → country → championship, with event counts) read from
// GetSportsShortZip?groupChamps=true (wire-format §1.5). A list route answers at most PAGE_SIZE
// games a call (spec §9 paging).
import type { WireCountry, WireSport } from '@stavka/contract/feed-wire';
import { sportSlug } from './sport-slugs';

export const PAGE_SIZE = 50;
/** The home page's top lists: a choice, not the whole line (issue 14); "All live" and "All line" lead on. */
export const HOME_TOP_COUNT = 10;

export interface CatalogueChamp {
  readonly id: number;
  readonly name: string;
  /** English name, for the path slug. */
  readonly nameEn: string;
  readonly countryId: number;
  readonly games: number;
}

export interface CatalogueSport {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  readonly games: number;
  readonly champs: readonly CatalogueChamp[];
}

/** The tree's data: both feed kinds' catalogues and the country names. */
export interface TreeData {
  readonly live: readonly CatalogueSport[];
  readonly line: readonly CatalogueSport[];
  readonly countries: Readonly<Record<number, string>>;
}

export interface CountryGroup {
  readonly countryId: number;
  readonly name: string;
  readonly champs: readonly CatalogueChamp[];
}

export function catalogueFromWire(sports: readonly WireSport[]): CatalogueSport[] {
  return sports
    .filter((sport) => sport.C > 0)
    .map((sport) => ({
      id: sport.I,
      name: sport.N,
      slug: sportSlug(sport.I, sport.N),
      games: sport.C,
      champs: (sport.L ?? []).map((champ) => ({ id: champ.LI, name: champ.L, nameEn: champ.LE, countryId: champ.CI, games: champ.GC })),
    }));
}

export function countryNames(countries: readonly WireCountry[]): Record<number, string> {
  return Object.fromEntries(countries.map((country) => [country.I, country.N]));
}

/**
 * A sport's championships by country, countries in order of their first championship (the feed
 * orders championships by weight), so the strongest leagues' countries come first.
 */
export function champsByCountry(sport: CatalogueSport, names: Readonly<Record<number, string>>, international: string): CountryGroup[] {
  const groups = new Map<number, CatalogueChamp[]>();
  for (const champ of sport.champs) {
    const list = groups.get(champ.countryId) ?? [];
    list.push(champ);
    groups.set(champ.countryId, list);
  }
  return [...groups].map(([countryId, champs]) => ({ countryId, name: names[countryId] ?? (countryId === 0 ? international : String(countryId)), champs }));
}

export function findChamp(sports: readonly CatalogueSport[], champId: number): { sport: CatalogueSport; champ: CatalogueChamp } | undefined {
  for (const sport of sports) {
    const champ = sport.champs.find((c) => c.id === champId);
    if (champ) return { sport, champ };
  }
  return undefined;
}
