// Media resources (spec §3, §7.13): per module id, a map of media key → image URL, loaded from
// a path the brand configuration names. Failures are logged only and a missing image falls back
// to a 1×1 transparent pixel (spec §8).
import { z } from 'zod';

/** 1×1 transparent GIF. */
export const TRANSPARENT_PIXEL = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

export type MediaMap = Readonly<Record<string, string>>;
/** module id → media key → URL */
export type MediaResources = Readonly<Record<string, MediaMap>>;

// Unknown extra values are dropped one by one rather than losing the whole map.
const mediaAnswerSchema = z.record(z.string(), z.unknown());

const warned = new Set<string>();

/** console.warn once per distinct message: renders repeat, the log should not. */
export function warnMediaOnce(message: string): void {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(message);
}

export interface FetchMediaOptions {
  readonly signal?: AbortSignal;
  readonly fetch?: typeof globalThis.fetch;
}

/** Loads one key → URL map; on any failure logs it and answers an empty map. */
export async function fetchMediaMap(url: string, options: FetchMediaOptions = {}): Promise<MediaMap> {
  const doFetch = options.fetch ?? globalThis.fetch;
  try {
    const response = await doFetch(url, { signal: options.signal, headers: { accept: 'application/json' } });
    if (!response.ok) {
      warnMediaOnce(`Media map ${url} answered HTTP ${response.status}`);
      return {};
    }
    const parsed = mediaAnswerSchema.safeParse(await response.json());
    if (!parsed.success) {
      warnMediaOnce(`Media map ${url} is not a key to URL map`);
      return {};
    }
    return Object.fromEntries(
      Object.entries(parsed.data).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch (error) {
    warnMediaOnce(`Media map ${url} failed to load: ${error instanceof Error ? error.message : String(error)}`);
    return {};
  }
}

/** Loads the maps of several modules at once (module id → map URL); each failure only empties its module. */
export async function loadMediaResources(
  paths: Readonly<Record<string, string>>,
  options: FetchMediaOptions = {},
): Promise<MediaResources> {
  const loaded = await Promise.all(
    Object.entries(paths).map(async ([moduleId, url]) => [moduleId, await fetchMediaMap(url, options)] as const),
  );
  return Object.fromEntries(loaded);
}

/** URL of a media key, or the transparent pixel (with a logged warning) when it is missing. */
export function resolveMediaUrl(resources: MediaResources, moduleId: string, key: string): string {
  const url = resources[moduleId]?.[key];
  if (url) return url;
  warnMediaOnce(`Media key "${key}" is missing in module "${moduleId}"`);
  return TRANSPARENT_PIXEL;
}
