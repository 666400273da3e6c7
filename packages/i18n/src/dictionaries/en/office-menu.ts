import type { officeMenuRu } from '../ru/office-menu';

// English texts of the "officeMenu" namespace; the keys are those of the Russian source.
export const officeMenuEn: Record<keyof typeof officeMenuRu, string> = {
  // Groups
  office_menu_group_profile: 'Profile and verification',
  office_menu_group_security: 'Security',
  office_menu_group_bonuses: 'Bonuses and promotions',
  office_menu_group_settings: 'Settings',
  office_menu_group_support: 'Messages and support',
  office_menu_group_responsible: 'Responsible gaming',
  office_menu_group_casino: 'Casino',
  office_menu_group_referral: 'Bring a friend',

  // Profile and verification
  office_menu_account: 'Personal details',
  office_menu_account_hint: 'Name, date of birth, address and document',
  office_menu_account_edit: 'Edit details',
  office_menu_account_edit_hint: 'Correct or complete your personal details',
  office_menu_account_verification: 'Verification',
  office_menu_account_verification_hint: 'Where the check of your documents stands',
  office_menu_account_identification: 'Identification',
  office_menu_account_identification_hint: 'Upload documents and confirm who you are',

  // Security
  office_menu_security: 'Security overview',
  office_menu_security_hint: 'Password, sign-in, phone and e-mail on one page',
  office_menu_change_password: 'Change password',
  office_menu_change_password_hint: 'A new password, and sign out on other devices',
  office_menu_enable_two_factor: 'Turn on two-factor authentication',
  office_menu_enable_two_factor_hint: 'A code from an authenticator app at every sign-in',
  office_menu_disable_two_factor: 'Turn off two-factor authentication',
  office_menu_disable_two_factor_hint: 'With the recovery code given when you turned it on',
  office_menu_session_history: 'Sessions and devices',
  office_menu_session_history_hint: 'Where you are signed in; end a session you do not know',
  office_menu_security_question: 'Security question',
  office_menu_security_question_hint: 'The answer that lets you change your phone and recover access',
  office_menu_phone_binding: 'Add a phone number',
  office_menu_phone_binding_hint: 'A number for SMS sign-in and recovering access',
  office_menu_phone_activate: 'Confirm your phone',
  office_menu_phone_activate_hint: 'A code by SMS or Telegram',
  office_menu_phone_change: 'Change phone number',
  office_menu_phone_change_hint: 'Your security answer, then a code to the new number',
  office_menu_email_change: 'Change e-mail',
  office_menu_email_change_hint: 'A new address, confirmed by a mailed code',
  office_menu_activation_email: 'Confirm your e-mail',
  office_menu_activation_email_hint: 'A mail with a link that confirms your address',
  office_menu_auth_by_email: 'Sign in by e-mail',
  office_menu_auth_by_email_hint: 'Sign in with your e-mail address instead of the account number',

  // Bets
  office_menu_bets_history_mail: 'E-mail my bet history',
  office_menu_bets_history_mail_hint: 'The bets of a period, to your confirmed address',
  office_menu_bets_history_clear: 'Clear bet history',
  office_menu_bets_history_clear_hint: 'Take past bets off the list',

  // Bonuses and promotions
  office_menu_promotion: 'Promotions',
  office_menu_promotion_hint: 'Current promotions and how to take part',
  office_menu_special_offers: 'Special offers',
  office_menu_special_offers_hint: 'Offers made for you',
  office_menu_bonuses: 'My bonuses',
  office_menu_bonuses_hint: 'Active bonuses, wagering and dates',
  office_menu_bonuses_gifts: 'Gifts',
  office_menu_bonuses_gifts_hint: 'Free bets and gifts waiting for you',
  office_menu_cashback: 'Cashback',
  office_menu_cashback_hint: 'Part of your lost stakes back',
  office_menu_promo_code: 'Promo codes',
  office_menu_promo_code_hint: 'Check a code and see the codes you used',
  office_menu_rewards: 'Rewards',
  office_menu_rewards_hint: 'Points and rewards for your bets',

  // Settings
  office_menu_settings: 'Site preferences',
  office_menu_settings_hint: 'Odds format, theme, font size, language, time zone',
  office_menu_settings_account: 'Account settings',
  office_menu_settings_account_hint: 'One-click stake and the bet slip view',
  office_menu_disallow_sports: 'Hidden sports',
  office_menu_disallow_sports_hint: 'Sports you do not want to see in pre-match and live',
  office_menu_mailing: 'Mailings',
  office_menu_mailing_hint: 'Which mails and messages you get',

  // Messages and support
  office_menu_messages: 'Messages',
  office_menu_messages_hint: 'Messages from us: read and new',
  office_menu_support: 'Support',
  office_menu_support_hint: 'Chat, support hours, an idea for the site',
  office_menu_admin_request: 'Write to the management',
  office_menu_admin_request_hint: 'A complaint or question, answered by e-mail',

  // Responsible gaming
  office_menu_responsible: 'Limits and self-exclusion',
  office_menu_responsible_hint: 'Deposit and stake limits, a break from play',

  // Casino
  office_menu_casino: 'Casino account',
  office_menu_casino_hint: 'Casino games, bonuses and history',
  office_menu_casino_vip_cashback: 'Casino VIP cashback',
  office_menu_casino_vip_cashback_hint: 'Money back on casino play by VIP level',

  // Bring a friend
  office_menu_bringfriend: 'My referrals',
  office_menu_bringfriend_hint: 'Friends you invited and what you earned',
  office_menu_bring_friend_main: 'Invite a friend',
  office_menu_bring_friend_main_hint: 'Your invitation link and code',
  office_menu_bring_friend_rules: 'Programme rules',
  office_menu_bring_friend_rules_hint: 'How your reward is counted',
  office_menu_bring_friend_banners: 'Banners',
  office_menu_bring_friend_banners_hint: 'Ready banners with your link',

  // Screens reached from a row
  office_screen_identification_welcome: 'Start identification',
  office_screen_identification_welcome_hint: 'What the identity check needs and how long it takes',
  office_screen_convert_account: 'Full registration',
  office_screen_convert_account_hint: 'Turn a one-click account into a full one: e-mail, phone, personal details',
  office_screen_clarify_data: 'Complete your details',
  office_screen_clarify_data_hint: 'The details payouts need',
  office_screen_change_login: 'Change login',
  office_screen_change_login_hint: 'A login to sign in with instead of the account number',
  office_screen_promo_code_history: 'Promo code history',
  office_screen_promo_code_history_hint: 'The codes you entered and what they gave',
  office_screen_email_subscription: 'E-mail subscription',
  office_screen_email_subscription_hint: 'News and offers to your inbox',
  office_screen_share_idea: 'Share an idea',
  office_screen_share_idea_hint: 'Your suggestion to make the site better',
  office_screen_casino_mail_history: 'Casino mail',
  office_screen_casino_mail_history_hint: 'Mails about casino games and bonuses',

  // Menu pages and the menu's counts
  office_menu_page_all: 'Account menu',
  office_menu_page_profile: 'Profile',
  office_menu_page_settings: 'Settings',
  office_menu_page_promo: 'Bonuses and promotions',
  office_menu_count: 'Waiting for you: {{count}}',
  office_menu_loading: 'Loading the menu',

  // A screen that is not open yet
  office_coming_soon_badge: 'Coming soon',
  office_coming_soon_text: 'This section is being prepared and will open in your account soon.',
  office_coming_soon_what: 'What it will hold:',
  office_coming_soon_back: 'Back to the account menu',
};
