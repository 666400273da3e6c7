import * as oidc from 'openid-client';
import { claimsFromProfile } from './profile-mapping';
import {
  checkCallback,
  clientAuthOf,
  type FlowSecrets,
  type OAuth2ProviderSettings,
  ProviderRefusal,
  providerError,
  type SocialClaims,
} from './provider-settings';

// The plain OAuth 2.0 client of social sign-in (decision 0046), for providers without OpenID Connect
// discovery (Yandex, VK ID, Mail.ru, Discord): `openid-client` configured by hand with the brand's
// endpoints (no discovery), the authorization code flow with `state` and PKCE where the provider
// takes it, the code exchanged as the provider authenticates clients, and the person read from the
// user-info answer by the brand's profile mapping. No ID token is read: an OAuth 2.0 provider that
// sends one alongside (VK ID) does not promise OpenID Connect's, so the user-info answer decides.

const USERINFO_LIMIT = 100_000;

function configurationOf(settings: OAuth2ProviderSettings): oidc.Configuration {
  const server: oidc.ServerMetadata = {
    // The `iss` of its answers when it sends one (RFC 9207); otherwise only its name here.
    issuer: settings.issuer ?? new URL(settings.authorizationEndpoint).origin,
    authorization_endpoint: settings.authorizationEndpoint,
    token_endpoint: settings.tokenEndpoint,
    userinfo_endpoint: settings.userinfoEndpoint,
  };
  const config = new oidc.Configuration(server, settings.clientId, undefined, clientAuthOf(settings));
  config.timeout = 10;
  if (settings.allowHttp) oidc.allowInsecureRequests(config);
  const base = settings.fetch ?? fetch;
  const tokenEndpoint = new URL(settings.tokenEndpoint).href;
  config[oidc.customFetch] = async (url, options) => {
    const response = await base(url, options as RequestInit);
    if (new URL(url).href !== tokenEndpoint || !response.ok) return response;
    return tokenAnswerAsOAuth2(response);
  };
  return config;
}

/** The token answer without an ID token (not read, so not checked), and with the `token_type` some providers leave out. */
async function tokenAnswerAsOAuth2(response: Response): Promise<Response> {
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(text, { status: response.status, headers: response.headers });
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    return new Response(text, { status: response.status, headers: response.headers });
  const { id_token: _unread, ...answer } = body as Record<string, unknown>;
  answer.token_type ??= 'bearer';
  return new Response(JSON.stringify(answer), { status: response.status, headers: { 'content-type': 'application/json' } });
}

export async function oauth2AuthorizationUrl(settings: OAuth2ProviderSettings, redirectUri: string, secrets: FlowSecrets): Promise<string> {
  const config = configurationOf(settings);
  const pkce: Record<string, string> = settings.pkce
    ? { code_challenge: await oidc.calculatePKCECodeChallenge(secrets.codeVerifier), code_challenge_method: 'S256' }
    : {};
  return oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: settings.scopes.join(' '),
    state: secrets.state,
    ...pkce,
    ...settings.extraParams,
  }).href;
}

export async function finishOAuth2Authorization(
  settings: OAuth2ProviderSettings,
  callbackUrl: URL,
  secrets: FlowSecrets,
): Promise<SocialClaims> {
  checkCallback(callbackUrl, secrets);
  const config = configurationOf(settings);
  // What the token request must repeat from the answer (VK ID's device_id), as the provider sent it.
  const repeated = Object.fromEntries(
    settings.callbackParams.flatMap((name) => {
      const value = callbackUrl.searchParams.get(name);
      return value === null ? [] : [[name, value]];
    }),
  );
  try {
    const tokens = await oidc.authorizationCodeGrant(
      config,
      callbackUrl,
      { pkceCodeVerifier: settings.pkce ? secrets.codeVerifier : undefined, expectedState: secrets.state, idTokenExpected: false },
      repeated,
    );
    return claimsFromProfile(await userinfo(settings, tokens.access_token), settings.profile);
  } catch (error) {
    throw providerError(error);
  }
}

/** The provider's user-info answer, the access token sent the way the provider documents. */
async function userinfo(settings: OAuth2ProviderSettings, accessToken: string): Promise<unknown> {
  const url = new URL(settings.userinfoEndpoint);
  if (url.protocol !== 'https:' && !settings.allowHttp) throw new ProviderRefusal('provider_error', 'The user-info endpoint is not HTTPS');
  const headers: Record<string, string> = { accept: 'application/json' };
  let body: string | undefined;
  switch (settings.userinfoAuth) {
    case 'bearer':
      headers.authorization = `Bearer ${accessToken}`;
      break;
    case 'oauth':
      headers.authorization = `OAuth ${accessToken}`;
      break;
    case 'query':
      url.searchParams.set('access_token', accessToken);
      break;
    case 'form':
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams({ access_token: accessToken, client_id: settings.clientId }).toString();
      break;
  }
  const response = await (settings.fetch ?? fetch)(url.href, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    body,
    redirect: 'manual',
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  if (!response.ok) throw new ProviderRefusal('provider_error', `The user-info endpoint answered ${response.status}`);
  if (text.length > USERINFO_LIMIT) throw new ProviderRefusal('provider_error', 'The user-info answer is too long');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ProviderRefusal('provider_error', 'The user-info answer is not JSON');
  }
}
