import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CHAMP_LOGO_PATH, TEAM_LOGO_PATH } from '@stavka/contract/feed-wire';
import type { LiveState } from '../live-state';
import { crestSvg } from './crest-svg';

// The logo files of the feed (wire-format §1.4: O1IMG/O2IMG "served under /sfiles/logo_teams/";
// §1.5 CHIMG): the crest of a team or championship whose logo is a generated one (`<id>.svg`),
// drawn from its id and name. A name that is not such a file of a known team or championship is a
// 404: nothing else is served from here, and nothing is read from the disk.


const FILE = /^(\d{1,12})\.svg$/;
/** A day: a crest changes only when its team is renamed (its initials), and the ETag covers that. */
const CACHE_CONTROL = 'public, max-age=86400';
/** An SVG opened on its own is a document of our origin: it may run nothing and load nothing. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

type Logo = { id: number; logo?: string | undefined; name: { en: string } };

function sendCrest(request: FastifyRequest, reply: FastifyReply, svg: string): FastifyReply {
  const etag = `"${createHash('sha1').update(svg).digest('base64url').slice(0, 16)}"`;
  void reply.header('cache-control', CACHE_CONTROL).header('etag', etag).header('content-security-policy', SVG_POLICY);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('image/svg+xml; charset=utf-8').send(svg);
}

function crestRoute(app: FastifyInstance, path: string, find: (id: number) => Logo | undefined, draw: (item: Logo) => string): void {
  app.get(`${path}:file`, (request, reply) => {
    const { file } = request.params as { file: string };
    const id = FILE.exec(file)?.[1];
    const item = id === undefined ? undefined : find(Number(id));
    // Only the generated crest the feed itself names: another provider's file is not ours to draw.
    if (!item || item.logo !== file) return reply.callNotFound();
    return sendCrest(request, reply, draw(item));
  });
}

/** "England. Premier League" → "Premier League": a championship's crest bears its own name. */
function champTitle(name: string): string {
  const rest = name.split('. ').slice(1).join('. ');
  return rest || name;
}

export function registerCrestRoutes(app: FastifyInstance, state: LiveState): void {
  const dir = state.directory;
  crestRoute(app, TEAM_LOGO_PATH, (id) => dir.teams.get(id), (team) => crestSvg(team.id, team.name.en));
  // A sub-championship (a group) bears its parent's crest and file, so the file's id is the parent's.
  crestRoute(app, CHAMP_LOGO_PATH, (id) => dir.championships.get(id), (champ) => crestSvg(champ.id, champTitle(champ.name.en), 'champ'));
}
