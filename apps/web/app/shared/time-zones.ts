import type { SelectOption } from './ui/select-search';

/** Every IANA zone the browser knows, named with its current UTC offset: "(UTC+03:00) Europe/Moscow". */
export function timeZoneOptions(current: string, now = new Date()): SelectOption[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [current];
  const list = zones.includes(current) ? zones : [current, ...zones];
  return list
    .map((zone) => ({ zone, offset: offsetMinutes(zone, now) }))
    .sort((a, b) => a.offset - b.offset || a.zone.localeCompare(b.zone))
    .map(({ zone, offset }) => ({ id: zone, name: `(UTC${formatOffset(offset)}) ${zone.replaceAll('_', ' ')}`, iso: zone, checked: zone === current }));
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
