// Links of the cricket section through the named route table (STYLE: no string-built URLs);
// championship and game slugs are id slugs of their English names, as in the betting pages.
import { href } from '@stavka/contract/route-href';
import { idSlug } from '@stavka/domain/slug';
import type { CricketGameView } from './cricket-view';

export const cricketLinks = {
  home: (lng: string) => href('cricketHome', { lng }),
  champs: (lng: string) => href('cricketAllChamps', { lng }),
  events: (lng: string) => href('cricketAllEvents', { lng }),
  search: (lng: string) => href('cricketSearchEvents', { lng }),
  favourites: (lng: string) => href('cricketFavorites', { lng }),
  broadcasts: (lng: string) => href('cricketBroadcasts', { lng }),
  broadcast: (lng: string, gameId: number) => href('cricketBroadcast', { lng, gameId: String(gameId) }),
  champ: (lng: string, champ: { id: number; nameEn: string }) => href('cricketChamp', { lng, champSlug: idSlug(champ.id, champ.nameEn) }),
  game: (lng: string, game: Pick<CricketGameView, 'id' | 'champId' | 'champNameEn' | 'teams'>) =>
    href('cricketGame', { lng, champSlug: idSlug(game.champId, game.champNameEn), gameSlug: idSlug(game.id, `${game.teams[0].nameEn} ${game.teams[1].nameEn}`) }),
  team: (lng: string, teamId: number) => href('cricketTeam', { lng, teamId: String(teamId) }),
  player: (lng: string, playerId: number) => href('cricketPlayerInfo', { lng, playerId: String(playerId) }),
};
