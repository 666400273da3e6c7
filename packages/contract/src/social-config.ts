import { z } from 'zod';
import {
  configurableSocialProviders,
  type ConfigurableSocialProvider,
  resolveSocialProvider,
  tokenAuthMethods,
  userinfoAuthMethods,
} from './social-presets';

// The `social` section of a brand's configuration (spec §3, issue 13): its social sign-in providers,
// the built-in local provider, Telegram's login widget and wallet sign-in (decisions 0040, 0043 and 0046).

/** The built-in local OpenID provider's id (decision 0040). */
export const LOCAL_SOCIAL_PROVIDER = 'local';
export type SocialProviderId = ConfigurableSocialProvider | typeof LOCAL_SOCIAL_PROVIDER;
/** The Telegram login widget's provider id, and the built-in local stand-in for it (decision 0040). */
export const TELEGRAM_SOCIAL_PROVIDER = 'telegram';
export const LOCAL_TELEGRAM_PROVIDER = 'localtelegram';
/** Sign-In with Ethereum (EIP-4361) with a browser wallet such as MetaMask (decision 0043). */
export const METAMASK_SOCIAL_PROVIDER = 'metamask';

const profilePath = z.string().regex(/^[A-Za-z_][\w-]*(\.[A-Za-z_][\w-]*){0,4}$/, 'a dot path such as user.email');
const httpUrl = z.url({ protocol: /^https?$/ }).max(500);

/**
 * One social provider of a brand (issue 13 "Social sign-in", decisions 0040 and 0046): its id and
 * the brand's client id there; a preset (social-presets.ts) gives the rest, and any field given
 * here overrides it. OpenID Connect providers are found by discovery of `issuer`; explicit
 * endpoints make a plain OAuth 2.0 provider, the person read from its user-info answer by
 * `profile`. The client secret is not configuration: it comes from SOCIAL_CLIENT_SECRETS (README).
 */
const socialProviderSection = z
  .strictObject({
    id: z.enum(configurableSocialProviders),
    clientId: z.string().min(1).max(500),
    scopes: z
      .array(z.string().regex(/^[\x21\x23-\x5b\x5d-\x7e]{1,100}$/, 'a scope token such as email'))
      .max(20)
      .optional(),
    /** The button's name; the provider's own name when unset. */
    displayName: z.string().trim().min(1).max(60).optional(),
    /** OpenID Connect: the issuer discovered; plain OAuth 2.0: the `iss` of its answers (RFC 9207). */
    issuer: httpUrl.optional(),
    authorizationEndpoint: httpUrl.optional(),
    tokenEndpoint: httpUrl.optional(),
    userinfoEndpoint: httpUrl.optional(),
    pkce: z.boolean().optional(),
    tokenAuth: z.enum(tokenAuthMethods).optional(),
    userinfoAuth: z.enum(userinfoAuthMethods).optional(),
    profile: z
      .strictObject({
        subject: profilePath,
        email: profilePath.optional(),
        emailVerified: z
          .union([
            profilePath,
            z.strictObject({
              domains: z
                .array(z.string().regex(/^[a-z0-9.-]{1,100}$/))
                .min(1)
                .max(20),
            }),
            z.literal(false),
          ])
          .default(false),
        name: z
          .array(z.string().regex(/^[\w.-]+( [\w.-]+){0,3}$/, 'dot paths separated by spaces'))
          .max(5)
          .default([]),
      })
      .optional(),
  })
  .superRefine((entry, issues) => {
    const resolved = resolveSocialProvider(entry);
    if (typeof resolved === 'string') issues.addIssue({ code: 'custom', message: resolved });
  });

export const socialSection = z.strictObject({
  providers: z
    .array(socialProviderSection)
    .max(20)
    .default([])
    .refine((providers) => new Set(providers.map((p) => p.id)).size === providers.length, 'each provider once'),
  /**
   * The built-in local OpenID provider at `/local-oidc/{brand}` (decision 0040): a test identity for
   * any e-mail typed there. It runs only where SOCIAL_LOCAL_PROVIDER allows (never by default in production).
   */
  localProvider: z.boolean().default(false),
  /**
   * The Telegram login widget: the bot's username (set up with @BotFather's /setdomain for the
   * brand's domain). Its token is not configuration: SOCIAL_CLIENT_SECRETS `{brand: {telegram: …}}`.
   * Where the local provider runs, a local stand-in for Telegram runs too.
   */
  telegram: z
    .strictObject({
      bot: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{3,31}$/, 'a bot username such as stavka_bot'),
      displayName: z.string().trim().min(1).max(60).optional(),
    })
    .optional(),
  /**
   * Sign-In with Ethereum (EIP-4361, decision 0043): a player signs the brand's message with a
   * browser wallet (MetaMask); the wallet's address is their identity. Needs `global.canonicalOrigin`.
   */
  metamask: z.boolean().default(false),
});
