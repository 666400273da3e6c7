// The days of the results page (the last seven, today first) as the feed's windows: a day starts at
// midnight in the player's time zone and lasts 86 400 s; zone offsets are whole quarters of an hour,
// so the bounds stay multiples of 300 s as the results routes require (wire-format §1.8).
import type { ResultGame } from '@stavka/contract/feed-wire';
import { dayOf, zoneOffsetMinutes } from '../../shared/zone-days';

/** How many days back the results page offers (today included). */
export const RESULT_DAYS = 7;

export interface ResultWindow {
  /** Unix seconds. */
  readonly from: number;
  readonly to: number;
}

const DAY = 86_400;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The last RESULT_DAYS days, today first. */
export function recentDays(nowMs: number, timeZone: string): string[] {
  const today = dayOf(nowMs, timeZone);
  const base = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: RESULT_DAYS }, (_, i) => new Date(base - i * DAY * 1000).toISOString().slice(0, 10));
}

/** The window of a day in a zone, or undefined for text that is not a day. */
export function dayWindow(day: string, timeZone: string): ResultWindow | undefined {
  if (!ISO_DAY.test(day)) return undefined;
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  if (!Number.isFinite(midnightUtc) || new Date(midnightUtc).toISOString().slice(0, 10) !== day) return undefined;
  const offset = zoneOffsetMinutes(timeZone, midnightUtc);
  const from = Math.round((midnightUtc / 1000 - offset * 60) / 300) * 300;
  return { from, to: from + DAY };
}

/** A result's score text "2:1 (1:0,1:1)" read as the final score and the period scores. */
export function scoreParts(score: string): { final: string; periods: string[] } {
  const match = /^\s*([^()]*?)\s*(?:\((.*)\))?\s*$/.exec(score);
  const final = match?.[1] ?? score;
  const periods = (match?.[2] ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  return { final, periods };
}

/**
 * A race's finishing order (wire-format §1.8 as we answer it for races: no score, the runners in
 * `matchInfos` with their places): the runners in order, or null for a game with a score.
 */
export function racePlacings(game: Pick<ResultGame, 'score' | 'matchInfos'>): { place: number; runner: string }[] | null {
  if (game.score !== '' || game.matchInfos.length === 0) return null;
  const placed = game.matchInfos.map((info) => ({ place: Number(info.value), runner: info.name }));
  if (!placed.every((p) => Number.isInteger(p.place) && p.place > 0)) return null;
  return placed.sort((a, b) => a.place - b.place);
}
