// The office routes of spec §2 that have no screen yet. routes.ts registers each of them with the one
// "coming soon" module (routes/office-coming-soon.tsx) inside the office frame, so that every menu
// row leads somewhere real. A screen that gets built leaves this list and registers its own module.
import type { RouteName } from '@stavka/contract/routes';

export const comingSoonOfficeRoutes = [
  'office_promotion',
  'office_special_offers',
  'office_settings_bonuses',
  'office_settings_bonuses_gifts',
  'office_settings_cashback',
  'office_settings_promo_code_check',
  'office_settings_promo_code_history',
  'office_rewards',
  'office_responsible',
  'office_casino',
  'office_casino_vip_cashback',
  'office_casino_mail_history',
  'office_bringfriend',
  'office_bring_friend_main',
  'office_bring_friend_rules',
  'office_bring_friend_banners',
] as const satisfies readonly RouteName[];

export type ComingSoonOfficeRoute = (typeof comingSoonOfficeRoutes)[number];

const comingSoon: ReadonlySet<string> = new Set(comingSoonOfficeRoutes);

/** Whether a route id is one of the screens not open yet (their ids are their route names). */
export function isComingSoonOfficeRoute(id: string): id is ComingSoonOfficeRoute {
  return comingSoon.has(id);
}
