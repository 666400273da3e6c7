// The French dictionary, unit by unit. Each unit is typed against its Russian source.
import type { DictionaryUnits, UnitKey } from '../units';
import { shellFr } from './shell';
import { uiFr } from './ui';
import { validationFr } from './validation';
import { httpFr } from './http';
import { contentFr } from './content';
import { deliveryFr } from './delivery';
import { captchaFr } from './captcha';
import { identityFr } from './identity';
import { sportsbookFr } from './sportsbook';
import { favouritesFr } from './favourites';
import { gameFr } from './game';
import { sectionsFr } from './sections';
import { bettingPagesFr } from './betting-pages';
import { livePagesFr } from './live-pages';
import { teamCricketFr } from './team-cricket';
import { gameLinksFr } from './game-links';
import { walletFr } from './wallet';
import { bettingFr } from './betting';
import { cashOutFr } from './cash-out';
import { paymentConsultantFr } from './payment-consultant';
import { bettingExtrasFr } from './betting-extras';
import { builderDuelsFr } from './builder-duels';
import { officeMenuFr } from './office-menu';
import { twoFactorFr } from './two-factor';
import { sessionsFr } from './sessions';
import { cookieConsentFr } from './cookie-consent';
import { secureQuestionFr } from './secure-question';
import { messagesFr } from './messages';
import { accountFr } from './account';
import { identificationFr } from './identification';
import { phoneBindingFr } from './phone-binding';
import { emailActivationFr } from './email-activation';
import { socialFr } from './social';
import { accountSecurityFr } from './account-security';
import { ethSignInFr } from './eth-sign-in';
import { socialProvidersFr } from './social-providers';
import { identityChecksFr } from './identity-checks';
import { supportChatFr } from './support-chat';

export const frUnits: DictionaryUnits = {
  shell: shellFr,
  ui: uiFr,
  validation: validationFr,
  http: httpFr,
  content: contentFr,
  delivery: deliveryFr,
  captcha: captchaFr,
  identity: identityFr,
  sportsbook: sportsbookFr,
  favourites: favouritesFr,
  game: gameFr,
  sections: sectionsFr,
  bettingPages: bettingPagesFr,
  livePages: livePagesFr,
  teamCricket: teamCricketFr,
  gameLinks: gameLinksFr,
  wallet: walletFr,
  betting: bettingFr,
  cashOut: cashOutFr,
  paymentConsultant: paymentConsultantFr,
  bettingExtras: bettingExtrasFr,
  builderDuels: builderDuelsFr,
  officeMenu: officeMenuFr,
  twoFactor: twoFactorFr,
  sessions: sessionsFr,
  cookieConsent: cookieConsentFr,
  secureQuestion: secureQuestionFr,
  messages: messagesFr,
  account: accountFr,
  identification: identificationFr,
  phoneBinding: phoneBindingFr,
  emailActivation: emailActivationFr,
  social: socialFr,
  accountSecurity: accountSecurityFr,
  ethSignIn: ethSignInFr,
  socialProviders: socialProvidersFr,
  identityChecks: identityChecksFr,
  supportChat: supportChatFr,
};

/**
 * Keys whose French text is, rightly, the same as the English one: words French spells the same
 * (Menu, Information, Notifications, Sports, Section, Match, Duels, Casino, Promotions, Identification,
 * Sessions, Cookies, Licences, Cricket), the betting terms French uses as they are (Handicap,
 * Double chance, H1/H2, Cashback), and names and codes (SMS, E-mail, UFC, IBAN).
 */
export const frSameAsEnglish: readonly UnitKey[] = [
  'identity_check_method_smart_id',
  'identity_check_method_mobile_id',
  'identity_check_method_liveness',
  'shell_nav_menu',
  'ui_alerts_region',
  'ui_message_kind_info',
  'favourites_sub_title',
  'sportsbook_nav_sports',
  'sportsbook_tree_title',
  'results_sports',
  'top_sports',
  'top_tabs',
  'game_subgame_main',
  'builder_match',
  'duels_title',
  'duels_link',
  'office_menu_group_casino',
  'office_menu_promotion',
  'office_menu_account_identification',
  'identification_title',
  'office_security_sessions_title',
  'office_settings_cookies_title',
  'info_page_licenses',
  'cricket_section',
  'cricket_heading_home',
  'sportsbook_market_2',
  'sections_asian_handicap',
  'game_filter_handicaps',
  'sportsbook_market_8',
  'sportsbook_outcome_handicap1',
  'sportsbook_outcome_handicap2',
  'sections_asian_home',
  'sections_asian_away',
  'office_menu_cashback',
  'delivery_outbox_channel_sms',
  'delivery_outbox_channel_email',
  'mailing_channel_sms',
  'mailing_channel_email',
  'sections_tab_ufc',
  'sections_heading_ufc',
  'wallet_payout_iban',
];
