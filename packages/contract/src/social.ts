import { z } from 'zod';
import { passwordInput } from './password-wrapper';

// Social sign-in (issue 13; spec §7.11 /socauth/auth, /oauth/rights, /oauth/auth,
// /socauth/twofactor/; decision 0040). The browser leaves for the provider at `start` and comes
// back to `callback`, which sends it on to the site's return page with `result` or `error`.

export const socialPaths = {
  /** GET ?provider=…&lang=…: to the provider's sign-in page. */
  start: '/web-api/socauth/auth',
  /** GET: where the provider sends the player back (the redirect URI). */
  callback: '/web-api/oauth/auth',
  /** GET: the brand's providers, for its buttons. */
  rights: '/web-api/oauth/rights',
  /** GET: what the return page still has to ask (a two-factor code, the confirmation of a link). */
  pending: '/web-api/socauth/pending',
  /** POST { password }: links the provider's identity to the account of its e-mail. */
  link: '/web-api/socauth/link',
  /** POST: the second step of a social sign-in, as /user/twoauth/. */
  twoFactor: '/web-api/socauth/twofactor/',
  /**
   * GET ?id&first_name&…&auth_date&hash (and our own `provider`, `lang`): where the Telegram login
   * widget sends the player back, its data signed with the brand's bot token.
   */
  telegram: '/web-api/socauth/telegram',
  /** POST: a fresh nonce for a Sign-In with Ethereum message, bound to this browser (decision 0043). */
  metamaskNonce: '/web-api/socauth/metamask/nonce',
  /** POST { message, signature, lang? }: the signed EIP-4361 message; signs in or registers the wallet. */
  metamaskVerify: '/web-api/socauth/metamask/verify',
} as const;

export const socialProviderIdPattern = /^[a-z]{2,20}$/;

export const socialStartQuerySchema = z.strictObject({
  provider: z.string().regex(socialProviderIdPattern, 'social_unknown_provider'),
  lang: z.string().regex(/^[a-z]{2,3}$/).optional(),
});

/** What the return page is told in its query: `result` on success, `error` otherwise. */
export const socialResults = ['signed_in', 'registered', 'two_factor', 'link'] as const;
export type SocialResult = (typeof socialResults)[number];
export const socialErrors = [
  'cancelled', 'state_mismatch', 'provider_error', 'email_taken', 'no_registration', 'blocked', 'unavailable',
  // The Telegram widget's data: its hash is not the brand's bot's, it is more than a day old, or it was used already.
  'invalid_hash', 'outdated', 'replayed',
] as const;
export type SocialError = (typeof socialErrors)[number];

export const socialProviderSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The brand named the button itself; otherwise the site may show the provider's own name in the page's language. */
  brandNamed: z.literal(true).optional(),
  /** Telegram's own login widget instead of a link: the bot's username and where it sends the player back. */
  widget: z.object({ bot: z.string(), authUrl: z.string() }).optional(),
  /** A wallet's Sign-In with Ethereum (`metamask`): true where a test wallet kept in the browser is offered too. */
  localWallet: z.boolean().optional(),
});
export type SocialProviderView = z.infer<typeof socialProviderSchema>;
export const socialProvidersSchema = z.object({ providers: z.array(socialProviderSchema) });

export const socialPendingSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('none') }),
  /** The provider's verified e-mail is an account's: its password confirms the link. */
  z.object({ status: z.literal('link'), provider: z.string(), providerName: z.string(), email: z.string() }),
  /** The account asks for its two-factor code: finish with the token at `twoFactor`. */
  z.object({ status: z.literal('two_factor'), token: z.string(), expiresInSeconds: z.number().int().positive() }),
]);
export type SocialPending = z.infer<typeof socialPendingSchema>;

export const socialLinkRequestSchema = z.strictObject({ password: passwordInput });
