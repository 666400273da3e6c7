import * as oidc from 'openid-client';

// The generic OpenID Connect client of social sign-in (issue 13, decision 0040), over
// `openid-client`: discovery of the issuer, the authorization code flow with PKCE (S256), `state`
// and `nonce`, and an ID token whose signature, issuer, audience, expiry and nonce are checked.
// Every provider — Google as much as the built-in local one — goes through this one interface.

export interface OidcProviderSettings {
  /** The brand's id of the provider (`google`, `local` …). */
  id: string;
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  scopes: readonly string[];
  /** Plain HTTP issuers are refused unless this is set (the local provider in development). */
  allowHttp?: boolean;
  /** Parameters every authorization request carries (the local provider asks who you are each time). */
  extraParams?: Record<string, string>;
  /** How this process reaches the issuer, when it is not the public address (the local provider). */
  fetch?: typeof fetch;
}

/** What the provider says of the person, once its ID token checked out. */
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

const DISCOVERY_TTL_MS = 10 * 60_000;
const discovered = new Map<string, { config: Promise<oidc.Configuration>; at: number }>();

function configurationOf(settings: OidcProviderSettings): Promise<oidc.Configuration> {
  const key = `${settings.issuer}\n${settings.clientId}\n${settings.clientSecret}`;
  const cached = discovered.get(key);
  if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.config;
  const options: oidc.DiscoveryRequestOptions = {
    timeout: 10,
    ...(settings.allowHttp ? { execute: [oidc.allowInsecureRequests] } : {}),
    ...(settings.fetch ? { [oidc.customFetch]: settings.fetch as oidc.CustomFetch } : {}),
  };
  const config = oidc.discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, oidc.ClientSecretBasic(settings.clientSecret), options).then((configuration) => {
    // The ID token's signature is checked against the issuer's keys, not only trusted for coming over TLS.
    oidc.enableNonRepudiationChecks(configuration);
    return configuration;
  });
  // A failed discovery is tried again by the next player, not remembered.
  config.catch(() => discovered.delete(key));
  discovered.set(key, { config, at: Date.now() });
  return config;
}

export function newFlowSecrets(): FlowSecrets {
  return { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
}

/** Where to send the browser: the provider's authorization endpoint with this flow's secrets. */
export async function authorizationUrl(settings: OidcProviderSettings, redirectUri: string, secrets: FlowSecrets, lang: string): Promise<string> {
  const config = await configurationOf(settings);
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: settings.scopes.join(' '),
    response_type: 'code',
    state: secrets.state,
    nonce: secrets.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(secrets.codeVerifier),
    code_challenge_method: 'S256',
    ui_locales: lang,
    ...settings.extraParams,
  });
  return url.href;
}

/**
 * The provider's answer at our redirect URI (`callbackUrl`: the configured redirect URI with the
 * query the browser brought): the code exchanged and the ID token checked, or a refusal.
 */
export async function finishAuthorization(settings: OidcProviderSettings, callbackUrl: URL, secrets: FlowSecrets): Promise<SocialClaims> {
  const params = callbackUrl.searchParams;
  if (params.get('state') !== secrets.state) throw new ProviderRefusal('state_mismatch', 'The answer is not for this browser’s sign-in');
  if (params.get('error') === 'access_denied') throw new ProviderRefusal('cancelled', 'The person cancelled at the provider');
  const config = await configurationOf(settings);
  let claims: oidc.IDToken | undefined;
  try {
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: secrets.codeVerifier,
      expectedState: secrets.state,
      expectedNonce: secrets.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch (error) {
    throw new ProviderRefusal('provider_error', error instanceof Error ? `${error.name}: ${error.message}` : 'the provider failed');
  }
  if (!claims) throw new ProviderRefusal('provider_error', 'The provider gave no ID token');
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null;
  return {
    subject: claims.sub,
    email,
    emailVerified: email !== null && claims.email_verified === true,
    name: typeof claims.name === 'string' ? claims.name : null,
  };
}
