import { describe, expect, it } from 'vitest';
import { trackingMetadataSchema } from '@stavka/contract/tracking';
import { Forbidden, BadRequest, HTTPError } from '../http/errors';
import { captchaFailureMetadata, captchaMessageKey } from './captcha-errors';
import { CaptchaCancelledError, CaptchaDismissedError, CaptchaUnavailableError } from './captcha-flow';

const request = { method: 'POST' as const, url: '/web-api/user/registration' };
const refused = (Kind: typeof HTTPError, statusCode: number, id: string) =>
  new Kind({ statusCode, message: 'refused', title: 'Error', request, data: { success: false, error: { id, message: 'refused' } } });

describe('captcha messages', () => {
  it.each([
    ['a closed captcha', new CaptchaDismissedError('closed'), 'captcha_dismissed'],
    ['an expired captcha', new CaptchaDismissedError('expired'), 'captcha_dismissed'],
    ['a provider that would not load', new CaptchaUnavailableError('blocked'), 'captcha_unavailable'],
    ['the server asking for a token', refused(BadRequest, 400, 'captcha_required'), 'captcha_error_required'],
    ['the server refusing the token', refused(Forbidden, 403, 'captcha_invalid'), 'captcha_error_invalid'],
    ['the provider being down on the server', refused(HTTPError, 503, 'unavailable'), 'captcha_unavailable'],
    ['a cancel (silent)', new CaptchaCancelledError(), undefined],
    ['another refusal', refused(Forbidden, 403, 'csrf_failed'), undefined],
    ['anything else', new Error('boom'), undefined],
  ])('%s', (_name, error, key) => {
    expect(captchaMessageKey(error)).toBe(key);
  });

  it('carries the elapsed time, the reason and the captcha type in valid analytic metadata', () => {
    const metadata = captchaFailureMetadata(1234.6, 'expired', 'custom');
    expect(metadata).toEqual({ i1: 1235, s1: 'expired', s2: 'custom' });
    expect(trackingMetadataSchema.parse(metadata)).toEqual(metadata);
  });
});
