import type { CaptchaType } from '@stavka/contract/site-config';
import { AppError } from '../../http/app-error';
import type { Geo, Site } from '../site/service';
import type { CaptchaEnv } from './context';

/** The brand types checked by an outside provider's siteverify call. */
export type ProviderType = Exclude<CaptchaType, 'custom' | 'disabled'>;

export interface ProviderEndpoint {
  readonly type: ProviderType;
  readonly url: string;
  readonly secret: string;
  readonly siteKey: string;
  /** The least score accepted where the provider scores humanness (1 human … 0 bot). */
  readonly minScore: number | undefined;
}

/** spec §7.13: the provider domain comes from the brand's table by geo country, else its default. */
export function captchaDomainFor(site: Site, geo: Geo): string {
  const captcha = site.config.captcha;
  return captcha.domainByCountry[String(geo.countryId)] ?? captcha.defaultDomain;
}

/**
 * Where and with which secret to check a provider token. Google and hCaptcha answer on the
 * brand's captcha domain; hunt and puzzle on the URL the operator configures. Missing keys are
 * the operator's mistake: 503, so nobody passes unchecked and nobody is told their answer was wrong.
 */
export function providerEndpoint(env: CaptchaEnv, type: ProviderType, site: Site, geo: Geo): ProviderEndpoint {
  const configured = providerSettings(env, type, site, geo);
  if (configured.url === undefined || configured.secret === undefined) {
    throw notConfigured(type, site, configured.variables);
  }
  const siteKey = site.config.captcha.siteKey;
  // Without the site key the browser cannot show the widget, so no token could ever be right.
  if (siteKey === undefined || siteKey === '') throw notConfigured(type, site, 'captcha.siteKey');
  return { type, url: configured.url, secret: configured.secret, siteKey, minScore: configured.minScore };
}

interface ProviderSettings {
  url: string | undefined;
  secret: string | undefined;
  minScore: number | undefined;
  /** What the operator sets, for the message when something is missing. */
  variables: string;
}

function providerSettings(env: CaptchaEnv, type: ProviderType, site: Site, geo: Geo): ProviderSettings {
  const origin = env.CAPTCHA_SITEVERIFY_ORIGIN ?? `https://${captchaDomainFor(site, geo)}`;
  switch (type) {
    case 'google':
      return {
        url: `${origin}/recaptcha/api/siteverify`,
        secret: env.CAPTCHA_GOOGLE_SECRET,
        minScore: env.CAPTCHA_MIN_SCORE,
        variables: 'CAPTCHA_GOOGLE_SECRET',
      };
    case 'hcaptcha':
      // hCaptcha's score is a risk score (higher is worse), on Enterprise only: not compared.
      return { url: `${origin}/siteverify`, secret: env.CAPTCHA_HCAPTCHA_SECRET, minScore: undefined, variables: 'CAPTCHA_HCAPTCHA_SECRET' };
    case 'hunt':
      return {
        url: env.CAPTCHA_HUNT_VERIFY_URL,
        secret: env.CAPTCHA_HUNT_SECRET,
        minScore: env.CAPTCHA_MIN_SCORE,
        variables: 'CAPTCHA_HUNT_VERIFY_URL and CAPTCHA_HUNT_SECRET',
      };
    case 'puzzle':
      return {
        url: env.CAPTCHA_PUZZLE_VERIFY_URL,
        secret: env.CAPTCHA_PUZZLE_SECRET,
        minScore: env.CAPTCHA_MIN_SCORE,
        variables: 'CAPTCHA_PUZZLE_VERIFY_URL and CAPTCHA_PUZZLE_SECRET',
      };
  }
}

function notConfigured(type: ProviderType, site: Site, variables: string): AppError {
  return new AppError('unavailable', `Captcha "${type}" of brand ${site.slug} is not configured: set ${variables}`);
}
