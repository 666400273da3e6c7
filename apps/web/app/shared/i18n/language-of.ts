import type { TFunction } from 'i18next';

/**
 * The language a text function writes in. react-i18next's `t` is bound to the page's language
 * (i18next's getFixedT keeps it as `lng`); numbers and dates written beside its texts use it too,
 * so "Больше 2,75" carries the Russian decimal comma. English when the function is not bound.
 */
export function languageOf(t: TFunction): string {
  const lng: unknown = Reflect.get(t, 'lng');
  return typeof lng === 'string' && lng !== '' ? lng : 'en';
}
