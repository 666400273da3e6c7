import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * One i18next instance per page language, initialised synchronously from the dictionary the
 * server put in the loader data, so the first render (SSR and hydration) is already translated.
 * Flat snake_case keys: no key or namespace separators.
 */
export function createI18n(lang: string, dictionary: Record<string, string>, fallback?: Record<string, string>): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: fallback ? '__fallback' : false,
    resources: { [lang]: { translation: dictionary }, ...(fallback ? { __fallback: { translation: fallback } } : {}) },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    missingKeyHandler: (_lngs, _ns, key) => {
      // spec §8: dictionary failures are logged only; the key itself shows.
      console.warn(`missing translation: ${key}`);
    },
    saveMissing: true,
  });
  return instance;
}
