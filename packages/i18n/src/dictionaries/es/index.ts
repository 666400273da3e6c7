// The Spanish (Spain) dictionary, unit by unit. Each unit is typed against its Russian source.
import type { DictionaryUnits, UnitKey } from '../units';
import { shellEs } from './shell';
import { uiEs } from './ui';
import { validationEs } from './validation';
import { httpEs } from './http';
import { contentEs } from './content';
import { deliveryEs } from './delivery';
import { captchaEs } from './captcha';
import { identityEs } from './identity';
import { sportsbookEs } from './sportsbook';
import { favouritesEs } from './favourites';
import { gameEs } from './game';
import { sectionsEs } from './sections';
import { bettingPagesEs } from './betting-pages';
import { livePagesEs } from './live-pages';
import { teamCricketEs } from './team-cricket';
import { gameLinksEs } from './game-links';
import { walletEs } from './wallet';
import { bettingEs } from './betting';
import { cashOutEs } from './cash-out';
import { paymentConsultantEs } from './payment-consultant';
import { bettingExtrasEs } from './betting-extras';
import { builderDuelsEs } from './builder-duels';
import { officeMenuEs } from './office-menu';
import { twoFactorEs } from './two-factor';
import { sessionsEs } from './sessions';
import { cookieConsentEs } from './cookie-consent';
import { secureQuestionEs } from './secure-question';
import { messagesEs } from './messages';
import { accountEs } from './account';
import { identificationEs } from './identification';
import { phoneBindingEs } from './phone-binding';
import { emailActivationEs } from './email-activation';
import { socialEs } from './social';
import { socialProvidersEs } from './social-providers';
import { accountSecurityEs } from './account-security';
import { ethSignInEs } from './eth-sign-in';
import { identityChecksEs } from './identity-checks';
import { supportChatEs } from './support-chat';

export const esUnits: DictionaryUnits = {
  shell: shellEs,
  ui: uiEs,
  validation: validationEs,
  http: httpEs,
  content: contentEs,
  delivery: deliveryEs,
  captcha: captchaEs,
  identity: identityEs,
  sportsbook: sportsbookEs,
  favourites: favouritesEs,
  game: gameEs,
  sections: sectionsEs,
  bettingPages: bettingPagesEs,
  livePages: livePagesEs,
  teamCricket: teamCricketEs,
  gameLinks: gameLinksEs,
  wallet: walletEs,
  betting: bettingEs,
  cashOut: cashOutEs,
  paymentConsultant: paymentConsultantEs,
  bettingExtras: bettingExtrasEs,
  builderDuels: builderDuelsEs,
  officeMenu: officeMenuEs,
  twoFactor: twoFactorEs,
  sessions: sessionsEs,
  cookieConsent: cookieConsentEs,
  secureQuestion: secureQuestionEs,
  messages: messagesEs,
  account: accountEs,
  identification: identificationEs,
  phoneBinding: phoneBindingEs,
  emailActivation: emailActivationEs,
  social: socialEs,
  socialProviders: socialProvidersEs,
  accountSecurity: accountSecurityEs,
  ethSignIn: ethSignInEs,
  identityChecks: identityChecksEs,
  supportChat: supportChatEs,
};

/**
 * Keys whose Spanish (Spain) text is, correctly, the same as the English one: words spelt alike in both
 * languages (Error, No, Casino, Decimal, Total, Esports), codes and abbreviations (SMS, IBAN, min, the
 * 1X2 and handicap marks) and brand names (UFC, Telegram).
 */
export const esSameAsEnglish: readonly UnitKey[] = [
  // The e-ID services' own names (decision 0044).
  'identity_check_method_smart_id',
  'identity_check_method_mobile_id',
  'identity_check_country_EE',
  'ui_message_kind_error',
  'http_title_error',
  'delivery_outbox_channel_sms',
  'mailing_channel_sms',
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
  'sportsbook_outcome_no',
  'sportsbook_odds_format_decimal',
  'sections_asian_total',
  'sections_tab_cyber',
  'sections_heading_cyber',
  'sections_tab_ufc',
  'sections_heading_ufc',
  'wallet_agent_telegram',
  'wallet_payout_iban',
  'office_menu_group_casino',
];
