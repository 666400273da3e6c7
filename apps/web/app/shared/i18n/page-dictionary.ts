// The page's dictionary travels as a file of its own, not inside the page's hydration data: a
// content-hashed JSON file (`/genfiles/web-app-v2/dictionaries/<lang>/web.<hash>.json`) that the
// browser keeps for good and fetches while the scripts load. The root loader names it; the server
// renders from the dictionary it has; the browser loads the file before hydrating (entry.client)
// and before showing a page in another language (the root's clientLoader).

/** Where the page language's dictionary is; its URL changes whenever its text does. */
export interface DictionaryRef {
  lang: string;
  url: string;
}

import type { MessageKey } from '@stavka/i18n/dictionaries';

const loaded = new Map<string, Record<string, string>>();

/** Makes a dictionary known by its URL (the server, which has every dictionary, and tests). */
export function keepDictionary(url: string, dictionary: Record<string, string>): void {
  loaded.set(url, dictionary);
}

/** The dictionary at `url`, once it is known; the page shows keys without it (spec §8: logged). */
export function dictionaryAt(url: string): Record<string, string> {
  const dictionary = loaded.get(url);
  if (dictionary) return dictionary;
  console.warn(`dictionary not loaded: ${url}`);
  return {};
}

/**
 * Whether a text (a message the server sent) is one of the dictionary's keys. Every language's
 * dictionary has the same keys (a test sees to it), so any dictionary the page knows answers.
 */
export function isMessageKey(text: string): text is MessageKey {
  for (const dictionary of loaded.values()) return Object.hasOwn(dictionary, text);
  return false;
}

/** Fetches the dictionary at `url` unless it is known already (the page preloads it). */
export async function loadDictionary(url: string): Promise<Record<string, string>> {
  const known = loaded.get(url);
  if (known) return known;
  const res = await fetch(url, { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`dictionary ${url} answered ${res.status}`);
  const dictionary = (await res.json()) as Record<string, string>;
  loaded.set(url, dictionary);
  return dictionary;
}
