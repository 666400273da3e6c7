// What the player is told when the captcha stops a call, and what the failure analytic carries.
import { z } from 'zod';
import type { CaptchaType } from '@stavka/contract/site-config';
import type { TrackingMetadata } from '@stavka/contract/tracking';
import type { MessageKey } from '@stavka/i18n/dictionaries';
import { HTTPError } from '../http/errors';
import { CaptchaDismissedError, CaptchaUnavailableError, type CaptchaFailureReason } from './captcha-flow';

/**
 * The message for a failed captcha flow or a refused captcha answer (the server's error ids
 * captcha_required / captcha_invalid); undefined for anything else, a cancel included (silent).
 */
export function captchaMessageKey(error: unknown): MessageKey | undefined {
  if (error instanceof CaptchaDismissedError) return 'captcha_dismissed';
  if (error instanceof CaptchaUnavailableError) return 'captcha_unavailable';
  const id = serverErrorId(error);
  if (id === 'captcha_required') return 'captcha_error_required';
  if (id === 'captcha_invalid') return 'captcha_error_invalid';
  if (id === 'unavailable') return 'captcha_unavailable';
  return undefined;
}

const officeErrorSchema = z.object({ error: z.object({ id: z.string() }) });

/** The error id of an office error answer (spec §8), which the HTTP layer keeps as `data`. */
function serverErrorId(error: unknown): string | undefined {
  if (!(error instanceof HTTPError)) return undefined;
  const parsed = officeErrorSchema.safeParse(error.data);
  return parsed.success ? parsed.data.error.id : undefined;
}

/**
 * Metadata of the captcha failure analytic (spec §4 "reports failure with elapsed time"): i1 the
 * elapsed milliseconds, s1 why (closed, expired, error), s2 the brand's captcha type.
 */
export function captchaFailureMetadata(elapsedMs: number, reason: CaptchaFailureReason, type: CaptchaType): TrackingMetadata {
  return { i1: Math.max(0, Math.round(elapsedMs)), s1: reason, s2: type };
}
