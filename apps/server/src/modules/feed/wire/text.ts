// Names on the wire (wire-format §1.4): `lng=ru…` answers Russian names, any other language English.
// A call without `lng` gets Russian, the spec's default language (product spec "lang or lng
// (default ru)"), as the site's own client leaves out parameters equal to their defaults.
// The E/R variants of a key always carry English/Russian whatever `lng` says.

export type Lang = 'ru' | 'en';

export function langOf(lng: string | undefined): Lang {
  return lng === undefined || /^ru(?:[_-]|$)/i.test(lng) ? 'ru' : 'en';
}

export type Named = { en: string; ru: string };

export function pick(name: Named | undefined, lang: Lang): string {
  return name ? name[lang] || name.en : '';
}

/** A text that may be one plain string (kept from before texts came in both languages). */
export function pickText(text: Named | string | undefined, lang: Lang): string {
  return typeof text === 'string' ? text : pick(text, lang);
}

/** A decimal price from integer thousandths (DESIGN §1): C as a number and CV as its text. */
export function priceOf(thousandths: number): { C: number; CV: string } {
  const C = Math.round(thousandths) / 1000;
  return { C, CV: String(C) };
}

/** "75 minutes" / "75 минут" (SC.SLS). */
export function minutesText(seconds: number, lang: Lang): string {
  const minutes = Math.floor(seconds / 60);
  if (lang === 'en') return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  const form = new Intl.PluralRules('ru').select(minutes);
  return `${minutes} ${form === 'one' ? 'минута' : form === 'few' ? 'минуты' : 'минут'}`;
}

export const MATCH_FINISHED: Named = { en: 'Match finished', ru: 'Игра завершена' };
