// The Kazakh dictionary, unit by unit. Each unit is typed against its Russian source.
import type { DictionaryUnits, UnitKey } from '../units';
import { shellKk } from './shell';
import { uiKk } from './ui';
import { validationKk } from './validation';
import { httpKk } from './http';
import { contentKk } from './content';
import { deliveryKk } from './delivery';
import { captchaKk } from './captcha';
import { identityKk } from './identity';
import { sportsbookKk } from './sportsbook';
import { favouritesKk } from './favourites';
import { gameKk } from './game';
import { sectionsKk } from './sections';
import { bettingPagesKk } from './betting-pages';
import { livePagesKk } from './live-pages';
import { teamCricketKk } from './team-cricket';
import { gameLinksKk } from './game-links';
import { walletKk } from './wallet';
import { bettingKk } from './betting';
import { cashOutKk } from './cash-out';
import { paymentConsultantKk } from './payment-consultant';
import { bettingExtrasKk } from './betting-extras';
import { builderDuelsKk } from './builder-duels';
import { officeMenuKk } from './office-menu';
import { twoFactorKk } from './two-factor';
import { sessionsKk } from './sessions';
import { cookieConsentKk } from './cookie-consent';
import { secureQuestionKk } from './secure-question';
import { messagesKk } from './messages';
import { accountKk } from './account';
import { identificationKk } from './identification';
import { phoneBindingKk } from './phone-binding';
import { emailActivationKk } from './email-activation';
import { socialKk } from './social';
import { socialProvidersKk } from './social-providers';
import { accountSecurityKk } from './account-security';
import { ethSignInKk } from './eth-sign-in';
import { identityChecksKk } from './identity-checks';
import { supportChatKk } from './support-chat';

export const kkUnits: DictionaryUnits = {
  shell: shellKk,
  ui: uiKk,
  validation: validationKk,
  http: httpKk,
  content: contentKk,
  delivery: deliveryKk,
  captcha: captchaKk,
  identity: identityKk,
  sportsbook: sportsbookKk,
  favourites: favouritesKk,
  game: gameKk,
  sections: sectionsKk,
  bettingPages: bettingPagesKk,
  livePages: livePagesKk,
  teamCricket: teamCricketKk,
  gameLinks: gameLinksKk,
  wallet: walletKk,
  betting: bettingKk,
  cashOut: cashOutKk,
  paymentConsultant: paymentConsultantKk,
  bettingExtras: bettingExtrasKk,
  builderDuels: builderDuelsKk,
  officeMenu: officeMenuKk,
  twoFactor: twoFactorKk,
  sessions: sessionsKk,
  cookieConsent: cookieConsentKk,
  secureQuestion: secureQuestionKk,
  messages: messagesKk,
  account: accountKk,
  identification: identificationKk,
  phoneBinding: phoneBindingKk,
  emailActivation: emailActivationKk,
  social: socialKk,
  socialProviders: socialProvidersKk,
  accountSecurity: accountSecurityKk,
  ethSignIn: ethSignInKk,
  identityChecks: identityChecksKk,
  supportChat: supportChatKk,
};

/**
 * The keys whose Kazakh text is, correctly, character-for-character the English one: codes and
 * brand or product names that Kazakh keeps in Latin script.
 */
export const kkSameAsEnglish: readonly UnitKey[] = [
  // The e-ID services' own names (decision 0044).
  'identity_check_method_smart_id',
  'identity_check_method_mobile_id',
  // "UFC": the promotion's own name.
  'sections_tab_ufc',
  'sections_heading_ufc',
  // "SMS": the channel's name as Kazakh interfaces write it.
  'delivery_outbox_channel_sms',
  'mailing_channel_sms',
  // "IBAN": the international bank account number standard's code.
  'wallet_payout_iban',
  // "Telegram: @name": the messenger's name and the agent's handle.
  'wallet_agent_telegram',
  // "X", "1X", "X2": the international outcome codes of a 1X2 market (draw, double chance).
  'sportsbook_main_draw',
  'sportsbook_outcome_draw',
  'sportsbook_outcome_1x',
  'sportsbook_outcome_x2',
];
