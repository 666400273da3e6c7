import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { brandMedia, sites } from '../schema';

// The demo brands' media (decision 0047): their logos and banner images, from `media/<slug>/`.
// A brand gets them while it has no media at all; what an operator puts or replaces stays.

const mediaDir = fileURLToPath(new URL('./media', import.meta.url));

const CONTENT_TYPES: Readonly<Record<string, string>> = { svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

export async function seedBrandMedia(db: Database): Promise<void> {
  const slugs = readdirSync(mediaDir);
  const brands = await db.select({ id: sites.id, slug: sites.slug }).from(sites).where(inArray(sites.slug, slugs));
  const stocked = new Set((await db.selectDistinct({ siteId: brandMedia.siteId }).from(brandMedia).where(inArray(brandMedia.siteId, brands.map((b) => b.id)))).map((row) => row.siteId));
  for (const brand of brands) {
    if (stocked.has(brand.id)) continue;
    const files = readdirSync(`${mediaDir}/${brand.slug}`).map((name) => {
      const bytes = new Uint8Array(readFileSync(`${mediaDir}/${brand.slug}/${name}`));
      const contentType = CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)];
      if (contentType === undefined) throw new Error(`Demo brand media: ${brand.slug}/${name} is not an image this seed knows`);
      return { siteId: brand.id, name, contentType, bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
    });
    if (files.length > 0) await db.insert(brandMedia).values(files).onConflictDoNothing();
  }
}
