// The complete dictionaries. Russian is the source: its keys type every other language,
// so a key missing from English fails the type check (STYLE.md: type-checked translation keys).
import { shellRu } from './dictionaries/ru/shell';
import { uiRu } from './dictionaries/ru/ui';
import { validationRu } from './dictionaries/ru/validation';
import { httpRu } from './dictionaries/ru/http';
import { contentRu } from './dictionaries/ru/content';
import { deliveryRu } from './dictionaries/ru/delivery';
import { captchaRu } from './dictionaries/ru/captcha';
import { identityRu } from './dictionaries/ru/identity';
import { sportsbookRu } from './dictionaries/ru/sportsbook';
import { favouritesRu } from './dictionaries/ru/favourites';
import { gameRu } from './dictionaries/ru/game';
import { sectionsRu } from './dictionaries/ru/sections';
import { bettingPagesRu } from './dictionaries/ru/betting-pages';
import { livePagesRu } from './dictionaries/ru/live-pages';
import { teamCricketRu } from './dictionaries/ru/team-cricket';
import { gameLinksRu } from './dictionaries/ru/game-links';
import { walletRu } from './dictionaries/ru/wallet';
import { bettingRu } from './dictionaries/ru/betting';
import { cashOutRu } from './dictionaries/ru/cash-out';
import { paymentConsultantRu } from './dictionaries/ru/payment-consultant';
import { bettingExtrasRu } from './dictionaries/ru/betting-extras';
import { builderDuelsRu } from './dictionaries/ru/builder-duels';
import { officeMenuRu } from './dictionaries/ru/office-menu';
import { twoFactorRu } from './dictionaries/ru/two-factor';
import { sessionsRu } from './dictionaries/ru/sessions';
import { cookieConsentRu } from './dictionaries/ru/cookie-consent';
import { secureQuestionRu } from './dictionaries/ru/secure-question';
import { messagesRu } from './dictionaries/ru/messages';
import { accountRu } from './dictionaries/ru/account';
import { identificationRu } from './dictionaries/ru/identification';
import { phoneBindingRu } from './dictionaries/ru/phone-binding';
import { emailActivationRu } from './dictionaries/ru/email-activation';
import { socialRu } from './dictionaries/ru/social';
import { shellEn } from './dictionaries/en/shell';
import { uiEn } from './dictionaries/en/ui';
import { validationEn } from './dictionaries/en/validation';
import { httpEn } from './dictionaries/en/http';
import { contentEn } from './dictionaries/en/content';
import { deliveryEn } from './dictionaries/en/delivery';
import { captchaEn } from './dictionaries/en/captcha';
import { identityEn } from './dictionaries/en/identity';
import { sportsbookEn } from './dictionaries/en/sportsbook';
import { favouritesEn } from './dictionaries/en/favourites';
import { gameEn } from './dictionaries/en/game';
import { sectionsEn } from './dictionaries/en/sections';
import { bettingPagesEn } from './dictionaries/en/betting-pages';
import { livePagesEn } from './dictionaries/en/live-pages';
import { teamCricketEn } from './dictionaries/en/team-cricket';
import { gameLinksEn } from './dictionaries/en/game-links';
import { walletEn } from './dictionaries/en/wallet';
import { bettingEn } from './dictionaries/en/betting';
import { cashOutEn } from './dictionaries/en/cash-out';
import { paymentConsultantEn } from './dictionaries/en/payment-consultant';
import { bettingExtrasEn } from './dictionaries/en/betting-extras';
import { builderDuelsEn } from './dictionaries/en/builder-duels';
import { officeMenuEn } from './dictionaries/en/office-menu';
import { twoFactorEn } from './dictionaries/en/two-factor';
import { sessionsEn } from './dictionaries/en/sessions';
import { cookieConsentEn } from './dictionaries/en/cookie-consent';
import { secureQuestionEn } from './dictionaries/en/secure-question';
import { messagesEn } from './dictionaries/en/messages';
import { accountEn } from './dictionaries/en/account';
import { identificationEn } from './dictionaries/en/identification';
import { phoneBindingEn } from './dictionaries/en/phone-binding';
import { emailActivationEn } from './dictionaries/en/email-activation';
import { socialEn } from './dictionaries/en/social';

