import { z } from 'zod';
import { familyEnvelopeSchema, wireEventSchema, wireGameSchema } from '@stavka/contract/feed-wire';
import type { PushSnapshotData, PushTopic } from '@stavka/contract/push';
import type { ApiResult } from '../http/api-result';
import { feedRoot } from '../http/feed-routes';
import type { HttpClient } from '../http/http-client';

// What the polling fallback asks for a topic while the socket is down (DESIGN §5): the wire routes
// that answer the same Event objects as the socket's snapshot (wire-format §1.3) — Get1x2_VZip for
// a championship, a sport or the top list, GetGameZip for a game.

const eventListSchema = familyEnvelopeSchema(z.array(wireEventSchema));
const gameSchema = familyEnvelopeSchema(wireGameSchema);

/** The topic's current data as a snapshot. Lists come capped by the route (`count` ≤ 50). */
export async function pollTopic(http: HttpClient, topic: PushTopic, lng: string | undefined, signal: AbortSignal): Promise<ApiResult<PushSnapshotData>> {
  // `lng` goes in the URL as it is: the parameter rules leave out a default value (ru), and the feed
  // routes read a missing `lng` as English.
  const language = lng ? `?${new URLSearchParams({ lng }).toString()}` : '';
  if (topic.kind === 'game') {
    // GetGameZip finds a game of either kind (and by its constant id) under both roots.
    const result = await http.call({
      url: `${feedRoot(1)}/GetGameZip${language}`,
      params: { id: topic.gameId, isSubGames: true, GroupEvents: true, grMode: 4 },
      schema: gameSchema,
      signal,
    });
    return result.ok ? { ...result, data: { game: result.data.Value } } : result;
  }
  const filter = topic.kind === 'champ' ? { champs: [topic.champId] } : topic.kind === 'sport' ? { sports: [topic.sportId] } : { top: true };
  const result = await http.call({
    url: `${feedRoot(topic.feedKind)}/Get1x2_VZip${language}`,
    // The socket's snapshots keep blocked outcomes (shown locked), so the fallback asks for them too.
    params: { ...filter, count: 50, mode: 4, noFilterBlockEvent: true },
    schema: eventListSchema,
    signal,
  });
  return result.ok ? { ...result, data: { events: result.data.Value } } : result;
}
