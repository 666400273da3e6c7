// The built-in social sign-in presets of spec §3 (issue 13, decisions 0040 and 0046): what a brand
// gets when it names a provider by id and gives only its client id. Providers that speak OpenID
// Connect are found by discovery of their issuer; the others (Yandex, VK ID, Mail.ru, Discord)
// speak plain OAuth 2.0 and are described here endpoint by endpoint, as each documents its API.
// A brand may override any field of a preset (README "Social sign-in").

/** How the client proves itself at the token endpoint (RFC 6749 §2.3; `none`: PKCE only, VK ID). */
export const tokenAuthMethods = ['client_secret_basic', 'client_secret_post', 'none'] as const;
export type TokenAuthMethod = (typeof tokenAuthMethods)[number];

/**
 * How the access token goes to the user-info endpoint: `bearer` (RFC 6750 header), `oauth`
 * (`Authorization: OAuth <token>`, Yandex), `query` (`?access_token=`, Mail.ru), `form` (a POST
 * of `access_token` and `client_id`, VK ID).
 */
export const userinfoAuthMethods = ['bearer', 'oauth', 'query', 'form'] as const;
export type UserinfoAuthMethod = (typeof userinfoAuthMethods)[number];

/**
 * Where the person is in a provider's user-info answer. Paths are dot-separated (`user.user_id`).
 * `name`: alternatives, the first present wins; an alternative of several space-separated paths
 * joins their values (`user.first_name user.last_name`). `emailVerified`: a path whose value must be
 * `true`; or the provider's own mail domains (an address there is the account itself); or `false`
 * when the provider says nothing — such an e-mail never links an existing account.
 */
export interface ProfileMapping {
  subject: string;
  email?: string | undefined;
  emailVerified: string | { domains: readonly string[] } | false;
  name: readonly string[];
}

/** The claims of OpenID Connect's user-info (and any provider that answers in its shape). */
export const openIdProfile: ProfileMapping = { subject: 'sub', email: 'email', emailVerified: 'email_verified', name: ['name'] };

interface CommonPreset {
  scopes: readonly string[];
  tokenAuth: TokenAuthMethod;
  /** Parameters of every authorization request (Twitch's e-mail claims request). */
  authorizationParams?: Readonly<Record<string, string>>;
}

export interface OidcPreset extends CommonPreset {
  kind: 'oidc';
  issuer: string;
}

export interface OAuth2Preset extends CommonPreset {
  kind: 'oauth2';
  authorizationEndpoint: string;
  tokenEndpoint: string;
  userinfoEndpoint: string;
  /** The `iss` the provider names itself by in its answers (RFC 9207), where it sends one. */
  issuer?: string;
  pkce: boolean;
  userinfoAuth: UserinfoAuthMethod;
  /** Parameters of the provider's answer that its token request must repeat (VK ID's `device_id`). */
  callbackParams: readonly string[];
  profile: ProfileMapping;
}

export type SocialPreset = OidcPreset | OAuth2Preset;

