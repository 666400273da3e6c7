import type { SelectOption } from './ui/select-search';

/**
 * Every IANA zone the browser knows, named in the page's language with its current UTC offset:
 * "(UTC+03:00) Москва" on a Russian page, "(UTC+03:00) Moskau" on a German one. Zones that read the
 * same at the same offset (Europe/Berlin and Europe/Busingen are both "Германия") are listed once,
 * by the first of them; the player's own zone is always there. The zone id is searched too.
 * Browsers' time-zone data often knows only English place names, so a page that renders the list
 * on the server passes the server's `list` (its ICU has every language's).
 */
export function timeZoneOptions(current: string, lang: string, now = new Date(), list: readonly ZoneName[] = timeZoneList(lang, now)): SelectOption[] {
  const options = list.some((zone) => zone.id === current) ? list : [{ id: current, name: `(UTC${formatOffset(offsetMinutes(current, now))}) ${timeZoneName(current, lang, now)}` }, ...list];
  return options.map(({ id, name }) => ({ id, name, iso: id.replaceAll('_', ' '), checked: id === current }));
}

/** A zone and its name with the offset: "(UTC+03:00) Москва". */
export interface ZoneName {
  readonly id: string;
  readonly name: string;
}

/** Every zone named in a language, once per name and offset, by offset then name. */
export function timeZoneList(lang: string, now = new Date()): ZoneName[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const byName = new Map<string, { zone: string; offset: number; name: string }>();
  for (const zone of zones) {
    const entry = { zone, offset: offsetMinutes(zone, now), name: timeZoneName(zone, lang, now) };
    const key = `${entry.offset}|${entry.name}`;
    if (!byName.has(key)) byName.set(key, entry);
  }
  return [...byName.values()]
    .sort((a, b) => a.offset - b.offset || a.name.localeCompare(b.name, lang))
    .map(({ zone, offset, name }) => ({ id: zone, name: `(UTC${formatOffset(offset)}) ${name}` }));
}

/**
 * A zone's name in a language: the place it is named after ("Москва", "Германия", "Лос-Анджелес"),
 * without the word for "time" some languages put around it ("Moskau (Ortszeit)", "Мәскеу уақыты");
 * the long generic name where the place form is only an abbreviation or an offset ("MEZ", "GMT+3");
 * the zone's own city as a last resort.
 */
export function timeZoneName(zone: string, lang: string, now = new Date()): string {
  const place = zonePart(zone, lang, 'shortGeneric', now);
  if (place !== undefined && !/^(GMT|UTC)|^[A-Z]{2,5}$/.test(place)) return withoutTimeWord(place, lang, now);
  const generic = zonePart(zone, lang, 'longGeneric', now);
  if (generic !== undefined && !/^(GMT|UTC)/.test(generic)) return generic;
  return zone.split('/').pop()?.replaceAll('_', ' ') ?? zone;
}

function zonePart(zone: string, lang: string, style: 'shortGeneric' | 'longGeneric', now: Date): string | undefined {
  try {
    return new Intl.DateTimeFormat(lang, { timeZone: zone, timeZoneName: style }).formatToParts(now).find((p) => p.type === 'timeZoneName')?.value;
  } catch {
    return undefined;
  }
}

function withoutTimeWord(place: string, lang: string, now: Date): string {
  const [before, after] = timeWordAround(lang, now);
  if (before === '' && after === '') return place;
  if (!place.startsWith(before) || !place.endsWith(after) || place.length <= before.length + after.length) return place;
  return place.slice(before.length, place.length - after.length).trim();
}

const timeWords = new Map<string, readonly [string, string]>();

/**
 * What a language writes around a place in the place form, learnt from a zone named after its country:
 * Asia/Tashkent is "Usbekistan (Ortszeit)" in German and Uzbekistan is "Usbekistan", so the word
 * around is ["", " (Ortszeit)"].
 */
function timeWordAround(lang: string, now: Date): readonly [string, string] {
  const known = timeWords.get(lang);
  if (known !== undefined) return known;
  let around: readonly [string, string] = ['', ''];
  try {
    const sample = zonePart('Asia/Tashkent', lang, 'shortGeneric', now);
    const country = new Intl.DisplayNames([lang], { type: 'region' }).of('UZ');
    const at = sample !== undefined && country !== undefined ? sample.indexOf(country) : -1;
    if (sample !== undefined && country !== undefined && at >= 0) around = [sample.slice(0, at), sample.slice(at + country.length)];
  } catch {
    // A language Intl does not know keeps the place form as it is.
  }
  timeWords.set(lang, around);
  return around;
}

export function offsetMinutes(zone: string, now: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(now);
  const name = parts.find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!match) return 0;
  const sign = match[1] === '-' ? -1 : 1;
  return sign * (Number(match[2]) * 60 + Number(match[3] ?? 0));
}

export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}
