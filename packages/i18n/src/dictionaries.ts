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

export const ruDictionary = { ...shellRu, ...uiRu, ...validationRu, ...httpRu, ...contentRu, ...deliveryRu, ...captchaRu, ...identityRu, ...sportsbookRu, ...favouritesRu, ...gameRu, ...sectionsRu, ...bettingPagesRu, ...livePagesRu, ...teamCricketRu, ...gameLinksRu };

export type MessageKey = keyof typeof ruDictionary;
export type Dictionary = Record<MessageKey, string>;

export const enDictionary: Dictionary = { ...shellEn, ...uiEn, ...validationEn, ...httpEn, ...contentEn, ...deliveryEn, ...captchaEn, ...identityEn, ...sportsbookEn, ...favouritesEn, ...gameEn, ...sectionsEn, ...bettingPagesEn, ...livePagesEn, ...teamCricketEn, ...gameLinksEn };

/** Languages with a complete dictionary of their own; every other language falls back to English. */
export const completeDictionaries = { ru: ruDictionary, en: enDictionary } as const;

/** The dictionary split into units (one per namespace), as the unit dictionary route serves it. */
export const dictionaryUnits = {
  ru: { shell: shellRu, ui: uiRu, validation: validationRu, http: httpRu, content: contentRu, delivery: deliveryRu, captcha: captchaRu, identity: identityRu, sportsbook: sportsbookRu, favourites: favouritesRu, game: gameRu, sections: sectionsRu, bettingPages: bettingPagesRu, livePages: livePagesRu, teamCricket: teamCricketRu, gameLinks: gameLinksRu },
  en: { shell: shellEn, ui: uiEn, validation: validationEn, http: httpEn, content: contentEn, delivery: deliveryEn, captcha: captchaEn, identity: identityEn, sportsbook: sportsbookEn, favourites: favouritesEn, game: gameEn, sections: sectionsEn, bettingPages: bettingPagesEn, livePages: livePagesEn, teamCricket: teamCricketEn, gameLinks: gameLinksEn },
} as const;

export type CompleteLanguage = keyof typeof completeDictionaries;

/** The dictionary for a language: its own when complete, else English (spec: other locales fall back). */
export function dictionaryFor(lang: string): Dictionary {
  return lang === 'ru' ? ruDictionary : enDictionary;
}

export function unitsFor(lang: string): Record<string, Record<string, string>> {
  return lang === 'ru' ? dictionaryUnits.ru : dictionaryUnits.en;
}
