import { z } from 'zod';
import type { RouteName } from './routes';

// The personal office's menu (spec §2 "Personal office route names"; issue 13 "Office frame") as one
// table, grouped as a book's office is: each row is an office route the menu links to, some shown
// only where the brand has the feature or the player is offered the screen. The server answers it
// for one player (`getLeftMenuData`), the web frame draws it with its own texts and icons. A screen
// that is reached from a row rather than listed (a deposit's result, a request's fill-out page) is
// named in `officeScreensUnder` with the row it belongs to.

/**
 * When a row is shown: `casino` and `referral` where the brand offers them (site configuration
 * `office`), `paymentConsultant` where the player's country has the consultant (spec §6).
 */
export const officeMenuConditions = ['casino', 'referral', 'paymentConsultant'] as const;
export type OfficeMenuCondition = (typeof officeMenuConditions)[number];

export interface OfficeMenuRow<R extends RouteName = RouteName> {
  readonly route: R;
  readonly shownWhen?: OfficeMenuCondition;
}

const row = <R extends RouteName>(route: R, shownWhen?: OfficeMenuCondition): OfficeMenuRow<R> => (shownWhen ? { route, shownWhen } : { route });

export const officeMenuTable = [
  {
    id: 'profile',
    rows: [row('office_account'), row('office_account_edit'), row('office_account_verification'), row('office_account_identification')],
  },
  {
    id: 'security',
    rows: [
      row('office_security'),
      row('office_change_password'),
      row('office_enable_two_factor_auth'),
      row('office_disable_two_factor_auth'),
      row('office_session_history'),
      row('office_security_question'),
      row('office_phone_binding'),
      row('office_phone_activate'),
      row('office_phone_change'),
      row('office_email_change'),
      row('office_activation_email'),
      row('security_auth_by_email'),
    ],
  },
  {
    id: 'bets',
    rows: [row('office_history'), row('office_manager_bets'), row('office_bets_history_mail'), row('office_bets_history_clear')],
  },
  {
    id: 'wallet',
    rows: [
      row('office_recharge'),
      row('office_deduce'),
      row('office_historypay'),
      row('office_paycheck'),
      row('office_settings_wallets'),
      row('office_payment_consultant', 'paymentConsultant'),
    ],
  },
  {
    id: 'bonuses',
    rows: [
      row('office_promotion'),
      row('office_special_offers'),
      row('office_settings_bonuses'),
      row('office_settings_bonuses_gifts'),
      row('office_settings_cashback'),
      row('office_settings_promo_code_check'),
      row('office_rewards'),
    ],
  },
  {
    id: 'settings',
    rows: [row('office_settings'), row('office_settings_account'), row('office_settings_disallow_sports'), row('office_settings_mailing')],
  },
  {
    id: 'support',
    rows: [row('office_messages'), row('office_support'), row('office_admin_request')],
  },
  {
    id: 'responsible',
    rows: [row('office_responsible')],
  },
  {
    id: 'casino',
    rows: [row('office_casino', 'casino'), row('office_casino_vip_cashback', 'casino')],
  },
  {
    id: 'referral',
    rows: [
      row('office_bringfriend', 'referral'),
      row('office_bring_friend_main', 'referral'),
      row('office_bring_friend_rules', 'referral'),
      row('office_bring_friend_banners', 'referral'),
    ],
  },
] as const;

export type OfficeMenuGroupId = (typeof officeMenuTable)[number]['id'];
/** The routes the menu's rows link to (none takes a parameter besides the language). */
export type OfficeMenuRoute = (typeof officeMenuTable)[number]['rows'][number]['route'];

/** Screens reached from a row rather than listed in the menu, by the row they belong to. */
export const officeScreensUnder = {
  office_identification_welcome: 'office_account_identification',
  office_convert_account: 'office_account',
  office_clarify_data: 'office_account',
  office_change_login: 'office_security',
  office_recharge_result: 'office_recharge',
  payment_requests: 'office_payment_consultant',
  office_payment_consultant_create: 'office_payment_consultant',
  office_payment_consultant_transactions: 'office_payment_consultant',
  office_payment_consultant_requests: 'office_payment_consultant',
  office_payment_consultant_fill: 'office_payment_consultant',
  office_settings_promo_code_history: 'office_settings_promo_code_check',
  office_email_subscription: 'office_settings_mailing',
  office_share_idea: 'office_support',
  office_casino_mail_history: 'office_casino',
} as const satisfies Partial<Record<RouteName, OfficeMenuRoute>>;
export type OfficeSubScreen = keyof typeof officeScreensUnder;

/** The menu pages (spec §2 `office_menu*`): the whole menu, or the groups one of them gathers. */
export const officeMenuPages = {
  office_menu: null,
  office_menu_profile: ['profile', 'security'],
  office_menu_settings: ['settings'],
  office_menu_promo: ['bonuses'],
} as const satisfies Record<string, readonly OfficeMenuGroupId[] | null>;
export type OfficeMenuPage = keyof typeof officeMenuPages;

export interface OfficeMenuGroup<Row = OfficeMenuRow<OfficeMenuRoute>> {
  readonly id: OfficeMenuGroupId;
  readonly rows: readonly Row[];
}

/** The menu as a player sees it: rows whose condition does not hold left out, and groups left empty. */
export function visibleOfficeMenu(conditions: ReadonlySet<OfficeMenuCondition>): OfficeMenuGroup[] {
  return officeMenuTable
    .map((group) => ({ id: group.id, rows: group.rows.filter((r: OfficeMenuRow<OfficeMenuRoute>) => r.shownWhen === undefined || conditions.has(r.shownWhen)) }))
    .filter((group) => group.rows.length > 0);
}

/** The menu row a route belongs to: its own, or the row of the screen it is reached from. */
export function officeMenuRouteOf(routeName: string | undefined): OfficeMenuRoute | undefined {
  if (routeName === undefined) return undefined;
  if (Object.hasOwn(officeScreensUnder, routeName)) return officeScreensUnder[routeName as OfficeSubScreen];
  for (const group of officeMenuTable) for (const r of group.rows) if (r.route === routeName) return r.route;
  return undefined;
}

/**
 * `getLeftMenuData` (spec §7.4, shape not shown there): the menu's groups and rows for the player
 * and the brand, each row with how many things wait for the player there (approved VIP requests to
 * place, consultant requests support asked to fill out), and the conditions that held.
 */
export const leftMenuDataSchema = z.strictObject({
  groups: z.array(
    z.strictObject({
      id: z.string(),
      rows: z.array(z.strictObject({ route: z.string(), count: z.number().int().nonnegative().optional() })),
    }),
  ),
  conditions: z.array(z.enum(officeMenuConditions)),
});
export type LeftMenuData = z.infer<typeof leftMenuDataSchema>;

export const officeMenuPaths = { leftMenu: '/web-api/officeapi/getLeftMenuData' } as const;
