// What every reader of the feed routes (wire-format §1) shares: the route of a feed kind and the
// feed's own parameter names. The readers (the sportsbook's feed client, the cricket section's)
// keep their methods and answer schemas.
import type { RequestParamCatalogue } from '@stavka/contract/request-params';

/** The routes of live (1) or pre-match (3) games. */
export function feedRoot(kind: 1 | 3): string {
  return kind === 1 ? '/service-api/LiveFeed' : '/service-api/LineFeed';
}

// `lng` is always sent, as a text the layer never drops.
export const feedParams: RequestParamCatalogue = {
  lng: { kind: 'text' },
  sports: { kind: 'idList' },
  champs: { kind: 'idList' },
  champ: { kind: 'int' },
  sport: { kind: 'int' },
  ids: { kind: 'idList' },
  id: { kind: 'int' },
  gameId: { kind: 'int' },
  count: { kind: 'int' },
  top: { kind: 'bool' },
  text: { kind: 'text' },
  limit: { kind: 'int' },
  groupChamps: { kind: 'bool' },
  virtualSports: { kind: 'bool' },
  noFilterBlockEvent: { kind: 'bool' },
  GroupEvents: { kind: 'bool' },
  isSubGames: { kind: 'bool' },
  grMode: { kind: 'int' },
  g: { kind: 'int' },
  t: { kind: 'int' },
  // A line is sent as the feed writes it (-0.25, 2.001), not re-encoded as an amount.
  p: { kind: 'text' },
};