export const socialPresets = {
  // OpenID Connect: the issuers whose discovery documents the providers publish.
  google: { kind: 'oidc', issuer: 'https://accounts.google.com', scopes: ['openid', 'email', 'profile'], tokenAuth: 'client_secret_basic' },
  twitch: {
    kind: 'oidc',
    issuer: 'https://id.twitch.tv/oauth2',
    scopes: ['openid', 'user:read:email'],
    tokenAuth: 'client_secret_post',
    // Twitch puts the e-mail in the ID token only when the request's `claims` asks for it.
    authorizationParams: { claims: JSON.stringify({ id_token: { email: null, email_verified: null, preferred_username: null } }) },
  },
  linkedin: {
    kind: 'oidc',
    issuer: 'https://www.linkedin.com/oauth',
    scopes: ['openid', 'email', 'profile'],
    tokenAuth: 'client_secret_post',
  },
  line: { kind: 'oidc', issuer: 'https://access.line.me', scopes: ['openid', 'email', 'profile'], tokenAuth: 'client_secret_post' },
  kakaotalk: {
    kind: 'oidc',
    issuer: 'https://kauth.kakao.com',
    scopes: ['openid', 'account_email', 'profile_nickname'],
    tokenAuth: 'client_secret_post',
  },

  // Plain OAuth 2.0.
  yandex: {
    kind: 'oauth2',
    // Yandex ID: https://yandex.ru/dev/id/doc/ru/codes/code-url, …/user-information
    authorizationEndpoint: 'https://oauth.yandex.ru/authorize',
    tokenEndpoint: 'https://oauth.yandex.ru/token',
    userinfoEndpoint: 'https://login.yandex.ru/info?format=json',
    scopes: ['login:info', 'login:email'],
    pkce: true,
    tokenAuth: 'client_secret_basic',
    userinfoAuth: 'oauth',
    callbackParams: [],
    profile: {
      subject: 'id',
      email: 'default_email',
      // Yandex says nothing of verification; its own mailboxes are the account itself.
      emailVerified: { domains: ['yandex.ru', 'ya.ru', 'yandex.com', 'yandex.by', 'yandex.kz', 'yandex.ua', 'yandex.com.tr', 'narod.ru'] },
      name: ['display_name', 'real_name', 'login'],
    },
  },
  vk: {
    kind: 'oauth2',
    // VK ID (OAuth 2.1): https://id.vk.com/about/business/go/docs/ru/vkid/latest/vk-id/connection/api-integration/api-description
    authorizationEndpoint: 'https://id.vk.com/authorize',
    tokenEndpoint: 'https://id.vk.com/oauth2/auth',
    userinfoEndpoint: 'https://id.vk.com/oauth2/user_info',
    scopes: ['vkid.personal_info', 'email'],
    pkce: true,
    // A web client of VK ID proves itself with the PKCE verifier, not a secret.
    tokenAuth: 'none',
    userinfoAuth: 'form',
    callbackParams: ['device_id', 'state'],
    // `user.verified` is VK's mark of a verified profile, not of the e-mail: VK's e-mail never links.
    profile: { subject: 'user.user_id', email: 'user.email', emailVerified: false, name: ['user.first_name user.last_name'] },
  },
  mailru: {
    kind: 'oauth2',
    // Mail.ru OAuth: https://oauth.mail.ru/docs
    authorizationEndpoint: 'https://oauth.mail.ru/login',
    tokenEndpoint: 'https://oauth.mail.ru/token',
    userinfoEndpoint: 'https://oauth.mail.ru/userinfo',
    scopes: ['userinfo'],
    pkce: false,
    tokenAuth: 'client_secret_basic',
    userinfoAuth: 'query',
    callbackParams: [],
    profile: {
      subject: 'id',
      email: 'email',
      // The account's own Mail.ru mailbox is confirmed by signing in to it; any other address is not.
      emailVerified: { domains: ['mail.ru', 'inbox.ru', 'list.ru', 'bk.ru', 'internet.ru'] },
      name: ['name', 'first_name last_name', 'nickname'],
    },
  },
  discord: {
    kind: 'oauth2',
    // Discord OAuth2: https://discord.com/developers/docs/topics/oauth2, users/@me: …/resources/user
    authorizationEndpoint: 'https://discord.com/oauth2/authorize',
    tokenEndpoint: 'https://discord.com/api/oauth2/token',
    userinfoEndpoint: 'https://discord.com/api/users/@me',
    issuer: 'https://discord.com',
    scopes: ['identify', 'email'],
    pkce: true,
    tokenAuth: 'client_secret_basic',
    userinfoAuth: 'bearer',
    callbackParams: [],
    profile: { subject: 'id', email: 'email', emailVerified: 'verified', name: ['global_name', 'username'] },
  },
} as const satisfies Record<string, SocialPreset>;

/** The providers of spec §3 a brand may configure (itsme has no preset: it needs signed requests). */
export const configurableSocialProviders = [
  'google',
  'twitch',
  'linkedin',
  'line',
  'kakaotalk',
  'itsme',
  'yandex',
  'vk',
  'mailru',
  'discord',
] as const;
export type ConfigurableSocialProvider = (typeof configurableSocialProviders)[number];

