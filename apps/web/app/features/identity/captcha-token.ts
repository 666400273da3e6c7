// How identity forms get the `x-captcha-token` of a call (spec §7.13): the brand's captcha runs
// for the call's action and gives a token, or nothing when the brand needs none. Forms take the
// source as a parameter, so they neither know the provider nor run one in tests.
import type { TFunction } from 'i18next';
import { captchaTokenHeader } from '@stavka/contract/captcha';
import { trackingEventCodes } from '@stavka/contract/tracking';
import { captchaFailureMetadata, captchaMessageKey } from '../../shared/captcha/captcha-errors';
import { CaptchaCancelledError } from '../../shared/captcha/captcha-flow';
import { useCaptcha } from '../../shared/captcha/use-captcha';
import { useRootData } from '../../shared/root-data';
import { useTracking } from '../../shared/tracking/tracking-provider';
import { translateKey } from './field-message';

/** The actions the server checks the token for (apps/server captcha `requireCaptcha`). */
export type CaptchaAction = 'registration' | 'sign_in' | 'password_reset';

/** Resolves with the token (undefined: none needed); rejects when the player dismissed the captcha. */
export type CaptchaTokenSource = (action: CaptchaAction) => Promise<string | undefined>;

export const noCaptcha: CaptchaTokenSource = () => Promise.resolve(undefined);

/** The brand's captcha (shared/captcha), reporting a dismissed one to tracking (spec §4). */
export function useCaptchaSource(): CaptchaTokenSource {
  const { site } = useRootData();
  const tracking = useTracking();
  const captcha = useCaptcha({
    onFailure: (elapsedMs, reason) => tracking.track(trackingEventCodes.captchaFailure, captchaFailureMetadata(elapsedMs, reason, site.captcha_type)),
  });
  return captcha.getToken;
}

/** The request headers that carry a token. */
export function captchaHeaders(token: string | undefined): Record<string, string> {
  return token === undefined || token === '' ? {} : { [captchaTokenHeader]: token };
}

export type CaptchaStep = { readonly ok: true; readonly token: string | undefined } | { readonly ok: false; readonly message: string | null };

/**
 * Runs the captcha before a call. A failure carries what to tell the player, or null when the
 * flow was cancelled by the form itself (nobody needs telling).
 */
export async function passCaptcha(source: CaptchaTokenSource, action: CaptchaAction, t: TFunction): Promise<CaptchaStep> {
  try {
    return { ok: true, token: await source(action) };
  } catch (error) {
    if (error instanceof CaptchaCancelledError) return { ok: false, message: null };
    const key = captchaMessageKey(error);
    return { ok: false, message: key === undefined ? t('identity_captcha_failed') : translateKey(t, key, {}) };
  }
}
