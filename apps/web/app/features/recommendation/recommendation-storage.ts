// What the recommendations read from and write to the browser storage (spec §3 browser storage
// keys): the player's favourites (the shared `favorites` preference) and the views counted here.
import { getAppStorage } from '../../shared/storage/app-storage';
import { readPreference } from '../../shared/storage/preferences';
import { countView, noViews, viewsSchema, type Favourites, type Views } from './recommendation-rule';

const VIEWS_KEY = 'recommendationViews';

export function readFavourites(): Favourites {
  const { sports, champs, games } = readPreference(getAppStorage(), 'favorites');
  return { sports, champs, games };
}

export function readViews(): Views {
  const parsed = viewsSchema.safeParse(getAppStorage().get(VIEWS_KEY));
  return parsed.success ? parsed.data : noViews;
}

/** Counts a view of a sport (and a championship of it); storage that refuses it is left alone. */
export function recordView(sportId: number, champId?: number): void {
  getAppStorage().set(VIEWS_KEY, countView(readViews(), sportId, champId));
}
