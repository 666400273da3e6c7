import type { CatalogueEvent } from './feed-events';
import type { Championship, Country, Player, Sport, Team } from './model';

// The catalogue part of the live state: sports, countries, championships (with sub-championships),
// teams and players, merged from whatever the providers send (a later entry replaces an earlier one
// with the same id).

export type CatalogueUpdate = Omit<CatalogueEvent, 'type' | 'version' | 'at'>;

export class CatalogueStore {
  readonly sports = new Map<number, Sport>();
  readonly countries = new Map<number, Country>();
  readonly championships = new Map<number, Championship>();
  readonly teams = new Map<number, Team>();
  readonly players = new Map<number, Player>();
  private readonly subChamps = new Map<number, Set<number>>();

  /** Merges an update; returns whether anything was in it. */
  merge(update: CatalogueUpdate): boolean {
    for (const sport of update.sports ?? []) this.sports.set(sport.id, sport);
    for (const country of update.countries ?? []) this.countries.set(country.id, country);
    for (const champ of update.championships ?? []) {
      const previous = this.championships.get(champ.id);
      if (previous && previous.parentId !== null) this.subChamps.get(previous.parentId)?.delete(champ.id);
      this.championships.set(champ.id, champ);
      if (champ.parentId !== null) {
        const set = this.subChamps.get(champ.parentId) ?? new Set<number>();
        set.add(champ.id);
        this.subChamps.set(champ.parentId, set);
      }
    }
    for (const team of update.teams ?? []) this.teams.set(team.id, team);
    for (const player of update.players ?? []) this.players.set(player.id, player);
    return Object.values(update).some((list) => Array.isArray(list) && list.length > 0);
  }

  /** Sub-championships of a championship, by weight. */
  childrenOf(champId: number): Championship[] {
    const ids = this.subChamps.get(champId);
    if (!ids) return [];
    return [...ids]
      .map((id) => this.championships.get(id))
      .filter((c): c is Championship => c !== undefined)
      .sort(byWeight);
  }

  /** The top-level championship a (sub-)championship belongs to. */
  rootOf(champId: number): number {
    let current = this.championships.get(champId);
    for (let depth = 0; current && current.parentId !== null && depth < 8; depth++) {
      const parent = this.championships.get(current.parentId);
      if (!parent) break;
      current = parent;
    }
    return current?.id ?? champId;
  }
}

export const byWeight = (a: { sort: number; id: number }, b: { sort: number; id: number }) => a.sort - b.sort || a.id - b.id;
