import { useMatches, type MetaArgs } from 'react-router';
import { officeMenuPages, type OfficeMenuPage as MenuPageName } from '@stavka/contract/office-menu';
import type { MessageKey } from '@stavka/i18n/dictionaries';
import { OfficeMenuPage } from '../layout/office/office-frame';
import { officeMeta } from '../layout/office/office-meta';

// The menu pages (spec §2 office_menu, office_menu_profile, office_menu_settings, office_menu_promo):
// the whole menu, or the groups of one part of the office. routes.ts registers this module once per
// page, with the route name as its id.

const titles: Record<MenuPageName, MessageKey> = {
  office_menu: 'office_menu_page_all',
  office_menu_profile: 'office_menu_page_profile',
  office_menu_settings: 'office_menu_page_settings',
  office_menu_promo: 'office_menu_page_promo',
};

const isMenuPage = (id: string): id is MenuPageName => Object.hasOwn(officeMenuPages, id);

function pageOf(matches: readonly { id: string }[]): MenuPageName {
  const found = matches.map((match) => match.id).findLast(isMenuPage);
  if (found === undefined) throw new Error('The office menu page is registered without its route name as id');
  return found;
}

export function meta({ matches }: MetaArgs) {
  return officeMeta(matches, titles[pageOf(matches)]);
}

export default function OfficeMenuRoute() {
  const page = pageOf(useMatches());
  return <OfficeMenuPage title={titles[page]} groups={officeMenuPages[page]} />;
}
