import * as oidc from 'openid-client';
import type { ProfileMapping, TokenAuthMethod, UserinfoAuthMethod } from '@stavka/contract/social-presets';

// What the social sign-in clients (oidc-client.ts, oauth2-client.ts) know of one provider of a
// brand, and what they answer (decisions 0040 and 0046).

interface CommonSettings {
  /** The brand's id of the provider (`google`, `yandex`, `local` …). */
  id: string;
  name: string;
  /** Whether the brand named the button itself (the site shows the provider's own name otherwise). */
  brandNamed?: boolean;
  clientId: string;
  /** None for a client that proves itself by PKCE only (`tokenAuth: none`). */
  clientSecret: string | undefined;
  scopes: readonly string[];
  tokenAuth: TokenAuthMethod;
  /** Plain HTTP endpoints are refused unless this is set (the local provider, tests). */
  allowHttp?: boolean;
  /** Parameters every authorization request carries (the local provider asks who you are each time). */
  extraParams?: Readonly<Record<string, string>>;
  /** How this process reaches the provider, when it is not the public address (the local provider). */
  fetch?: typeof fetch;
}

/** OpenID Connect: endpoints by discovery of the issuer, the person from the checked ID token. */
export interface OidcProviderSettings extends CommonSettings {
  kind: 'oidc';
  issuer: string;
}

/** Plain OAuth 2.0: the configured endpoints, the person from the user-info answer. */
export interface OAuth2ProviderSettings extends CommonSettings {
  kind: 'oauth2';
  authorizationEndpoint: string;
  tokenEndpoint: string;
  userinfoEndpoint: string;
  /** The `iss` its answers carry (RFC 9207), where it sends one; then it must be this. */
  issuer: string | undefined;
  pkce: boolean;
  userinfoAuth: UserinfoAuthMethod;
  callbackParams: readonly string[];
  profile: ProfileMapping;
}

export type SocialProviderSettings = OidcProviderSettings | OAuth2ProviderSettings;

/** What the provider says of the person, once its answer checked out. */
export interface SocialClaims {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/** The secrets of one authorization request, kept by the browser's flow cookie. */
export interface FlowSecrets {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The provider refused or failed; `cancelled` when the person said no at the provider. */
export class ProviderRefusal extends Error {
  override name = 'ProviderRefusal';
  constructor(
    readonly reason: 'cancelled' | 'state_mismatch' | 'provider_error',
    message: string,
  ) {
    super(message);
  }
}

export function clientAuthOf(settings: SocialProviderSettings): oidc.ClientAuth {
  if (settings.tokenAuth === 'none') return oidc.None();
  if (settings.clientSecret === undefined) throw new Error(`${settings.id}: ${settings.tokenAuth} needs the client secret`);
  return settings.tokenAuth === 'client_secret_post'
    ? oidc.ClientSecretPost(settings.clientSecret)
    : oidc.ClientSecretBasic(settings.clientSecret);
}

/** The answer at our redirect URI before any exchange: this browser's state, and not a refusal. */
export function checkCallback(callbackUrl: URL, secrets: FlowSecrets): void {
  const params = callbackUrl.searchParams;
  if (params.get('state') !== secrets.state) throw new ProviderRefusal('state_mismatch', 'The answer is not for this browser’s sign-in');
  if (params.get('error') === 'access_denied') throw new ProviderRefusal('cancelled', 'The person cancelled at the provider');
}

export function providerError(error: unknown): ProviderRefusal {
  if (error instanceof ProviderRefusal) return error;
  return new ProviderRefusal('provider_error', error instanceof Error ? `${error.name}: ${error.message}` : 'the provider failed');
}
