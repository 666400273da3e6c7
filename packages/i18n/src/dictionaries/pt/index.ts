// The Portuguese (Portugal) dictionary, unit by unit. Each unit is typed against its Russian source.
import type { DictionaryUnits, UnitKey } from '../units';
import { shellPt } from './shell';
import { uiPt } from './ui';
import { validationPt } from './validation';
import { httpPt } from './http';
import { contentPt } from './content';
import { deliveryPt } from './delivery';
import { captchaPt } from './captcha';
import { identityPt } from './identity';
import { sportsbookPt } from './sportsbook';
import { favouritesPt } from './favourites';
import { gamePt } from './game';
import { sectionsPt } from './sections';
import { bettingPagesPt } from './betting-pages';
import { livePagesPt } from './live-pages';
import { teamCricketPt } from './team-cricket';
import { gameLinksPt } from './game-links';
import { walletPt } from './wallet';
import { bettingPt } from './betting';
import { cashOutPt } from './cash-out';
import { paymentConsultantPt } from './payment-consultant';
import { bettingExtrasPt } from './betting-extras';
import { builderDuelsPt } from './builder-duels';
import { officeMenuPt } from './office-menu';
import { twoFactorPt } from './two-factor';
import { sessionsPt } from './sessions';
import { cookieConsentPt } from './cookie-consent';
import { secureQuestionPt } from './secure-question';
import { messagesPt } from './messages';
import { accountPt } from './account';
import { identificationPt } from './identification';
import { phoneBindingPt } from './phone-binding';
import { emailActivationPt } from './email-activation';
import { socialPt } from './social';
import { socialProvidersPt } from './social-providers';
import { accountSecurityPt } from './account-security';
import { ethSignInPt } from './eth-sign-in';
import { identityChecksPt } from './identity-checks';
import { supportChatPt } from './support-chat';

export const ptUnits: DictionaryUnits = {
  shell: shellPt,
  ui: uiPt,
  validation: validationPt,
  http: httpPt,
  content: contentPt,
  delivery: deliveryPt,
  captcha: captchaPt,
  identity: identityPt,
  sportsbook: sportsbookPt,
  favourites: favouritesPt,
  game: gamePt,
  sections: sectionsPt,
  bettingPages: bettingPagesPt,
  livePages: livePagesPt,
  teamCricket: teamCricketPt,
  gameLinks: gameLinksPt,
  wallet: walletPt,
  betting: bettingPt,
  cashOut: cashOutPt,
  paymentConsultant: paymentConsultantPt,
  bettingExtras: bettingExtrasPt,
  builderDuels: builderDuelsPt,
  officeMenu: officeMenuPt,
  twoFactor: twoFactorPt,
  sessions: sessionsPt,
  cookieConsent: cookieConsentPt,
  secureQuestion: secureQuestionPt,
  messages: messagesPt,
  account: accountPt,
  identification: identificationPt,
  phoneBinding: phoneBindingPt,
  emailActivation: emailActivationPt,
  social: socialPt,
  socialProviders: socialProvidersPt,
  accountSecurity: accountSecurityPt,
  ethSignIn: ethSignInPt,
  identityChecks: identityChecksPt,
  supportChat: supportChatPt,
};

/**
 * Keys whose Portuguese (Portugal) text is, correctly, identical to the English one: words Portuguese uses as they
 * are (Menu, Casino, Tablet, Banners, Cashback, Handicap, Decimal), channel and product names (SMS, E-mail, Telegram,
 * IBAN, UFC, Hong Kong), the international 1X2 and handicap notation, and the unit symbol "min".
 */
export const ptSameAsEnglish: readonly UnitKey[] = [
  // The e-ID services' own names (decision 0044).
  'identity_check_method_smart_id',
  'identity_check_method_mobile_id',
  'shell_nav_menu',
  'delivery_outbox_channel_sms',
  'delivery_outbox_channel_email',
  'mailing_channel_sms',
  'mailing_channel_email',
  'sportsbook_clock',
  'sportsbook_param_interval',
  'sportsbook_main_draw',
  'sportsbook_outcome_draw',
  'sportsbook_outcome_1x',
  'sportsbook_outcome_x2',
  'sportsbook_outcome_handicap1',
  'sportsbook_outcome_handicap2',
  'sections_asian_home',
  'sections_asian_away',
  'sportsbook_market_2',
  'sections_asian_handicap',
  'game_filter_handicaps',
  'sportsbook_odds_format_decimal',
  'sportsbook_odds_format_hong_kong',
  'sections_tab_ufc',
  'sections_heading_ufc',
  'wallet_agent_telegram',
  'wallet_payout_iban',
  'office_menu_group_casino',
  'office_menu_cashback',
  'office_menu_bring_friend_banners',
  'sessions_device_tablet',
];