export function presetOf(id: string): SocialPreset | undefined {
  return (socialPresets as Record<string, SocialPreset>)[id];
}

/** A brand's entry for one provider, as its configuration has it (site-config `social.providers`). */
export interface SocialProviderEntry {
  id: ConfigurableSocialProvider;
  clientId: string;
  displayName?: string | undefined;
  scopes?: readonly string[] | undefined;
  issuer?: string | undefined;
  authorizationEndpoint?: string | undefined;
  tokenEndpoint?: string | undefined;
  userinfoEndpoint?: string | undefined;
  pkce?: boolean | undefined;
  tokenAuth?: TokenAuthMethod | undefined;
  userinfoAuth?: UserinfoAuthMethod | undefined;
  profile?: ProfileMapping | undefined;
}

interface ResolvedCommon {
  id: ConfigurableSocialProvider;
  clientId: string;
  displayName: string | undefined;
  scopes: readonly string[];
  tokenAuth: TokenAuthMethod;
  authorizationParams: Readonly<Record<string, string>>;
}
export type ResolvedSocialProvider =
  | (ResolvedCommon & { kind: 'oidc'; issuer: string })
  | (ResolvedCommon & Omit<OAuth2Preset, keyof CommonPreset | 'issuer'> & { issuer: string | undefined });

const OPENID_SCOPES = ['openid', 'email', 'profile'] as const;

/**
 * The entry over its preset: explicit endpoints (the entry's or the preset's) make it plain OAuth
 * 2.0, otherwise it is OpenID Connect by discovery of its issuer. A string says what is missing.
 */
export function resolveSocialProvider(entry: SocialProviderEntry): ResolvedSocialProvider | string {
  const preset = presetOf(entry.id);
  const common = {
    id: entry.id,
    clientId: entry.clientId,
    displayName: entry.displayName,
    authorizationParams: preset?.authorizationParams ?? {},
  };
  const explicit = entry.authorizationEndpoint ?? entry.tokenEndpoint ?? entry.userinfoEndpoint;
  if (explicit !== undefined || preset?.kind === 'oauth2') {
    const base = preset?.kind === 'oauth2' ? preset : undefined;
    const authorizationEndpoint = entry.authorizationEndpoint ?? base?.authorizationEndpoint;
    const tokenEndpoint = entry.tokenEndpoint ?? base?.tokenEndpoint;
    const userinfoEndpoint = entry.userinfoEndpoint ?? base?.userinfoEndpoint;
    if (authorizationEndpoint === undefined || tokenEndpoint === undefined || userinfoEndpoint === undefined)
      return 'a plain OAuth 2.0 provider needs authorizationEndpoint, tokenEndpoint and userinfoEndpoint';
    return {
      ...common,
      kind: 'oauth2',
      authorizationEndpoint,
      tokenEndpoint,
      userinfoEndpoint,
      issuer: entry.issuer ?? base?.issuer,
      scopes: entry.scopes ?? base?.scopes ?? OPENID_SCOPES,
      pkce: entry.pkce ?? base?.pkce ?? true,
      tokenAuth: entry.tokenAuth ?? base?.tokenAuth ?? 'client_secret_basic',
      userinfoAuth: entry.userinfoAuth ?? base?.userinfoAuth ?? 'bearer',
      callbackParams: base?.callbackParams ?? [],
      profile: entry.profile ?? base?.profile ?? openIdProfile,
    };
  }
  const issuer = entry.issuer ?? (preset?.kind === 'oidc' ? preset.issuer : undefined);
  if (issuer === undefined) return `${entry.id} has no preset: give its issuer`;
  const scopes = entry.scopes ?? preset?.scopes ?? OPENID_SCOPES;
  return {
    ...common,
    kind: 'oidc',
    issuer,
    scopes: scopes.includes('openid') ? scopes : ['openid', ...scopes],
    tokenAuth: entry.tokenAuth ?? preset?.tokenAuth ?? 'client_secret_basic',
  };
}
