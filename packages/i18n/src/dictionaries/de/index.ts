// The German dictionary, unit by unit. Each unit is typed against its Russian source.
import type { DictionaryUnits, UnitKey } from '../units';
import { shellDe } from './shell';
import { uiDe } from './ui';
import { validationDe } from './validation';
import { httpDe } from './http';
import { contentDe } from './content';
import { deliveryDe } from './delivery';
import { captchaDe } from './captcha';
import { identityDe } from './identity';
import { sportsbookDe } from './sportsbook';
import { favouritesDe } from './favourites';
import { gameDe } from './game';
import { sectionsDe } from './sections';
import { bettingPagesDe } from './betting-pages';
import { livePagesDe } from './live-pages';
import { teamCricketDe } from './team-cricket';
import { gameLinksDe } from './game-links';
import { walletDe } from './wallet';
import { bettingDe } from './betting';
import { cashOutDe } from './cash-out';
import { paymentConsultantDe } from './payment-consultant';
import { bettingExtrasDe } from './betting-extras';
import { builderDuelsDe } from './builder-duels';
import { officeMenuDe } from './office-menu';
import { twoFactorDe } from './two-factor';
import { sessionsDe } from './sessions';
import { cookieConsentDe } from './cookie-consent';
import { secureQuestionDe } from './secure-question';
import { messagesDe } from './messages';
import { accountDe } from './account';
import { identificationDe } from './identification';
import { phoneBindingDe } from './phone-binding';
import { emailActivationDe } from './email-activation';
import { socialDe } from './social';
import { socialProvidersDe } from './social-providers';
import { accountSecurityDe } from './account-security';
import { ethSignInDe } from './eth-sign-in';
import { identityChecksDe } from './identity-checks';
import { supportChatDe } from './support-chat';

export const deUnits: DictionaryUnits = {
  shell: shellDe,
  ui: uiDe,
  validation: validationDe,
  http: httpDe,
  content: contentDe,
  delivery: deliveryDe,
  captcha: captchaDe,
  identity: identityDe,
  sportsbook: sportsbookDe,
  favourites: favouritesDe,
  game: gameDe,
  sections: sectionsDe,
  bettingPages: bettingPagesDe,
  livePages: livePagesDe,
  teamCricket: teamCricketDe,
  gameLinks: gameLinksDe,
  wallet: walletDe,
  betting: bettingDe,
  cashOut: cashOutDe,
  paymentConsultant: paymentConsultantDe,
  bettingExtras: bettingExtrasDe,
  builderDuels: builderDuelsDe,
  officeMenu: officeMenuDe,
  twoFactor: twoFactorDe,
  sessions: sessionsDe,
  cookieConsent: cookieConsentDe,
  secureQuestion: secureQuestionDe,
  messages: messagesDe,
  account: accountDe,
  identification: identificationDe,
  phoneBinding: phoneBindingDe,
  emailActivation: emailActivationDe,
  social: socialDe,
  socialProviders: socialProvidersDe,
  accountSecurity: accountSecurityDe,
  ethSignIn: ethSignInDe,
  identityChecks: identityChecksDe,
  supportChat: supportChatDe,
};

/** Keys whose German text is, correctly, the same as the English one (brand and product names, codes, loanwords used in German). */
export const deSameAsEnglish: readonly UnitKey[] = [
  // The e-ID services' own names (decision 0044).
  'identity_check_method_smart_id',
  'identity_check_method_mobile_id',
  'identity_check_method_liveness',
  // Live (the German betting term for in-play; tab, badge and filter labels)
  'sportsbook_nav_live',
  'sportsbook_live_badge',
  'sportsbook_tree_live',
  'sportsbook_slip_live',
  'favourites_live',
  'sections_mode_live',
  'search_live',
  'search_live_badge',
  'express_live',
  'top_live',
  'team_live_period',
  'recommendation_mode_live',
  'bets_live',
  'bets_filter_live',
  // 1X2 notation
  'sportsbook_main_draw',
  'sportsbook_outcome_draw',
  'sportsbook_outcome_1x',
  'sportsbook_outcome_x2',
  // Handicap abbreviations and market name
  'sportsbook_outcome_handicap1',
  'sportsbook_outcome_handicap2',
  'sections_asian_home',
  'sections_asian_away',
  'sportsbook_market_2',
  'sections_asian_handicap',
  // U = Unter
  'sections_asian_under',
  // Team
  'sportsbook_outcome_team1',
  'sportsbook_outcome_team2',
  'duels_team_a',
  'duels_team_b',
  'sections_tab_team',
  'cricket_player_team',
  // brands, codes, channel names
  'sections_tab_ufc',
  'sections_heading_ufc',
  'wallet_agent_telegram',
  'wallet_payout_iban',
  'delivery_outbox_channel_sms',
  'mailing_channel_sms',
  'delivery_outbox_channel_messenger',
  // German words identical to English
  'cricket_section',
  'cricket_heading_home',
  'sportsbook_tree_international',
  'wallet_payment_status',
  'wallet_filter_status',
  'bets_filter_status',
  'office_menu_group_casino',
  'office_menu_cashback',
  'sessions_device_desktop',
  'sessions_device_tablet',
  'account_region',
];
