// How the personal office's menu looks (UX.md): the table of groups and rows is the contract's
// (`@stavka/contract/office-menu`, which the server answers per player in `getLeftMenuData`); here
// every row gets its label, the line under it on the menu pages and its icon. A route the contract
// adds to the table fails the type check here until it has its look.
import {
  officeMenuRouteOf,
  officeMenuTable,
  visibleOfficeMenu,
  type OfficeMenuCondition,
  type OfficeMenuGroupId,
  type OfficeMenuRoute,
  type OfficeSubScreen,
} from '@stavka/contract/office-menu';
import type { MessageKey } from '@stavka/i18n/dictionaries';
import type { IconName } from '../../shared/ui/icon-names';

export interface OfficeMenuItem {
  readonly route: OfficeMenuRoute;
  readonly label: MessageKey;
  /** One line under the label on the menu pages (and what a screen not open yet will hold). */
  readonly hint: MessageKey;
  readonly icon: IconName;
  readonly shownWhen?: OfficeMenuCondition;
}

export interface OfficeMenuGroup {
  readonly id: OfficeMenuGroupId;
  readonly title: MessageKey;
  readonly items: readonly OfficeMenuItem[];
}

type Look = Omit<OfficeMenuItem, 'route' | 'shownWhen'>;
/** A row's dictionary stem: `office_menu_<stem>` and `office_menu_<stem>_hint` are both keys. */
type RowStem = { [M in MessageKey]: M extends `office_menu_${infer K}_hint` ? (`office_menu_${K}` extends MessageKey ? K : never) : never }[MessageKey];
const look = (stem: RowStem, icon: IconName): Look => ({ label: `office_menu_${stem}`, hint: `office_menu_${stem}_hint`, icon });

const rowLooks: Record<OfficeMenuRoute, Look> = {
  office_account: look('account', 'user'),
  office_account_edit: look('account_edit', 'settings'),
  office_account_verification: look('account_verification', 'check'),
  office_account_identification: look('account_identification', 'shield'),
  office_security: look('security', 'shield'),
  office_change_password: look('change_password', 'lock'),
  office_enable_two_factor_auth: look('enable_two_factor', 'lock'),
  office_disable_two_factor_auth: look('disable_two_factor', 'lock'),
  office_session_history: look('session_history', 'clock'),
  office_security_question: look('security_question', 'question'),
  office_phone_binding: look('phone_binding', 'phone'),
  office_phone_activate: look('phone_activate', 'phone'),
  office_phone_change: look('phone_change', 'phone'),
  office_email_change: look('email_change', 'mail'),
  office_activation_email: look('activation_email', 'mail'),
  security_auth_by_email: look('auth_by_email', 'mail'),
  office_history: look('history', 'coupon'),
  office_manager_bets: look('manager_bets', 'star'),
  office_bets_history_mail: look('bets_history_mail', 'mail'),
  office_bets_history_clear: look('bets_history_clear', 'trash'),
  office_recharge: look('recharge', 'plus'),
  office_deduce: look('deduce', 'minus'),
  office_historypay: look('historypay', 'clock'),
  office_paycheck: look('paycheck', 'receipt'),
  office_settings_wallets: look('wallets', 'wallet'),
  office_payment_consultant: look('consultant', 'question'),
  office_promotion: look('promotion', 'trophy'),
  office_special_offers: look('special_offers', 'star'),
  office_settings_bonuses: look('bonuses', 'trophy'),
  office_settings_bonuses_gifts: look('bonuses_gifts', 'star'),
  office_settings_cashback: look('cashback', 'refresh'),
  office_settings_promo_code_check: look('promo_code', 'receipt'),
  office_rewards: look('rewards', 'trophy'),
  office_settings: look('settings', 'settings'),
  office_settings_account: look('settings_account', 'tools'),
  office_settings_disallow_sports: look('disallow_sports', 'eye-off'),
  office_settings_mailing: look('mailing', 'mail'),
  office_messages: look('messages', 'mail'),
  office_support: look('support', 'info'),
  office_admin_request: look('admin_request', 'warning'),
  office_responsible: look('responsible', 'clock'),
  office_casino: look('casino', 'casino'),
  office_casino_vip_cashback: look('casino_vip_cashback', 'refresh'),
  office_bringfriend: look('bringfriend', 'user'),
  office_bring_friend_main: look('bring_friend_main', 'plus'),
  office_bring_friend_rules: look('bring_friend_rules', 'info'),
  office_bring_friend_banners: look('bring_friend_banners', 'star'),
};

const groupTitles: Record<OfficeMenuGroupId, MessageKey> = {
  profile: 'office_menu_group_profile',
  security: 'office_menu_group_security',
  bets: 'office_menu_group_bets',
  wallet: 'office_menu_group_wallet',
  bonuses: 'office_menu_group_bonuses',
  settings: 'office_menu_group_settings',
  support: 'office_menu_group_support',
  responsible: 'office_menu_group_responsible',
  casino: 'office_menu_group_casino',
  referral: 'office_menu_group_referral',
};

/** The title and line of a screen reached from a row, for the screens that are not open yet. */
export const subScreenTexts: Partial<Record<OfficeSubScreen, { label: MessageKey; hint: MessageKey }>> = {
  office_identification_welcome: { label: 'office_screen_identification_welcome', hint: 'office_screen_identification_welcome_hint' },
  office_convert_account: { label: 'office_screen_convert_account', hint: 'office_screen_convert_account_hint' },
  office_clarify_data: { label: 'office_screen_clarify_data', hint: 'office_screen_clarify_data_hint' },
  office_change_login: { label: 'office_screen_change_login', hint: 'office_screen_change_login_hint' },
  office_settings_promo_code_history: { label: 'office_screen_promo_code_history', hint: 'office_screen_promo_code_history_hint' },
  office_email_subscription: { label: 'office_screen_email_subscription', hint: 'office_screen_email_subscription_hint' },
  office_share_idea: { label: 'office_screen_share_idea', hint: 'office_screen_share_idea_hint' },
  office_casino_mail_history: { label: 'office_screen_casino_mail_history', hint: 'office_screen_casino_mail_history_hint' },
};

const withLook = (group: { id: OfficeMenuGroupId; rows: readonly { route: OfficeMenuRoute; shownWhen?: OfficeMenuCondition }[] }): OfficeMenuGroup => ({
  id: group.id,
  title: groupTitles[group.id],
  items: group.rows.map((r) => ({ ...rowLooks[r.route], route: r.route, ...(r.shownWhen ? { shownWhen: r.shownWhen } : {}) })),
});

/** Every group and row of the menu, with their texts and icons. */
export const officeMenu: readonly OfficeMenuGroup[] = officeMenuTable.map(withLook);

/** The look of one row. */
export function officeMenuItem(route: OfficeMenuRoute): OfficeMenuItem {
  return { ...rowLooks[route], route };
}

/** The menu row a path belongs to: its own route, or the row of the screen it was reached from. */
export const menuRouteOf = officeMenuRouteOf;

/** The menu as this player sees it: rows whose condition does not hold left out, and groups left empty. */
export function visibleMenu(conditions: ReadonlySet<OfficeMenuCondition>): OfficeMenuGroup[] {
  return visibleOfficeMenu(conditions).map(withLook);
}
