// The brand's captcha type picks the adapter (product-spec §3 site configuration types).
import type { CaptchaType } from '@stavka/contract/site-config';
import { createAltchaProvider, type AltchaProviderOptions } from './altcha-provider';
import type { CaptchaProvider } from './captcha-flow';
import { createRecaptchaProvider } from './recaptcha-provider';
import { createRenderApiProvider } from './render-api-provider';

export interface CaptchaSettings {
  readonly type: CaptchaType;
  /** The provider domain for the visitor's country (spec §7.13). */
  readonly domain: string;
  readonly siteKey: string | undefined;
  /** The page's CSP nonce, for provider scripts. */
  readonly nonce?: string;
}

/** `disabled`: nothing to load or show; the flow resolves at once without a token. */
export const disabledProvider: CaptchaProvider = {
  async load() {},
  async create() {
    return {
      execute: (_action, report) => report.token(undefined),
      destroy() {},
    };
  },
};

export function captchaProviderFor(settings: CaptchaSettings, altcha: AltchaProviderOptions = {}): CaptchaProvider {
  const external = { domain: settings.domain, siteKey: settings.siteKey, nonce: settings.nonce };
  switch (settings.type) {
    case 'disabled':
      return disabledProvider;
    case 'custom':
      return createAltchaProvider(altcha);
    case 'google':
      return createRecaptchaProvider(external);
    case 'hcaptcha':
    case 'hunt':
    case 'puzzle':
      return createRenderApiProvider(settings.type, external);
  }
}
