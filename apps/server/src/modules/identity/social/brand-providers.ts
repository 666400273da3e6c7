import { LOCAL_SOCIAL_PROVIDER, LOCAL_TELEGRAM_PROVIDER, METAMASK_SOCIAL_PROVIDER, TELEGRAM_SOCIAL_PROVIDER } from '@stavka/contract/site-config';
import { socialPaths } from '@stavka/contract/social';
import { resolveSocialProvider } from '@stavka/contract/social-presets';
import { localSocialProviderEnabled } from '../../../config/env';
import { getOrCreateSecret } from '../../secrets/service';
import type { Site } from '../../site/service';
import type { IdentityContext } from '../context';
import { createLocalOidc, LOCAL_OIDC_BASE, type LocalOidc } from './local-provider';
import type { SocialProviderSettings } from './provider-settings';

// A brand's social providers (decision 0040): those of its configuration whose client secret the
// deployment has (SOCIAL_CLIENT_SECRETS), and the built-in local provider where it runs. The
// redirect URI is the brand's configured origin, never the request's Host (DESIGN §1.8).

/** The providers' own names, for buttons whose brand gave none. */
const providerNames: Record<string, string> = {
  google: 'Google',
  twitch: 'Twitch',
  linkedin: 'LinkedIn',
  line: 'LINE',
  kakaotalk: 'Kakao',
  itsme: 'itsme',
  yandex: 'Yandex ID',
  vk: 'VK ID',
  mailru: 'Mail.ru',
  discord: 'Discord',
  [LOCAL_SOCIAL_PROVIDER]: 'Local ID',
  [TELEGRAM_SOCIAL_PROVIDER]: 'Telegram',
  [LOCAL_TELEGRAM_PROVIDER]: 'Local Telegram',
  [METAMASK_SOCIAL_PROVIDER]: 'MetaMask',
};

/** A brand's Telegram login widget, or the local stand-in for it (its page at `/local-telegram/{brand}`). */
export interface TelegramSettings {
  id: string;
  name: string;
  /** Signs the widget's answers; never leaves the server. */
  botToken: string;
  /** The bot's username for Telegram's widget; none for the local stand-in. */
  bot: string | undefined;
}

export interface BrandProviders {
  /** The brand's providers, in its order; none without a configured origin. */
  of(site: Site): Promise<SocialProviderSettings[]>;
  /** The running local provider of a brand (by slug), if it has one. */
  local(site: Site): Promise<LocalOidc | undefined>;
  /** The brand's Telegram widget (with its bot token from SOCIAL_CLIENT_SECRETS) and the local one where it runs. */
  telegram(site: Site): Promise<TelegramSettings[]>;
  /**
   * The brand's Sign-In with Ethereum (decision 0043), where it is on and the brand has an origin;
   * `localWallet` where the local providers run (a test key kept in the browser is offered then).
   */
  metamask(site: Site): { id: string; name: string; localWallet: boolean } | undefined;
}

export function redirectUriOf(origin: string): string {
  return new URL(socialPaths.callback, origin).href;
}

