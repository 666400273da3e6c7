// The Russian dictionary, unit by unit: the source every other language is typed against.
import { shellRu } from './shell';
import { uiRu } from './ui';
import { validationRu } from './validation';
import { httpRu } from './http';
import { contentRu } from './content';
import { deliveryRu } from './delivery';
import { captchaRu } from './captcha';
import { identityRu } from './identity';
import { sportsbookRu } from './sportsbook';
import { favouritesRu } from './favourites';
import { gameRu } from './game';
import { sectionsRu } from './sections';
import { bettingPagesRu } from './betting-pages';
import { livePagesRu } from './live-pages';
import { teamCricketRu } from './team-cricket';
import { gameLinksRu } from './game-links';
import { walletRu } from './wallet';
import { bettingRu } from './betting';
import { cashOutRu } from './cash-out';
import { paymentConsultantRu } from './payment-consultant';
import { bettingExtrasRu } from './betting-extras';
import { builderDuelsRu } from './builder-duels';
import { officeMenuRu } from './office-menu';
import { twoFactorRu } from './two-factor';
import { sessionsRu } from './sessions';
import { cookieConsentRu } from './cookie-consent';
import { secureQuestionRu } from './secure-question';
import { messagesRu } from './messages';
import { accountRu } from './account';
import { identificationRu } from './identification';
import { phoneBindingRu } from './phone-binding';
import { emailActivationRu } from './email-activation';
import { socialRu } from './social';
import { socialProvidersRu } from './social-providers';
import { accountSecurityRu } from './account-security';
import { ethSignInRu } from './eth-sign-in';
import { identityChecksRu } from './identity-checks';
import { supportChatRu } from './support-chat';

export const ruUnits = {
  shell: shellRu,
  ui: uiRu,
  validation: validationRu,
  http: httpRu,
  content: contentRu,
  delivery: deliveryRu,
  captcha: captchaRu,
  identity: identityRu,
  sportsbook: sportsbookRu,
  favourites: favouritesRu,
  game: gameRu,
  sections: sectionsRu,
  bettingPages: bettingPagesRu,
  livePages: livePagesRu,
  teamCricket: teamCricketRu,
  gameLinks: gameLinksRu,
  wallet: walletRu,
  betting: bettingRu,
  cashOut: cashOutRu,
  paymentConsultant: paymentConsultantRu,
  bettingExtras: bettingExtrasRu,
  builderDuels: builderDuelsRu,
  officeMenu: officeMenuRu,
  twoFactor: twoFactorRu,
  sessions: sessionsRu,
  cookieConsent: cookieConsentRu,
  secureQuestion: secureQuestionRu,
  messages: messagesRu,
  account: accountRu,
  identification: identificationRu,
  phoneBinding: phoneBindingRu,
  emailActivation: emailActivationRu,
  social: socialRu,
  socialProviders: socialProvidersRu,
  accountSecurity: accountSecurityRu,
  ethSignIn: ethSignInRu,
  identityChecks: identityChecksRu,
  supportChat: supportChatRu,
};
