// The Uzbek (Latin script) dictionary, unit by unit. Each unit is typed against its Russian source.
import type { DictionaryUnits, UnitKey } from '../units';
import { shellUz } from './shell';
import { uiUz } from './ui';
import { validationUz } from './validation';
import { httpUz } from './http';
import { contentUz } from './content';
import { deliveryUz } from './delivery';
import { captchaUz } from './captcha';
import { identityUz } from './identity';
import { sportsbookUz } from './sportsbook';
import { favouritesUz } from './favourites';
import { gameUz } from './game';
import { sectionsUz } from './sections';
import { bettingPagesUz } from './betting-pages';
import { livePagesUz } from './live-pages';
import { teamCricketUz } from './team-cricket';
import { gameLinksUz } from './game-links';
import { walletUz } from './wallet';
import { bettingUz } from './betting';
import { cashOutUz } from './cash-out';
import { paymentConsultantUz } from './payment-consultant';
import { bettingExtrasUz } from './betting-extras';
import { builderDuelsUz } from './builder-duels';
import { officeMenuUz } from './office-menu';
import { twoFactorUz } from './two-factor';
import { sessionsUz } from './sessions';
import { cookieConsentUz } from './cookie-consent';
import { secureQuestionUz } from './secure-question';
import { messagesUz } from './messages';
import { accountUz } from './account';
import { identificationUz } from './identification';
import { phoneBindingUz } from './phone-binding';
import { emailActivationUz } from './email-activation';
import { socialUz } from './social';
import { accountSecurityUz } from './account-security';
import { ethSignInUz } from './eth-sign-in';
import { socialProvidersUz } from './social-providers';
import { identityChecksUz } from './identity-checks';
import { supportChatUz } from './support-chat';

export const uzUnits: DictionaryUnits = {
  shell: shellUz,
  ui: uiUz,
  validation: validationUz,
  http: httpUz,
  content: contentUz,
  delivery: deliveryUz,
  captcha: captchaUz,
  identity: identityUz,
  sportsbook: sportsbookUz,
  favourites: favouritesUz,
  game: gameUz,
  sections: sectionsUz,
  bettingPages: bettingPagesUz,
  livePages: livePagesUz,
  teamCricket: teamCricketUz,
  gameLinks: gameLinksUz,
  wallet: walletUz,
  betting: bettingUz,
  cashOut: cashOutUz,
  paymentConsultant: paymentConsultantUz,
  bettingExtras: bettingExtrasUz,
  builderDuels: builderDuelsUz,
  officeMenu: officeMenuUz,
  twoFactor: twoFactorUz,
  sessions: sessionsUz,
  cookieConsent: cookieConsentUz,
  secureQuestion: secureQuestionUz,
  messages: messagesUz,
  account: accountUz,
  identification: identificationUz,
  phoneBinding: phoneBindingUz,
  emailActivation: emailActivationUz,
  social: socialUz,
  accountSecurity: accountSecurityUz,
  ethSignIn: ethSignInUz,
  socialProviders: socialProvidersUz,
  identityChecks: identityChecksUz,
  supportChat: supportChatUz,
};

/** Keys whose Uzbek text is, correctly, the same as the English text (codes, brand and product names, loanwords used in Uzbek). */
export const uzSameAsEnglish: readonly UnitKey[] = [
  'identity_check_method_smart_id',
  'identity_check_method_mobile_id',
  // Codes and abbreviations written the same way in Uzbek.
  'delivery_outbox_channel_sms',
  'mailing_channel_sms',
  'wallet_payout_iban',
  'sportsbook_main_draw',
  'sportsbook_outcome_draw',
  'sportsbook_outcome_1x',
  'sportsbook_outcome_x2',
  // Brand and product names.
  'sections_tab_ufc',
  'sections_heading_ufc',
  'wallet_agent_telegram',
  // Loanwords that are the standard Uzbek terms (match, total, login).
  'game_subgame_main',
  'builder_match',
  'sections_asian_event',
  'sportsbook_market_17',
  'sections_asian_total',
  'office_change_login_title',
  'account_login_label',
];
