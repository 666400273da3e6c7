// The Arabic dictionary, unit by unit. Each unit is typed against its Russian source.
import type { DictionaryUnits, UnitKey } from '../units';
import { shellAr } from './shell';
import { uiAr } from './ui';
import { validationAr } from './validation';
import { httpAr } from './http';
import { contentAr } from './content';
import { deliveryAr } from './delivery';
import { captchaAr } from './captcha';
import { identityAr } from './identity';
import { sportsbookAr } from './sportsbook';
import { favouritesAr } from './favourites';
import { gameAr } from './game';
import { sectionsAr } from './sections';
import { bettingPagesAr } from './betting-pages';
import { livePagesAr } from './live-pages';
import { teamCricketAr } from './team-cricket';
import { gameLinksAr } from './game-links';
import { walletAr } from './wallet';
import { bettingAr } from './betting';
import { cashOutAr } from './cash-out';
import { paymentConsultantAr } from './payment-consultant';
import { bettingExtrasAr } from './betting-extras';
import { builderDuelsAr } from './builder-duels';
import { officeMenuAr } from './office-menu';
import { twoFactorAr } from './two-factor';
import { sessionsAr } from './sessions';
import { cookieConsentAr } from './cookie-consent';
import { secureQuestionAr } from './secure-question';
import { messagesAr } from './messages';
import { accountAr } from './account';
import { identificationAr } from './identification';
import { phoneBindingAr } from './phone-binding';
import { emailActivationAr } from './email-activation';
import { socialAr } from './social';
import { socialProvidersAr } from './social-providers';
import { accountSecurityAr } from './account-security';
import { ethSignInAr } from './eth-sign-in';
import { identityChecksAr } from './identity-checks';
import { supportChatAr } from './support-chat';

export const arUnits: DictionaryUnits = {
  shell: shellAr,
  ui: uiAr,
  validation: validationAr,
  http: httpAr,
  content: contentAr,
  delivery: deliveryAr,
  captcha: captchaAr,
  identity: identityAr,
  sportsbook: sportsbookAr,
  favourites: favouritesAr,
  game: gameAr,
  sections: sectionsAr,
  bettingPages: bettingPagesAr,
  livePages: livePagesAr,
  teamCricket: teamCricketAr,
  gameLinks: gameLinksAr,
  wallet: walletAr,
  betting: bettingAr,
  cashOut: cashOutAr,
  paymentConsultant: paymentConsultantAr,
  bettingExtras: bettingExtrasAr,
  builderDuels: builderDuelsAr,
  officeMenu: officeMenuAr,
  twoFactor: twoFactorAr,
  sessions: sessionsAr,
  cookieConsent: cookieConsentAr,
  secureQuestion: secureQuestionAr,
  messages: messagesAr,
  account: accountAr,
  identification: identificationAr,
  phoneBinding: phoneBindingAr,
  emailActivation: emailActivationAr,
  social: socialAr,
  socialProviders: socialProvidersAr,
  accountSecurity: accountSecurityAr,
  ethSignIn: ethSignInAr,
  identityChecks: identityChecksAr,
  supportChat: supportChatAr,
};

/**
 * Keys whose Arabic text is, correctly, the same as the English one: the international 1X2 codes of
 * the draw and double-chance outcomes, the brand UFC, and a Telegram handle.
 */
export const arSameAsEnglish: readonly UnitKey[] = [
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
];
