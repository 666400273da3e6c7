// Links of the team pages through the named route table: the team's slug is its id slug
// ('1988-chelsea'), the game's the id slug of both English names, as the betting pages' are.
import { href } from '@stavka/contract/route-href';
import { idSlug } from '@stavka/domain/slug';

export type TeamMode = 'line' | 'live';

export interface TeamSlugSource {
  readonly id: number;
  readonly nameEn: string;
}

export interface GameSlugSource {
  readonly id: number;
  readonly team1En: string;
  readonly team2En: string;
}

export const teamLinks = {
  index: (lng: string, mode: TeamMode) => href('teamSection', { lng, mode }),
  team: (lng: string, mode: TeamMode, team: TeamSlugSource) => href('teamSection', { lng, mode, teamSlug: idSlug(team.id, team.nameEn) }),
  game: (lng: string, mode: TeamMode, team: TeamSlugSource, game: GameSlugSource) =>
    href('teamGame', { lng, mode, teamSlug: idSlug(team.id, team.nameEn), gameSlug: idSlug(game.id, `${game.team1En} ${game.team2En}`) }),
  info: (lng: string, mode: TeamMode, team: TeamSlugSource, game: GameSlugSource) =>
    href('teamGamesInfo', { lng, mode, teamSlug: idSlug(team.id, team.nameEn), gameSlug: idSlug(game.id, `${game.team1En} ${game.team2En}`) }),
};
