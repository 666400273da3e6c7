import { listSites, setSiteValue, showSite } from '../modules/site/service';
import type { Command } from './command';
import { parseCliValue } from './json-path';
import { UsageError } from './usage-error';

export const siteCommands: Record<string, Command> = {
  'site:list': {
    usage: 'site:list',
    summary: 'list the brands with their domains',
    async run(_args, { db }) {
      const sites = await listSites(db);
      const rows = sites.map((s) => `${String(s.id).padEnd(4)}${s.slug.padEnd(14)}${s.name.padEnd(20)}partner ${String(s.partnerId).padEnd(5)}group ${String(s.groupId).padEnd(5)}${s.isDefault ? 'default ' : '        '}${s.domains.join(', ')}`);
      return `${rows.join('\n')}\n`;
    },
  },
  'site:show': {
    usage: 'site:show <site>',
    summary: 'print a brand and its whole configuration as JSON',
    async run(args, { db }) {
      const [ref] = args;
      if (ref === undefined) throw new UsageError('Usage: site:show <site>  (slug or id)');
      return `${JSON.stringify(await showSite(db, ref), null, 2)}\n`;
    },
  },
  'site:set': {
    usage: 'site:set <site> <json-path> <value>',
    summary: 'set one configuration value (validated; JSON or text), e.g. site:set stavka other.maintenance.enabled true',
    async run(args, { db }) {
      const [ref, path, raw] = args;
      if (ref === undefined || path === undefined || raw === undefined || args.length > 3) {
        throw new UsageError('Usage: site:set <site> <json-path> <value>');
      }
      const { before, after } = await setSiteValue(db, ref, path, parseCliValue(raw));
      return `${ref} ${path}: ${JSON.stringify(before)} -> ${JSON.stringify(after)}\n`;
    },
  },
};