export const ruDictionary = { ...shellRu, ...uiRu, ...validationRu, ...httpRu, ...contentRu, ...deliveryRu, ...captchaRu, ...identityRu, ...sportsbookRu, ...favouritesRu, ...gameRu, ...sectionsRu, ...bettingPagesRu, ...livePagesRu, ...teamCricketRu, ...gameLinksRu, ...walletRu, ...bettingRu, ...cashOutRu, ...paymentConsultantRu, ...bettingExtrasRu, ...builderDuelsRu, ...officeMenuRu, ...twoFactorRu, ...sessionsRu, ...cookieConsentRu, ...secureQuestionRu, ...messagesRu, ...accountRu, ...identificationRu, ...phoneBindingRu, ...emailActivationRu, ...socialRu };

export type MessageKey = keyof typeof ruDictionary;
export type Dictionary = Record<MessageKey, string>;

export const enDictionary: Dictionary = { ...shellEn, ...uiEn, ...validationEn, ...httpEn, ...contentEn, ...deliveryEn, ...captchaEn, ...identityEn, ...sportsbookEn, ...favouritesEn, ...gameEn, ...sectionsEn, ...bettingPagesEn, ...livePagesEn, ...teamCricketEn, ...gameLinksEn, ...walletEn, ...bettingEn, ...cashOutEn, ...paymentConsultantEn, ...bettingExtrasEn, ...builderDuelsEn, ...officeMenuEn, ...twoFactorEn, ...sessionsEn, ...cookieConsentEn, ...secureQuestionEn, ...messagesEn, ...accountEn, ...identificationEn, ...phoneBindingEn, ...emailActivationEn, ...socialEn };

/** Languages with a complete dictionary of their own; every other language falls back to English. */
export const completeDictionaries = { ru: ruDictionary, en: enDictionary } as const;

/** The dictionary split into units (one per namespace), as the unit dictionary route serves it. */
export const dictionaryUnits = {
  ru: { shell: shellRu, ui: uiRu, validation: validationRu, http: httpRu, content: contentRu, delivery: deliveryRu, captcha: captchaRu, identity: identityRu, sportsbook: sportsbookRu, favourites: favouritesRu, game: gameRu, sections: sectionsRu, bettingPages: bettingPagesRu, livePages: livePagesRu, teamCricket: teamCricketRu, gameLinks: gameLinksRu, wallet: walletRu, betting: bettingRu, cashOut: cashOutRu, paymentConsultant: paymentConsultantRu, bettingExtras: bettingExtrasRu, builderDuels: builderDuelsRu, officeMenu: officeMenuRu, twoFactor: twoFactorRu, sessions: sessionsRu, cookieConsent: cookieConsentRu, secureQuestion: secureQuestionRu, messages: messagesRu, account: accountRu, identification: identificationRu, phoneBinding: phoneBindingRu, emailActivation: emailActivationRu, social: socialRu },
  en: { shell: shellEn, ui: uiEn, validation: validationEn, http: httpEn, content: contentEn, delivery: deliveryEn, captcha: captchaEn, identity: identityEn, sportsbook: sportsbookEn, favourites: favouritesEn, game: gameEn, sections: sectionsEn, bettingPages: bettingPagesEn, livePages: livePagesEn, teamCricket: teamCricketEn, gameLinks: gameLinksEn, wallet: walletEn, betting: bettingEn, cashOut: cashOutEn, paymentConsultant: paymentConsultantEn, bettingExtras: bettingExtrasEn, builderDuels: builderDuelsEn, officeMenu: officeMenuEn, twoFactor: twoFactorEn, sessions: sessionsEn, cookieConsent: cookieConsentEn, secureQuestion: secureQuestionEn, messages: messagesEn, account: accountEn, identification: identificationEn, phoneBinding: phoneBindingEn, emailActivation: emailActivationEn, social: socialEn },
} as const;

export type CompleteLanguage = keyof typeof completeDictionaries;

/** The dictionary for a language: its own when complete, else English (spec: other locales fall back). */
export function dictionaryFor(lang: string): Dictionary {
  return lang === 'ru' ? ruDictionary : enDictionary;
}

export function unitsFor(lang: string): Record<string, Record<string, string>> {
  return lang === 'ru' ? dictionaryUnits.ru : dictionaryUnits.en;
}
