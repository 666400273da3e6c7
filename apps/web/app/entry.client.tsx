import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadDictionary } from './shared/i18n/page-dictionary';

// Hydration waits for the page's dictionary, which the page preloads beside its scripts
// (shared/i18n/page-dictionary.ts), so the first client render says what the server rendered.
// Without it (a failed request) the page still becomes interactive, showing keys where text was.
const dictionary = document.querySelector<HTMLLinkElement>('link[data-page-dictionary]')?.getAttribute('href');

function hydrate(): void {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

if (dictionary) {
  loadDictionary(dictionary).then(hydrate, (error: unknown) => {
    console.error(error);
    hydrate();
  });
} else hydrate();
