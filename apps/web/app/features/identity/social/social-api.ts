// The social sign-in calls of the web client (issue 13, decision 0040; spec §7.11 /oauth/rights,
// /socauth/auth, /socauth/twofactor/): the brand's providers, where a button leaves for one, what
// the return page still has to ask, and the link of an existing account by its password. Every
// call resolves with the checked `data` or the failure, never rejects.
import type { z } from 'zod';
import { wrapPassword } from '@stavka/contract/password-wrapper';
import {
  type socialLinkRequestSchema,
  socialPaths,
  type SocialPending,
  socialPendingSchema,
  type SocialProviderView,
  socialProvidersSchema,
} from '@stavka/contract/social';
import type { ApiClient, ApiOutcome } from '../../../shared/api-client';
import { captchaHeaders } from '../captcha-token';
import { type SignInAnswer, signInAnswerSchema } from '../identity-api';

/** The built-in test provider's id (LOCAL_SOCIAL_PROVIDER of the site configuration). */
export const LOCAL_PROVIDER_ID = 'local';
/** The built-in test Telegram's id (LOCAL_TELEGRAM_PROVIDER): a link to its page, as the other providers. */
export const LOCAL_TELEGRAM_ID = 'localtelegram';
/** Sign-In with Ethereum (METAMASK_SOCIAL_PROVIDER): buttons that sign in place, not links. */
export const METAMASK_ID = 'metamask';
/** Telegram's login widget script (core.telegram.org/widgets/login). */
export const TELEGRAM_WIDGET_SCRIPT = 'https://telegram.org/js/telegram-widget.js?22';

/** Where Telegram's widget sends the person back: the server's callback, in the page's language. */
export function telegramAuthUrl(authUrl: string, lang: string): string {
  const url = new URL(authUrl);
  url.searchParams.set('lang', lang);
  return url.href;
}

/** Where a provider's button goes: the server sends the browser on to the provider's page. */
export function socialStartUrl(provider: string, lang: string): string {
  return `${socialPaths.start}?${new URLSearchParams({ provider, lang }).toString()}`;
}

export async function loadSocialProviders(api: ApiClient): Promise<ApiOutcome<SocialProviderView[]>> {
  const outcome = await api.send({ url: socialPaths.rights, schema: socialProvidersSchema });
  return outcome.ok ? { ok: true, data: outcome.data.providers } : outcome;
}

/** What the return page still has to ask; read from the HttpOnly cookie the provider's answer left. */
export function loadSocialPending(api: ApiClient): Promise<ApiOutcome<SocialPending>> {
  return api.send({ url: socialPaths.pending, schema: socialPendingSchema, allowParallel: true });
}

/** Links the provider's identity to the account of its e-mail: signed in, or two-factor's challenge. */
export function linkSocialAccount(api: ApiClient, password: string, captcha: string | undefined): Promise<ApiOutcome<SignInAnswer>> {
  const body: z.input<typeof socialLinkRequestSchema> = { password: wrapPassword(password) };
  return api.send({ url: socialPaths.link, method: 'POST', body, headers: captchaHeaders(captcha), schema: signInAnswerSchema });
}
