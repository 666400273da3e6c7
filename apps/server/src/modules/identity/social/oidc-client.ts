import * as oidc from 'openid-client';
import { finishOAuth2Authorization, oauth2AuthorizationUrl } from './oauth2-client';
import { checkCallback, clientAuthOf, type FlowSecrets, type OidcProviderSettings, ProviderRefusal, providerError, type SocialClaims, type SocialProviderSettings } from './provider-settings';

// The generic OpenID Connect client of social sign-in (issue 13, decision 0040), over
// `openid-client`: discovery of the issuer, the authorization code flow with PKCE (S256), `state`
// and `nonce`, and an ID token whose signature, issuer, audience, expiry and nonce are checked.
// Every provider — Google as much as the built-in local one — goes through this one interface;
// providers without discovery go through its plain OAuth 2.0 sibling (oauth2-client.ts, decision 0046).

export type { FlowSecrets, OAuth2ProviderSettings, OidcProviderSettings, SocialClaims, SocialProviderSettings } from './provider-settings';
export { ProviderRefusal } from './provider-settings';

const DISCOVERY_TTL_MS = 10 * 60_000;
const discovered = new Map<string, { config: Promise<oidc.Configuration>; at: number }>();

function configurationOf(settings: OidcProviderSettings): Promise<oidc.Configuration> {
  const key = `${settings.issuer}\n${settings.clientId}\n${settings.tokenAuth}\n${settings.clientSecret ?? ''}`;
  const cached = discovered.get(key);
  if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.config;
  const options: oidc.DiscoveryRequestOptions = {
    timeout: 10,
    ...(settings.allowHttp ? { execute: [oidc.allowInsecureRequests] } : {}),
    ...(settings.fetch ? { [oidc.customFetch]: settings.fetch as oidc.CustomFetch } : {}),
  };
  const config = oidc.discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, clientAuthOf(settings), options).then((configuration) => {
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
export async function authorizationUrl(settings: SocialProviderSettings, redirectUri: string, secrets: FlowSecrets, lang: string): Promise<string> {
  if (settings.kind === 'oauth2') return oauth2AuthorizationUrl(settings, redirectUri, secrets);
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
export async function finishAuthorization(settings: SocialProviderSettings, callbackUrl: URL, secrets: FlowSecrets): Promise<SocialClaims> {
  if (settings.kind === 'oauth2') return finishOAuth2Authorization(settings, callbackUrl, secrets);
  checkCallback(callbackUrl, secrets);
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
    throw providerError(error);
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
