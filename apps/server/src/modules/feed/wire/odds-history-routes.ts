import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ODDS_HISTORY_METHOD, type OddsHistory } from '@stavka/contract/odds-history';
import { AppError } from '../../../http/app-error';
import type { Feed } from '../service';
import { GAME_NOT_FOUND, notFound } from './answer';
import { parseFeedQuery } from './query';
import { FEED_ROOTS } from './line-live-routes';

// The odds-movement graph (the game page's graph button and the `statisticGraph` popup): one
// outcome's recorded prices, `GetGameOddsHistory?id=<I or CI>&g=<G>&t=<T>&p=<P>`. Read from the
// database (the feed store keeps a row per 1 % move, decision 0009), so it is not body-cached
// (@fastify/compress compresses it): the graph asks once and follows the push prices afterwards. Bad parameters answer 400 in the
// family envelope, an unknown game `Success:false` with the family's text; never a 500.

const groupId = z.string().trim().regex(/^\d{1,9}$/, 'must be an id').transform(Number);
/** A line as the feed writes it: 2.5, -0.25, 2.001 (a correct score). */
const line = z
  .string()
  .trim()
  .regex(/^[-+]?\d{1,6}(\.\d{1,4})?$/, 'must be a number')
  .transform(Number);

const outcomeQuerySchema = z.object({
  g: groupId,
  t: groupId,
  p: line.optional(),
});

function outcomeOf(raw: unknown): z.output<typeof outcomeQuerySchema> {
  const lower: Record<string, string> = {};
  if (typeof raw === 'object' && raw !== null)
    for (const [key, value] of Object.entries(raw)) {
      const first: unknown = Array.isArray(value) ? value[0] : value;
      const name = key.toLowerCase();
      if (typeof first === 'string' && first !== '' && !(name in lower)) lower[name] = first;
    }
  const result = outcomeQuerySchema.safeParse(lower);
  if (result.success) return result.data;
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) (fields[issue.path.join('.') || '_'] ??= []).push(issue.message);
  throw new AppError('validation', `Invalid query parameter: ${Object.keys(fields).join(', ')}`, fields);
}

export function registerOddsHistoryRoutes(app: FastifyInstance, feed: Feed): void {
  for (const { root } of FEED_ROOTS) {
    app.get(`${root}/${ODDS_HISTORY_METHOD}`, async (request, reply) => {
      const q = parseFeedQuery(request.query);
      const outcome = outcomeOf(request.query);
      const gameId = q.id ?? q.gameid;
      if (gameId === undefined) throw new AppError('validation', 'Invalid query parameter: id', { id: ['is required'] });
      const entry = feed.findGame(gameId);
      if (!entry) return notFound(reply, GAME_NOT_FOUND);
      const rows = await feed.oddsHistory({ gameId: entry.game.id, group: outcome.g, type: outcome.t, param: outcome.p });
      const value: OddsHistory = {
        I: entry.game.id,
        G: outcome.g,
        T: outcome.t,
        ...(outcome.p === undefined ? {} : { P: outcome.p }),
        H: rows.map((row) => ({ D: row.at.getTime(), C: row.price / 1000 })),
      };
      return reply.send({ Id: 0, Success: true, Error: '', ErrorCode: 0, Guid: '', Value: value });
    });
  }
}
