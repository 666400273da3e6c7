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

export function champLink(
  lng: string,
  mode: BettingMode,
  sport: { id: number; name: string },
  champ: { id: number; nameEn: string },
): string {
  return href('bettingMainSectionChamp', {
    lng,
    mode,
    sportSlug: sportSlug(sport.id, sport.name),
    champSlug: idSlug(champ.id, champ.nameEn),
  });
}

/**
 * The sections that serve the game page under their own paths (routes.ts): a list shown inside one
 * links its games there, so the game page stays in the section; 'main' is `bettingMainGame`.
 */
export const GAME_SECTIONS = ['main', 'marble', 'betsonyour', 'best', 'topgame', 'top-events'] as const;
export type GameSection = (typeof GAME_SECTIONS)[number];

/** The game page of an event (all its markets), under the section the link is shown in. */
export function gameLink(lng: string, event: EventView, section: GameSection = 'main'): string {
  const mode = modeOfKind(event.kind);
  const champSlug = idSlug(event.champId, event.champNameEn);
  const gameSlug = idSlug(event.id, `${event.team1En} ${event.team2En}`);
  const slug = sportSlug(event.sportId, event.sportName);
  switch (section) {
    case 'marble':
      return href('bettingMarbleGame', { lng, mode, champSlug, gameSlug });
    case 'betsonyour':
      return href('bettingBetsonyourGame', { lng, mode, champSlug, gameSlug });
    case 'best':
      return href('bestEuroGame', { lng, mode, champSlug, gameSlug });
    case 'topgame':
      return href('bettingTopgameGame', { lng, mode, champSlug, gameSlug });
    case 'top-events':
      return href('topEventsGame', { lng, mode, sportSlug: slug, champSlug, gameSlug });
    case 'main':
      return href('bettingMainGame', { lng, mode, sportSlug: slug, champSlug, gameSlug });
  }
}

/**
 * The page of a section a game page was opened from (its "back"): the section's own page in the
 * game's mode; top events go back to the sport's top championships. Null for 'main', whose way
 * back is the championship.
 */
export function gameSectionLink(lng: string, section: GameSection, mode: BettingMode, sport: { id: number; name: string }): string | null {
  switch (section) {
    case 'marble':
      return href('bettingMarbleSection', { lng, mode });
    case 'betsonyour':
      return href('bettingBetsonyourSection', { lng, mode });
    case 'best':
      return href('bestEuroSection', { lng, mode });
    case 'topgame':
      return href('bettingTopgameSection', { lng, mode });
    case 'top-events':
      return href('topEventsSection', { lng, mode, sportSlug: sportSlug(sport.id, sport.name) });
    case 'main':
      return null;
  }
}

export function eventChampLink(lng: string, event: EventView): string {
  return champLink(
    lng,
    modeOfKind(event.kind),
    { id: event.sportId, name: event.sportName },
    { id: event.champId, nameEn: event.champNameEn },
  );
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
