// Test helper: renders a component inside react-i18next with the real Russian dictionary,
// configured like the app (flat keys, keySeparator false), and with its own server-state cache
// as the page shell gives one (no answer carries over from another test).
import { cleanup, render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { createInstance, type i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach } from 'vitest';
import { enDictionary, ruDictionary } from '@stavka/i18n/dictionaries';
import { ServerStateProvider } from '../query/server-state';
// The page's dictionary is known, as on every page (shared/i18n/page-dictionary.ts).
import '../test-site';

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

export function createTestI18n(lng: 'ru' | 'en' = 'ru'): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'ru',
    resources: { ru: { translation: ruDictionary }, en: { translation: enDictionary } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

export function renderWithI18n(
  ui: ReactElement,
  options: Omit<RenderOptions, 'wrapper'> & { lng?: 'ru' | 'en' } = {},
): RenderResult & { i18n: I18n } {
  const { lng, ...renderOptions } = options;
  const i18n = createTestI18n(lng);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ServerStateProvider>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </ServerStateProvider>
  );
  return { ...render(ui, { wrapper, ...renderOptions }), i18n };
}

/** The Russian text of a key with {{name}} interpolation, to assert what the user reads. */
export function ru(key: keyof typeof ruDictionary, values: Record<string, string | number> = {}): string {
  return ruDictionary[key].replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(values[name] ?? ''));
}
