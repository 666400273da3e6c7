import { createHash } from 'node:crypto';
import type { Database } from '@stavka/db/client';
import type { Site } from '../site/service';
import { defaultLogoSvg } from './default-logo';
import { checkMediaFile } from './media-file';
import { deleteMediaFile, findMediaFile, listMediaFiles, putMediaFile, type MediaFile, type MediaListing } from './repo';

// A brand's media (decision 0047): files the operator puts (`npm run ops -- media:put`), served at
// `/media/<name>` on the brand's hosts. Each process keeps what it served for a short while, so a
// page's logo and banners cost no query each; an operator's change shows within that time. The
// configured logo (`customize.logoUrl`, `/media/logo.svg` by default) never answers 404: a brand
// without one gets its initial and name in its colours.

const KEPT_MS = 30_000;
const KEPT_FILES = 500;

export interface BrandMedia {
  /** The file the brand serves under the name, or null. */
  serve(site: Site, name: string): Promise<MediaFile | null>;
}

export function createBrandMedia(deps: { db: Database; now?: () => number }): BrandMedia {
  const now = deps.now ?? Date.now;
  const kept = new Map<string, { file: MediaFile | null; until: number }>();
  return {
    async serve(site, name) {
      const key = `${site.id}/${name}`;
      const hit = kept.get(key);
      if (hit && hit.until > now()) return hit.file;
      // The drawn logo is kept like a stored file: it is drawn and hashed once a while, not per request.
      const file = (await findMediaFile(deps.db, site.id, name)) ?? fallback(site, name);
      if (kept.size >= KEPT_FILES) kept.delete(kept.keys().next().value as string);
      kept.set(key, { file, until: now() + KEPT_MS });
      return file;
    },
  };
}

/** The generated logo, for the configured logo's own address only. */
function fallback(site: Site, name: string): MediaFile | null {
  if (site.config.customize.logoUrl !== `/media/${name}` || !name.endsWith('.svg')) return null;
  const bytes = new TextEncoder().encode(defaultLogoSvg({ name: site.name, accent: site.config.customize.colors.accent }));
  return { contentType: 'image/svg+xml', bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/** Checks and stores a file for the brand (the operator's `media:put`). */
export async function putBrandMedia(db: Database, siteId: number, name: string, bytes: Uint8Array, now: Date): Promise<{ created: boolean; contentType: string }> {
  const contentType = checkMediaFile(name, bytes);
  const { created } = await putMediaFile(db, siteId, name, contentType, bytes, now);
  return { created, contentType };
}

export const listBrandMedia = (db: Database, siteId: number): Promise<MediaListing[]> => listMediaFiles(db, siteId);
export const deleteBrandMedia = (db: Database, siteId: number, name: string): Promise<boolean> => deleteMediaFile(db, siteId, name);
