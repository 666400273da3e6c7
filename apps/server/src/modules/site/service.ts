import type { Database } from '@stavka/db/client';
import { siteConfigSchema, type SiteConfig } from '@stavka/contract/site-config';
import { AppError } from '../../http/app-error';
import { getAtPath, parseJsonPath, setAtPath } from '../../ops/json-path';
import { listSiteRows, type SiteRow, updateSiteConfig, updateSiteName } from './repo';

export { servesLanguage } from './presenter';

// Brand operations for operators (the ops command line) and, later, the back office.

export type SiteSummary = Omit<SiteRow, 'config' | 'updatedAt'>;

export async function listSites(db: Database): Promise<SiteSummary[]> {
  const rows = await listSiteRows(db);
  return rows.map(({ id, slug, name, partnerId, groupId, isDefault, domains }) => ({ id, slug, name, partnerId, groupId, isDefault, domains }));
}

export async function showSite(db: Database, ref: string): Promise<SiteSummary & { config: SiteConfig }> {
  const row = await findRow(db, ref);
  const config = siteConfigSchema.parse(row.config);
  const { id, slug, name, partnerId, groupId, isDefault, domains } = row;
  return { id, slug, name, partnerId, groupId, isDefault, domains, config };
}

/**
 * Sets one value of a brand: `name`, or a path into its configuration. The whole resulting
 * configuration is validated before anything is written; an invalid value changes nothing.
 */
export async function setSiteValue(db: Database, ref: string, path: string, value: unknown): Promise<{ before: unknown; after: unknown }> {
  const row = await findRow(db, ref);
  if (path === 'name') {
    if (typeof value !== 'string' || value.trim().length === 0 || value.length > 100) {
      throw new AppError('validation', 'Invalid value', { name: ['must be a non-empty text of at most 100 characters'] });
    }
    await updateSiteName(db, row.id, value.trim());
    return { before: row.name, after: value.trim() };
  }
  const segments = parseJsonPath(path);
  const current = siteConfigSchema.parse(row.config);
  if (!Object.hasOwn(current, segments[0]!)) {
    throw new AppError('validation', 'Invalid path', { [path]: [`unknown section "${segments[0]}"`] });
  }
  const candidate = setAtPath(current, segments, value);
  const result = siteConfigSchema.safeParse(candidate);
  if (!result.success) {
    const fields: Record<string, string[]> = {};
    for (const issue of result.error.issues) (fields[issue.path.join('.') || path] ??= []).push(issue.message);
    throw new AppError('validation', 'Invalid value', fields);
  }
  await updateSiteConfig(db, row.id, result.data);
  return { before: getAtPath(current, segments), after: getAtPath(result.data, segments) };
}

async function findRow(db: Database, ref: string) {
  const rows = await listSiteRows(db);
  const row = rows.find((r) => r.slug === ref || String(r.id) === ref);
  if (!row) throw new AppError('not_found', `No brand "${ref}". Known: ${rows.map((r) => r.slug).join(', ')}`);
  return row;
}

// Types other modules may use (DESIGN §3: only through this file).
export type { Site } from './site-directory';
export type { Geo } from './geo';
export type { CountryIndex } from './country-index';
