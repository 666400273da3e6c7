import { readFile } from 'node:fs/promises';
import { deleteBrandMedia, listBrandMedia, putBrandMedia } from '../modules/brand-media/service';
import { showSite } from '../modules/site/service';
import type { Command } from './command';
import { formatTable } from './table';
import { UsageError } from './usage-error';

// A brand's media files (decision 0047), served at /media/<name> on its hosts: its logo
// (`customize.logoUrl`), the images of its banners (`bannerWidgets`).

export const mediaCommands: Record<string, Command> = {
  'media:put': {
    usage: 'media:put <site> <name> <file>',
    summary: 'store an image (svg, png, jpg, webp; at most 2 MB) as /media/<name> of the brand, replacing one of that name',
    pathArgs: [2],
    async run(args, { db }) {
      const [ref, name, file] = args;
      if (ref === undefined || name === undefined || file === undefined || args.length > 3) throw new UsageError('Usage: media:put <site> <name> <file>');
      const site = await showSite(db, ref);
      const { created, contentType } = await putBrandMedia(db, site.id, name, new Uint8Array(await readFile(file)), new Date());
      return `${site.slug} /media/${name} (${contentType}) ${created ? 'stored' : 'replaced'}\n`;
    },
  },
  'media:list': {
    usage: 'media:list <site>',
    summary: "list the brand's media files",
    async run(args, { db }) {
      const [ref] = args;
      if (ref === undefined || args.length > 1) throw new UsageError('Usage: media:list <site>');
      const site = await showSite(db, ref);
      const files = await listBrandMedia(db, site.id);
      if (files.length === 0) return `${site.slug} has no media files\n`;
      return formatTable([['name', 'type', 'bytes', 'updated'], ...files.map((file) => [`/media/${file.name}`, file.contentType, String(file.size), file.updatedAt.toISOString()])]);
    },
  },
  'media:rm': {
    usage: 'media:rm <site> <name>',
    summary: "remove one of the brand's media files",
    async run(args, { db }) {
      const [ref, name] = args;
      if (ref === undefined || name === undefined || args.length > 2) throw new UsageError('Usage: media:rm <site> <name>');
      const site = await showSite(db, ref);
      if (!(await deleteBrandMedia(db, site.id, name))) throw new UsageError(`${site.slug} has no media file ${name}`);
      return `${site.slug} /media/${name} removed\n`;
    },
  },
};
