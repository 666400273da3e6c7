import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { MEDIA_NAME } from './media-file';
import type { BrandMedia } from './service';

// GET /media/<name> on a brand's host: the brand's file (decision 0047), with its hash as the ETag
// and kept five minutes by browsers. An SVG is an image here and nothing more: it may not load or
// run anything, even opened on its own.

export function registerBrandMediaRoutes(app: FastifyInstance, deps: { media: BrandMedia }): void {
  app.get<{ Params: { name: string } }>('/media/:name', async (request, reply) => {
    const { name } = request.params;
    const file = MEDIA_NAME.test(name) ? await deps.media.serve(request.site, name) : null;
    if (!file) throw new AppError('not_found', 'No such media');
    const etag = `"${file.sha256}"`;
    reply
      .header('etag', etag)
      .header('cache-control', 'public, max-age=300')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type(file.contentType).send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
  });
}
