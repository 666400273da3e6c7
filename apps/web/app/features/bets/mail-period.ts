// office_bets_history_mail's period: two calendar days in the player's time zone, the last 7 days
// by default (spec §9 "Coupon history default: 7 days"), from the first second of the first day to
// the last second of the last, sent as unix seconds (contract mailBetHistoryRequestSchema).
import type { MailBetHistoryRequest } from '@stavka/contract/betting-answers';
import type { MessageKey } from '@stavka/i18n/dictionaries';
import { dayOf, dayStartUtc } from '../../shared/zone-days';

export interface MailPeriod {
  /** Calendar days, YYYY-MM-DD ('' while the field is empty). */
  readonly from: string;
  readonly to: string;
}

const DAY_MS = 86_400_000;
const DEFAULT_DAYS = 7;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Today and the day a week back, in the player's zone. */
export function defaultMailPeriod(nowMs: number, timeZone: string): MailPeriod {
  return { from: dayOf(nowMs - DEFAULT_DAYS * DAY_MS, timeZone), to: dayOf(nowMs, timeZone) };
}

function isDay(text: string): boolean {
  return ISO_DAY.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;
}

export type MailPeriodCheck =
  | { readonly ok: true; readonly request: Required<MailBetHistoryRequest> }
  | { readonly ok: false; readonly field: keyof MailPeriod; readonly problem: MessageKey };

/** The call's body, or the field at fault: a day missing, or an end before the start. */
export function checkMailPeriod(period: MailPeriod, timeZone: string): MailPeriodCheck {
  if (!isDay(period.from)) return { ok: false, field: 'from', problem: 'bets_mail_day_required' };
  if (!isDay(period.to)) return { ok: false, field: 'to', problem: 'bets_mail_day_required' };
  if (period.to < period.from) return { ok: false, field: 'to', problem: 'bets_history_period_invalid' };
  const from = Math.floor(dayStartUtc(period.from, timeZone) / 1000);
  const to = Math.floor(dayStartUtc(period.to, timeZone) / 1000) + 86_399;
  return { ok: true, request: { date_from: from, date_to: to } };
}

/** An address as the page shows it: the first letter of the name and the domain (`p***@example.com`). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}
