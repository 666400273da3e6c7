import { describe, expect, it } from 'vitest';
import { siteConfigSchema, type SiteConfigInput } from '@stavka/contract/site-config';
import { parseEnv } from '../../config/env';
import type { Site } from '../site/service';
import { captchaDomainFor, providerEndpoint } from './provider-endpoint';

const brand = (captcha: SiteConfigInput['captcha']): Site => ({
  id: 1,
  slug: 'brand',
  name: 'Brand',
  partnerId: 1,
  groupId: 1,
  isDefault: true,
  domains: ['brand.example'],
  config: siteConfigSchema.parse({ captcha }),
});

const russia = { countryId: 643, countryCode: 'ru' };
const solomonIslands = { countryId: 90, countryCode: 'sb' };
const keys = parseEnv({
  CAPTCHA_GOOGLE_SECRET: 'g',
  CAPTCHA_HCAPTCHA_SECRET: 'h',
  CAPTCHA_HUNT_VERIFY_URL: 'https://hunt.example/api/verify',
  CAPTCHA_HUNT_SECRET: 'hs',
  CAPTCHA_PUZZLE_VERIFY_URL: 'https://puzzle.example/check',
  CAPTCHA_PUZZLE_SECRET: 'ps',
});

describe('captcha provider endpoints (spec §7.13)', () => {
  const google = brand({ type: 'google', siteKey: 'key', defaultDomain: 'www.google.com', domainByCountry: { '90': 'www.recaptcha.net' } });

  it('chooses the provider domain by country, with the alternative for country 90', () => {
    expect(captchaDomainFor(google, russia)).toBe('www.google.com');
    expect(captchaDomainFor(google, solomonIslands)).toBe('www.recaptcha.net');
    expect(providerEndpoint(keys, 'google', google, solomonIslands).url).toBe('https://www.recaptcha.net/recaptcha/api/siteverify');
    expect(providerEndpoint(keys, 'google', google, russia)).toEqual({
      type: 'google',
      url: 'https://www.google.com/recaptcha/api/siteverify',
      secret: 'g',
      siteKey: 'key',
      minScore: 0.5,
    });
  });

  it.each([
    ['hcaptcha', 'https://hcaptcha.com/siteverify', 'h', undefined],
    ['hunt', 'https://hunt.example/api/verify', 'hs', 0.5],
    ['puzzle', 'https://puzzle.example/check', 'ps', 0.5],
  ] as const)('%s answers at its own endpoint', (type, url, secret, minScore) => {
    const site = brand({ type, siteKey: 'key', defaultDomain: 'hcaptcha.com' });
    expect(providerEndpoint(keys, type, site, russia)).toEqual({ type, url, secret, siteKey: 'key', minScore });
  });

  it('lets the operator route the Google and hCaptcha calls through another origin', () => {
    const env = parseEnv({ CAPTCHA_GOOGLE_SECRET: 'g', CAPTCHA_SITEVERIFY_ORIGIN: 'http://127.0.0.1:9000/' });
    expect(providerEndpoint(env, 'google', google, russia).url).toBe('http://127.0.0.1:9000/recaptcha/api/siteverify');
  });

  it.each([
    ['google', {}],
    ['hcaptcha', { CAPTCHA_GOOGLE_SECRET: 'g' }],
    ['hunt', { CAPTCHA_HUNT_SECRET: 'hs' }],
    ['hunt', { CAPTCHA_HUNT_VERIFY_URL: 'https://hunt.example/' }],
    ['puzzle', { CAPTCHA_PUZZLE_SECRET: 'ps' }],
  ] as const)('refuses to check %s without its keys (503, naming what is missing) %#', (type, vars) => {
    const site = brand({ type, siteKey: 'key' });
    expect(() => providerEndpoint(parseEnv(vars), type, site, russia)).toThrow(expect.objectContaining({ id: 'unavailable', message: expect.stringMatching(/CAPTCHA_/) }));
  });

  it('refuses to check without the brand site key', () => {
    const site = brand({ type: 'google' });
    expect(() => providerEndpoint(keys, 'google', site, russia)).toThrow(expect.objectContaining({ id: 'unavailable', message: expect.stringContaining('captcha.siteKey') }));
  });

  it('refuses bad provider URLs at boot', () => {
    expect(() => parseEnv({ CAPTCHA_HUNT_VERIFY_URL: 'ftp://hunt.example/' })).toThrow(/CAPTCHA_HUNT_VERIFY_URL/);
    expect(() => parseEnv({ CAPTCHA_MIN_SCORE: '1.5' })).toThrow(/CAPTCHA_MIN_SCORE/);
  });
});