export function createBrandProviders(ctx: IdentityContext, ownOrigin: () => string): BrandProviders {
  const locals = new Map<string, Promise<LocalOidc>>();
  const localRuns = (site: Site) => localSocialProviderEnabled(ctx.env) && site.config.social.localProvider && site.config.global.canonicalOrigin !== undefined;

  const localSettings = async (site: Site, origin: string): Promise<{ issuer: string; clientId: string; clientSecret: string }> => ({
    issuer: `${origin}${LOCAL_OIDC_BASE}/${site.slug}`,
    clientId: `stavka-${site.slug}`,
    clientSecret: await getOrCreateSecret(ctx.db, `local-oidc-client:${site.slug}`),
  });

  const local = async (site: Site): Promise<LocalOidc | undefined> => {
    const origin = site.config.global.canonicalOrigin;
    if (!localRuns(site) || origin === undefined) return undefined;
    const settings = await localSettings(site, origin);
    // Made again when the brand's origin changes (its issuer and redirect URI follow the origin).
    const key = `${site.slug}\n${settings.issuer}`;
    let made = locals.get(key);
    if (!made) {
      const cookieKey = await getOrCreateSecret(ctx.db, 'local-oidc-cookies');
      made = createLocalOidc(settings.issuer, [{ ...settings, redirectUri: redirectUriOf(origin), name: site.name }], cookieKey);
      made.catch(() => locals.delete(key));
      locals.set(key, made);
    }
    return made;
  };

  return {
    local,
    metamask(site) {
      if (!site.config.social.metamask || site.config.global.canonicalOrigin === undefined) return undefined;
      return { id: METAMASK_SOCIAL_PROVIDER, name: providerNames[METAMASK_SOCIAL_PROVIDER] ?? METAMASK_SOCIAL_PROVIDER, localWallet: localRuns(site) };
    },
    async telegram(site) {
      if (site.config.global.canonicalOrigin === undefined) return [];
      const found: TelegramSettings[] = [];
      const widget = site.config.social.telegram;
      const botToken = ctx.env.SOCIAL_CLIENT_SECRETS[site.slug]?.[TELEGRAM_SOCIAL_PROVIDER];
      if (widget && botToken === undefined)
        ctx.log.warn({ site: site.slug }, 'Telegram login without its bot token in SOCIAL_CLIENT_SECRETS: not offered');
      if (widget && botToken !== undefined)
        found.push({ id: TELEGRAM_SOCIAL_PROVIDER, name: widget.displayName ?? 'Telegram', botToken, bot: widget.bot });
      if (localRuns(site)) {
        const name = providerNames[LOCAL_TELEGRAM_PROVIDER] ?? LOCAL_TELEGRAM_PROVIDER;
        found.push({
          id: LOCAL_TELEGRAM_PROVIDER,
          name,
          botToken: await getOrCreateSecret(ctx.db, `local-telegram-bot:${site.slug}`),
          bot: undefined,
        });
      }
      return found;
    },
    async of(site) {
      const origin = site.config.global.canonicalOrigin;
      if (origin === undefined) return [];
      const secrets = ctx.env.SOCIAL_CLIENT_SECRETS[site.slug] ?? {};
      const configured = site.config.social.providers.flatMap((entry): SocialProviderSettings[] => {
        const provider = resolveSocialProvider(entry);
        if (typeof provider === 'string') {
          ctx.log.warn({ site: site.slug, provider: entry.id, problem: provider }, 'social provider misconfigured: not offered');
          return [];
        }
        const secret = secrets[provider.id];
        // A client that proves itself by PKCE alone (VK ID's web clients) has no secret to keep.
        if (secret === undefined && provider.tokenAuth !== 'none') {
          ctx.log.warn({ site: site.slug, provider: provider.id }, 'social provider without its secret in SOCIAL_CLIENT_SECRETS: not offered');
          return [];
        }
        const urls = provider.kind === 'oidc' ? [provider.issuer] : [provider.authorizationEndpoint, provider.tokenEndpoint, provider.userinfoEndpoint];
        const allowHttp = ctx.env.NODE_ENV !== 'production' && urls.some((url) => url.startsWith('http:'));
        const name = provider.displayName ?? providerNames[provider.id] ?? provider.id;
        return [{ ...provider, name, brandNamed: provider.displayName !== undefined, clientSecret: secret, allowHttp, extraParams: provider.authorizationParams }];
      });
      if (!localRuns(site)) return configured;
      const settings = await localSettings(site, origin);
      // This process reaches its own provider at its own address, whatever the brand's host resolves to.
      const issuerOrigin = new URL(settings.issuer).origin;
      const viaOwnAddress: typeof fetch = (input, init) => {
        const url = input instanceof Request ? input.url : String(input);
        return fetch(url.startsWith(issuerOrigin) ? ownOrigin() + url.slice(issuerOrigin.length) : url, init);
      };
      return [
        ...configured,
        {
          id: LOCAL_SOCIAL_PROVIDER,
          name: providerNames[LOCAL_SOCIAL_PROVIDER] ?? LOCAL_SOCIAL_PROVIDER,
          kind: 'oidc',
          ...settings,
          scopes: ['openid', 'email', 'profile'],
          tokenAuth: 'client_secret_basic',
          allowHttp: issuerOrigin.startsWith('http:'),
          // The test provider asks who you are every time, so that one browser can be several people.
          extraParams: { prompt: 'login' },
          fetch: viaOwnAddress,
        },
      ];
    },
  };
}
