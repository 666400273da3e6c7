import type { Site } from './site-directory';

export interface Country {
  id: number;
  /** ISO 3166-1 alpha-2, lower case (spec §3 country list item). */
  code: string;
}

export interface Geo {
  countryId: number;
  countryCode: string;
}

/**
 * The visitor's country: from the header the operator's proxy sets (ISO code), else the
 * brand's default country (issue: "The geo country comes from a request header …").
 */
export function resolveGeo(headerValue: string | undefined, site: Site, countries: ReadonlyMap<string, Country>, byId: ReadonlyMap<number, Country>): Geo {
  const code = (headerValue ?? '').trim().toLowerCase();
  const fromHeader = /^[a-z]{2}$/.test(code) ? countries.get(code) : undefined;
  const country = fromHeader ?? byId.get(site.config.global.defaultCountryId);
  return { countryId: country?.id ?? site.config.global.defaultCountryId, countryCode: country?.code ?? '' };
}

export function isRegionBlocked(site: Site, geo: Geo): boolean {
  return site.config.global.blockedCountryIds.includes(geo.countryId);
}
