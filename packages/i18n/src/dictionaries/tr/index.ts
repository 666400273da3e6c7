// The Turkish dictionary, unit by unit. Each unit is typed against its Russian source.
import type { DictionaryUnits, UnitKey } from '../units';
import { shellTr } from './shell';
import { uiTr } from './ui';
import { validationTr } from './validation';
import { httpTr } from './http';
import { contentTr } from './content';
import { deliveryTr } from './delivery';
import { captchaTr } from './captcha';
import { identityTr } from './identity';
import { sportsbookTr } from './sportsbook';
import { favouritesTr } from './favourites';
import { gameTr } from './game';
import { sectionsTr } from './sections';
import { bettingPagesTr } from './betting-pages';
import { livePagesTr } from './live-pages';
import { teamCricketTr } from './team-cricket';
import { gameLinksTr } from './game-links';
import { walletTr } from './wallet';
import { bettingTr } from './betting';
import { cashOutTr } from './cash-out';
import { paymentConsultantTr } from './payment-consultant';
import { bettingExtrasTr } from './betting-extras';
import { builderDuelsTr } from './builder-duels';
import { officeMenuTr } from './office-menu';
import { twoFactorTr } from './two-factor';
import { sessionsTr } from './sessions';
import { cookieConsentTr } from './cookie-consent';
import { secureQuestionTr } from './secure-question';
import { messagesTr } from './messages';
import { accountTr } from './account';
import { identificationTr } from './identification';
import { phoneBindingTr } from './phone-binding';
import { emailActivationTr } from './email-activation';
import { socialTr } from './social';
import { socialProvidersTr } from './social-providers';
import { accountSecurityTr } from './account-security';
import { ethSignInTr } from './eth-sign-in';
import { identityChecksTr } from './identity-checks';
import { supportChatTr } from './support-chat';

export const trUnits: DictionaryUnits = {
  shell: shellTr,
  ui: uiTr,
  validation: validationTr,
  http: httpTr,
  content: contentTr,
  delivery: deliveryTr,
  captcha: captchaTr,
  identity: identityTr,
  sportsbook: sportsbookTr,
  favourites: favouritesTr,
  game: gameTr,
  sections: sectionsTr,
  bettingPages: bettingPagesTr,
  livePages: livePagesTr,
  teamCricket: teamCricketTr,
  gameLinks: gameLinksTr,
  wallet: walletTr,
  betting: bettingTr,
  cashOut: cashOutTr,
  paymentConsultant: paymentConsultantTr,
  bettingExtras: bettingExtrasTr,
  builderDuels: builderDuelsTr,
  officeMenu: officeMenuTr,
  twoFactor: twoFactorTr,
  sessions: sessionsTr,
  cookieConsent: cookieConsentTr,
  secureQuestion: secureQuestionTr,
  messages: messagesTr,
  account: accountTr,
  identification: identificationTr,
  phoneBinding: phoneBindingTr,
  emailActivation: emailActivationTr,
  social: socialTr,
  socialProviders: socialProvidersTr,
  accountSecurity: accountSecurityTr,
  ethSignIn: ethSignInTr,
  identityChecks: identityChecksTr,
  supportChat: supportChatTr,
};

/** Keys whose Turkish text is, correctly, the same as the English one: codes, brand and product names. */
export const trSameAsEnglish: readonly UnitKey[] = [
  // The e-ID services' own names (decision 0044).
  'identity_check_method_smart_id',
  'identity_check_method_mobile_id',
  // Universal 1X2 notation of the draw and the double chances.
  'sportsbook_main_draw',
  'sportsbook_outcome_draw',
  'sportsbook_outcome_1x',
  'sportsbook_outcome_x2',
  // Handicap outcome codes H1/H2 (Handikap 1/2).
  'sportsbook_outcome_handicap1',
  'sportsbook_outcome_handicap2',
  'sections_asian_home',
  'sections_asian_away',
  // Proper name of the odds format.
  'sportsbook_odds_format_hong_kong',
  // Brand, product and standard names.
  'sections_tab_ufc',
  'sections_heading_ufc',
  'wallet_payout_iban',
  'wallet_agent_telegram',
  'delivery_outbox_channel_sms',
  'mailing_channel_sms',
  'office_menu_group_casino',
  'sessions_device_tablet',
];
