// The odds format of the first paint (issue 4: "the default format by geo and by language"): the
// format a signed-in player saved on their account (decision 0041), else this browser's choice
// (cookie `coef_view`, decision 0005), else the brand's default for the
// visitor's country (`default_coef_view_by_geo`), then for the page language (`_by_lang`), else decimal.
import type { PublicSite } from '@stavka/contract/public-site';
import { oddsFormatFromId, type OddsFormat } from '@stavka/domain/odds/formats';
import { coefViewFromCookies } from '../../shared/storage/app-cookies';

type SiteDefaults = Pick<PublicSite, 'geoCountryId' | 'lang' | 'default_coef_view_by_geo' | 'default_coef_view_by_lang'>;

export function initialOddsFormat(cookieHeader: string | null, site: SiteDefaults, saved: number | null = null): OddsFormat {
  const id = saved ?? coefViewFromCookies(cookieHeader) ?? site.default_coef_view_by_geo?.[String(site.geoCountryId)] ?? site.default_coef_view_by_lang?.[site.lang] ?? 0;
  return oddsFormatFromId(id) ?? 'decimal';
}
