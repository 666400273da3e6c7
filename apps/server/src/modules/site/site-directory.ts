import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@stavka/db/client';
import { siteConfigSchema, type SiteConfig } from '@stavka/contract/site-config';
import { listSiteRows, type SiteRow } from './repo';

/** A brand with its configuration parsed and defaulted. */
export type Site = Omit<SiteRow, 'config' | 'updatedAt'> & { config: SiteConfig };

/**
 * All brands, held in memory and reloaded after `ttlMs`, so that a change an operator makes
 * from another process (`npm run ops -- site:set`) shows within that time without a restart.
 */
export class SiteDirectory {
  private cache: { sites: Site[]; loadedAt: number } | undefined;
  private loading: Promise<Site[]> | undefined;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly ttlMs = 5_000,
    private readonly now: () => number = Date.now,
  ) {}

  async all(): Promise<Site[]> {
    if (this.cache && this.now() - this.cache.loadedAt < this.ttlMs) return this.cache.sites;
    this.loading ??= this.load().finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }

  /** The brand for a request's host; an unknown host gets the default brand. */
  async byHost(hostHeader: string | undefined): Promise<Site> {
    const sites = await this.all();
    const host = normalizeHost(hostHeader);
    const bareHost = host.replace(/:\d+$/, '');
    const match =
      sites.find((site) => site.domains.includes(host)) ??
      sites.find((site) => site.domains.includes(bareHost)) ??
      sites.find((site) => site.isDefault) ??
      sites[0];
    if (!match) throw new Error('No brand is configured: the seed has not run');
    return match;
  }

  /** By slug or numeric id, as operators name brands on the command line. */
  async find(ref: string): Promise<Site | undefined> {
    const sites = await this.all();
    return sites.find((site) => site.slug === ref || String(site.id) === ref);
  }

  invalidate(): void {
    this.cache = undefined;
  }

  private async load(): Promise<Site[]> {
    const rows = await listSiteRows(this.db);
    const sites = rows.map((row) => this.toSite(row));
    this.cache = { sites, loadedAt: this.now() };
    return sites;
  }

  private toSite(row: SiteRow): Site {
    const parsed = siteConfigSchema.safeParse(row.config);
    if (!parsed.success) {
      // Only a hand edit of the database gets here: ops commands validate before writing.
      this.log.error({ site: row.slug, issues: parsed.error.issues }, 'stored brand configuration is invalid; using defaults');
    }
    const config = parsed.success ? parsed.data : siteConfigSchema.parse({});
    const { updatedAt: _updatedAt, ...rest } = row;
    return { ...rest, config };
  }
}

/** "Example.COM:3000" → "example.com:3000"; a missing host is the empty string. */
export function normalizeHost(hostHeader: string | undefined): string {
  return (hostHeader ?? '').trim().toLowerCase().replace(/\.$/, '');
}
