// Links of the betting pages through the named route table (STYLE: no string-built URLs). Slugs:
// the sport's (sport-slugs.ts), the championship's id slug ('88637-england-premier-league'), and
// the game's id slug ('748539200-chelsea-brighton'), the forms of the contract's examples.
import { href } from '@stavka/contract/route-href';
import { idSlug } from '@stavka/domain/slug';
import type { EventView, FeedKind } from './event-view';
import { sportSlug } from './sport-slugs';

export type BettingMode = 'line' | 'live';

export function modeOfKind(kind: FeedKind): BettingMode {
  return kind === 1 ? 'live' : 'line';
}

export function kindOfMode(mode: BettingMode): FeedKind {
  return mode === 'live' ? 1 : 3;
}

export function homeLink(lng: string, mode: BettingMode): string {
  return href('bettingHome', { lng, mode });
}

export function sportLink(lng: string, mode: BettingMode, sport: { id: number; name: string }): string {
  return href('bettingMainSection', { lng, mode, sportSlug: sportSlug(sport.id, sport.name) });
}

export function champLink(lng: string, mode: BettingMode, sport: { id: number; name: string }, champ: { id: number; nameEn: string }): string {
  return href('bettingMainSectionChamp', { lng, mode, sportSlug: sportSlug(sport.id, sport.name), champSlug: idSlug(champ.id, champ.nameEn) });
}

/** The game page of an event (all its markets). */
export function gameLink(lng: string, event: EventView): string {
  return href('bettingMainGame', {
    lng,
    mode: modeOfKind(event.kind),
    sportSlug: sportSlug(event.sportId, event.sportName),
    champSlug: idSlug(event.champId, event.champNameEn),
    gameSlug: idSlug(event.id, `${event.team1En} ${event.team2En}`),
  });
}

export function eventChampLink(lng: string, event: EventView): string {
  return champLink(lng, modeOfKind(event.kind), { id: event.sportId, name: event.sportName }, { id: event.champId, nameEn: event.champNameEn });
}

/** Several sports' lists (`bettingSportFilter`); ids deduplicated, ascending, comma-joined (spec §5 id lists). */
export function filterLink(lng: string, mode: BettingMode, sportIds: readonly number[]): string {
  const ids = [...new Set(sportIds)].sort((a, b) => a - b).join(',');
  // href() encodes every parameter; a comma may stand in a path segment as it is (RFC 3986 sub-delims).
  return href('bettingSportFilter', { lng, mode, sportIds: ids }).replace(/%2C/gi, ',');
}

/** The sport ids of a filter path segment ("1,4"); null when it is not a list of ids. */
export function sportIdsOf(segment: string): number[] | null {
  if (!/^\d{1,9}(,\d{1,9}){0,49}$/.test(segment)) return null;
  const ids = [...new Set(segment.split(',').map(Number))].filter((id) => id > 0);
  return ids.length > 0 ? ids.sort((a, b) => a - b) : null;
}

export function multiLiveLink(lng: string): string {
  return href('bettingMultiLive', { lng });
}

/** A team's page (`teamSection`): its games and results; the slug is the team's English id slug. */
export function teamLink(lng: string, mode: BettingMode, team: { id: number; nameEn: string }): string {
  return href('teamSection', { lng, mode, teamSlug: idSlug(team.id, team.nameEn) });
}
