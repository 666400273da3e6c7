// Google reCAPTCHA v3 (brand type `google`, spec §7.13): the script comes from the brand's captcha
// domain for the visitor's country (www.google.com, or www.recaptcha.net where Google is blocked),
// the widget is invisible, and `execute` returns a token scored for the named action.
import { captchaKindByType } from '@stavka/contract/captcha';
import { CaptchaUnavailableError, type CaptchaProvider } from './captcha-flow';
import { hasMethods, pageGlobal, requireToken } from './page-global';
import { loadScript } from './script-loader';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): PromiseLike<unknown>;
}

function isGrecaptcha(value: unknown): value is Grecaptcha {
  return hasMethods(value, ['ready', 'execute']);
}

function grecaptcha(): Grecaptcha | undefined {
  const api = pageGlobal(captchaKindByType.google);
  return isGrecaptcha(api) ? api : undefined;
}

export interface ExternalProviderOptions {
  readonly domain: string;
  readonly siteKey: string | undefined;
  readonly nonce?: string;
}

/** reCAPTCHA v3 names actions with letters, digits, "_" and "/" only. */
function recaptchaAction(action: string): string {
  return action.replace(/[^A-Za-z0-9_/]/g, '_');
}

export function createRecaptchaProvider(options: ExternalProviderOptions): CaptchaProvider {
  const { siteKey } = options;
  return {
    async load(signal) {
      if (!siteKey) throw new CaptchaUnavailableError('captcha.siteKey is not configured for this brand');
      const url = `https://${options.domain}/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
      await loadScript(url, { isReady: () => grecaptcha() !== undefined, signal, nonce: options.nonce });
    },
    async create() {
      const api = grecaptcha();
      if (!api || !siteKey) throw new CaptchaUnavailableError('reCAPTCHA is not loaded');
      // v3 renders its own invisible badge once ready; there is no widget to make.
      await new Promise<void>((resolve) => api.ready(resolve));
      return {
        execute(action, report) {
          Promise.resolve()
            .then(() => api.execute(siteKey, { action: recaptchaAction(action) }))
            .then(requireToken)
            .then(report.token, report.failed);
        },
        destroy() {},
      };
    },
  };
}
