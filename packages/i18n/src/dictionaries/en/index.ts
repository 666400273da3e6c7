// The English dictionary, unit by unit. Each unit is typed against its Russian source.
import type { DictionaryUnits } from '../units';
import { shellEn } from './shell';
import { uiEn } from './ui';
import { validationEn } from './validation';
import { httpEn } from './http';
import { contentEn } from './content';
import { deliveryEn } from './delivery';
import { captchaEn } from './captcha';
import { identityEn } from './identity';
import { sportsbookEn } from './sportsbook';
import { favouritesEn } from './favourites';
import { gameEn } from './game';
import { sectionsEn } from './sections';
import { bettingPagesEn } from './betting-pages';
import { livePagesEn } from './live-pages';
import { teamCricketEn } from './team-cricket';
import { gameLinksEn } from './game-links';
import { walletEn } from './wallet';
import { bettingEn } from './betting';
import { cashOutEn } from './cash-out';
import { paymentConsultantEn } from './payment-consultant';
import { bettingExtrasEn } from './betting-extras';
import { builderDuelsEn } from './builder-duels';
import { officeMenuEn } from './office-menu';
import { twoFactorEn } from './two-factor';
import { sessionsEn } from './sessions';
import { cookieConsentEn } from './cookie-consent';
import { secureQuestionEn } from './secure-question';
import { messagesEn } from './messages';
import { accountEn } from './account';
import { identificationEn } from './identification';
import { phoneBindingEn } from './phone-binding';
import { emailActivationEn } from './email-activation';
import { socialEn } from './social';
import { socialProvidersEn } from './social-providers';
import { accountSecurityEn } from './account-security';
import { ethSignInEn } from './eth-sign-in';
import { identityChecksEn } from './identity-checks';
import { supportChatEn } from './support-chat';

export const enUnits: DictionaryUnits = {
  shell: shellEn,
  ui: uiEn,
  validation: validationEn,
  http: httpEn,
  content: contentEn,
  delivery: deliveryEn,
  captcha: captchaEn,
  identity: identityEn,
  sportsbook: sportsbookEn,
  favourites: favouritesEn,
  game: gameEn,
  sections: sectionsEn,
  bettingPages: bettingPagesEn,
  livePages: livePagesEn,
  teamCricket: teamCricketEn,
  gameLinks: gameLinksEn,
  wallet: walletEn,
  betting: bettingEn,
  cashOut: cashOutEn,
  paymentConsultant: paymentConsultantEn,
  bettingExtras: bettingExtrasEn,
  builderDuels: builderDuelsEn,
  officeMenu: officeMenuEn,
  twoFactor: twoFactorEn,
  sessions: sessionsEn,
  cookieConsent: cookieConsentEn,
  secureQuestion: secureQuestionEn,
  messages: messagesEn,
  account: accountEn,
  identification: identificationEn,
  phoneBinding: phoneBindingEn,
  emailActivation: emailActivationEn,
  social: socialEn,
  socialProviders: socialProvidersEn,
  accountSecurity: accountSecurityEn,
  ethSignIn: ethSignInEn,
  identityChecks: identityChecksEn,
  supportChat: supportChatEn,
};
