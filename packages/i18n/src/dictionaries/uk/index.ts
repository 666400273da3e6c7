// The Ukrainian dictionary, unit by unit. Each unit is typed against its Russian source.
import type { DictionaryUnits, UnitKey } from '../units';
import { shellUk } from './shell';
import { uiUk } from './ui';
import { validationUk } from './validation';
import { httpUk } from './http';
import { contentUk } from './content';
import { deliveryUk } from './delivery';
import { captchaUk } from './captcha';
import { identityUk } from './identity';
import { sportsbookUk } from './sportsbook';
import { favouritesUk } from './favourites';
import { gameUk } from './game';
import { sectionsUk } from './sections';
import { bettingPagesUk } from './betting-pages';
import { livePagesUk } from './live-pages';
import { teamCricketUk } from './team-cricket';
import { gameLinksUk } from './game-links';
import { walletUk } from './wallet';
import { bettingUk } from './betting';
import { cashOutUk } from './cash-out';
import { paymentConsultantUk } from './payment-consultant';
import { bettingExtrasUk } from './betting-extras';
import { builderDuelsUk } from './builder-duels';
import { officeMenuUk } from './office-menu';
import { twoFactorUk } from './two-factor';
import { sessionsUk } from './sessions';
import { cookieConsentUk } from './cookie-consent';
import { secureQuestionUk } from './secure-question';
import { messagesUk } from './messages';
import { accountUk } from './account';
import { identificationUk } from './identification';
import { phoneBindingUk } from './phone-binding';
import { emailActivationUk } from './email-activation';
import { socialUk } from './social';
import { socialProvidersUk } from './social-providers';
import { accountSecurityUk } from './account-security';
import { ethSignInUk } from './eth-sign-in';
import { identityChecksUk } from './identity-checks';
import { supportChatUk } from './support-chat';

export const ukUnits: DictionaryUnits = {
  shell: shellUk,
  ui: uiUk,
  validation: validationUk,
  http: httpUk,
  content: contentUk,
  delivery: deliveryUk,
  captcha: captchaUk,
  identity: identityUk,
  sportsbook: sportsbookUk,
  favourites: favouritesUk,
  game: gameUk,
  sections: sectionsUk,
  bettingPages: bettingPagesUk,
  livePages: livePagesUk,
  teamCricket: teamCricketUk,
  gameLinks: gameLinksUk,
  wallet: walletUk,
  betting: bettingUk,
  cashOut: cashOutUk,
  paymentConsultant: paymentConsultantUk,
  bettingExtras: bettingExtrasUk,
  builderDuels: builderDuelsUk,
  officeMenu: officeMenuUk,
  twoFactor: twoFactorUk,
  sessions: sessionsUk,
  cookieConsent: cookieConsentUk,
  secureQuestion: secureQuestionUk,
  messages: messagesUk,
  account: accountUk,
  identification: identificationUk,
  phoneBinding: phoneBindingUk,
  emailActivation: emailActivationUk,
  social: socialUk,
  socialProviders: socialProvidersUk,
  accountSecurity: accountSecurityUk,
  ethSignIn: ethSignInUk,
  identityChecks: identityChecksUk,
  supportChat: supportChatUk,
};

// Keys whose Ukrainian text is, correctly, the same as the English one: the 1X2 notation, brand names, a code.
export const ukSameAsEnglish: readonly UnitKey[] = [
  // The e-ID services' own names (decision 0044).
  'identity_check_method_smart_id',
  'identity_check_method_mobile_id',
  'sportsbook_main_draw',
  'sportsbook_outcome_draw',
  'sportsbook_outcome_1x',
  'sportsbook_outcome_x2',
  'sections_tab_ufc',
  'sections_heading_ufc',
  'wallet_agent_telegram',
  'wallet_payout_iban',
  'delivery_outbox_channel_sms',
  'mailing_channel_sms',
];
