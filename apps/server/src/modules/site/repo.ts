import { asc, eq } from 'drizzle-orm';
import type { Database } from '@stavka/db/client';
import { siteDomains, sites } from '@stavka/db/schema';

// SQL for brands. Only this module reads these tables (DESIGN §3).

export interface SiteRow {
  id: number;
  slug: string;
  name: string;
  partnerId: number;
  groupId: number;
  isDefault: boolean;
  config: unknown;
  domains: string[];
  updatedAt: Date;
}

export async function listSiteRows(db: Database): Promise<SiteRow[]> {
  const rows = await db.select().from(sites).orderBy(asc(sites.id));
  const domainRows = await db.select().from(siteDomains).orderBy(asc(siteDomains.id));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    partnerId: row.partnerId,
    groupId: row.groupId,
    isDefault: row.isDefault,
    config: row.config,
    domains: domainRows.filter((d) => d.siteId === row.id).map((d) => d.host),
    updatedAt: row.updatedAt,
  }));
}

export async function updateSiteConfig(db: Database, siteId: number, config: unknown): Promise<void> {
  await db.update(sites).set({ config, updatedAt: new Date() }).where(eq(sites.id, siteId));
}

export async function updateSiteName(db: Database, siteId: number, name: string): Promise<void> {
  await db.update(sites).set({ name, updatedAt: new Date() }).where(eq(sites.id, siteId));
}
