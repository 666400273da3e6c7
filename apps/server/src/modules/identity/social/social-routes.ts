import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { href } from '@stavka/contract/route-href';
import { type SocialError, socialLinkRequestSchema, socialPaths, type SocialPending, type SocialResult, socialStartQuerySchema } from '@stavka/contract/social';
import { AppError } from '../../../http/app-error';
import { validate } from '../../../http/validate';
import type { Site } from '../../site/service';
import type { IdentityContext } from '../context';
import { brandOrigin } from '../links';
import { signedIn } from '../signed-in';
import { assertVipDomain } from '../sign-in-service';
import { twoFactorChallengeFor } from '../two-factor-service';
import { createBrandProviders, redirectUriOf, type TelegramSettings } from './brand-providers';
import { mountLocalOidc } from './local-provider';
import { LOCAL_TELEGRAM_BASE, mountLocalTelegram } from './local-telegram';
import { authorizationUrl, finishAuthorization, newFlowSecrets, ProviderRefusal } from './oidc-client';
import { clearPendingCookie, readPendingCookie, setFlowCookie, setPendingCookie, takeFlowCookie } from './social-cookies';
import { confirmLink, resolveSocialSignIn } from './social-service';
import { checkTelegramAnswer, redeemTelegramAnswer } from './telegram';
import { registerEthSignInRoutes } from './eth-routes';

// Social sign-in (issue 13, decision 0040):
//   GET  /web-api/socauth/auth?provider=…&lang=…  → 302 to the provider (flow cookie set)
//   GET  /web-api/oauth/auth?code&state…          → 303 to /{lng}/social-sign-in?result=…|error=…
//   GET  /web-api/oauth/rights                    → { success, data: { providers: [{ id, name }] } }
//   GET  /web-api/socauth/pending                 → { success, data: SocialPending }
//   POST /web-api/socauth/link { password }       → as /user/auth (session, or the two-factor challenge)
//   POST /web-api/socauth/twofactor/              → as /user/twoauth/ (auth-routes.ts)
//   GET  /web-api/socauth/telegram?provider&lang&id…&hash → 303 as /oauth/auth (Telegram's widget)
//   POST /web-api/socauth/metamask/nonce, /verify → Sign-In with Ethereum (eth-routes.ts, decision 0043)
// and the built-in local OpenID provider at /local-oidc/{brand} and local Telegram at
// /local-telegram/{brand} where they run.

export function registerSocialRoutes(app: FastifyInstance, ctx: IdentityContext, sites: { find(ref: string): Promise<Site | undefined> }): void {
  const ownOrigin = () => {
    const address = app.server.address() as AddressInfo | null;
    if (!address) throw new Error('the server is not listening');
    const host = address.family === 'IPv6' ? `[${address.address === '::' ? '::1' : address.address}]` : address.address === '0.0.0.0' ? '127.0.0.1' : address.address;
    return `http://${host}:${address.port}`;
  };
  const providers = createBrandProviders(ctx, ownOrigin);
  const providerOf = async (site: Site, id: string) => (await providers.of(site)).find((provider) => provider.id === id);
  const telegramOf = async (site: Site, id: string) => (await providers.telegram(site)).find((provider) => provider.id === id);
  const languageOf = (site: Site, asked: string | undefined) => (asked !== undefined && site.config.global.langs_order.includes(asked) ? asked : site.config.global.defaultLanguage);

  /** Back to the site's return page, on the brand's origin. */
  const back = (reply: FastifyReply, site: Site, lang: string, outcome: { result: SocialResult } | { error: SocialError }) =>
    reply.redirect(new URL(href('socialSignIn', { lng: lang }, outcome), brandOrigin(site)).href, 303);

  mountLocalOidc(app, async (request) => {
    const site = await sites.find(request.params.brand);
    return site && site.slug === request.params.brand ? providers.local(site) : undefined;
  });

  mountLocalTelegram(
    app,
    async (slug) => {
      const site = await sites.find(slug);
      const origin = site?.slug === slug ? site.config.global.canonicalOrigin : undefined;
      const local =
        site && origin !== undefined ? (await providers.telegram(site)).find((telegram) => telegram.bot === undefined) : undefined;
      if (!site || origin === undefined || !local) return undefined;
      return {
        slug,
        name: site.name,
        origin,
        botToken: local.botToken,
        langs: [site.config.global.defaultLanguage, ...site.config.global.langs_order],
      };
    },
    ctx.now,
  );

  /** Where Telegram's widget sends the player back: the callback on the brand's origin (the page adds `lang`). */
  const telegramAuthUrl = (site: Site, telegram: TelegramSettings) => {
    const url = new URL(socialPaths.telegram, brandOrigin(site));
    url.searchParams.set('provider', telegram.id);
    return url.href;
  };

  app.get(socialPaths.rights, async (request) => {
    const site = request.site;
    const metamask = providers.metamask(site);
    const telegram = (await providers.telegram(site)).map((provider) => ({
      id: provider.id,
      name: provider.name,
      ...(provider.bot === undefined ? {} : { widget: { bot: provider.bot, authUrl: telegramAuthUrl(site, provider) } }),
    }));
    return {
      success: true as const,
      data: { providers: [...(await providers.of(site)).map(({ id, name, brandNamed }) => ({ id, name, ...(brandNamed ? { brandNamed: true as const } : {}) })), ...telegram, ...(metamask ? [metamask] : [])] },
    };
  });

  app.get(socialPaths.start, async (request, reply) => {
    const input = validate(socialStartQuerySchema, request.query);
    const site = request.site;
    const lang = languageOf(site, input.lang);
    assertVipDomain(request);
    const telegram = await telegramOf(site, input.provider);
    // The local Telegram's page stands where Telegram's widget would be; the real widget starts on the site's page.
    if (telegram && telegram.bot === undefined) return reply.redirect(new URL(`${LOCAL_TELEGRAM_BASE}/${site.slug}?lang=${lang}`, brandOrigin(site)).href, 302);
    const settings = await providerOf(site, input.provider);
    if (!settings) return back(reply, site, lang, { error: 'unavailable' });
    const secrets = newFlowSecrets();
    let url: string;
    try {
      url = await authorizationUrl(settings, redirectUriOf(brandOrigin(site)), secrets, lang);
    } catch (error) {
      request.log.warn({ err: error, provider: settings.id }, 'social sign-in: the provider could not be reached');
      return back(reply, site, lang, { error: 'provider_error' });
    }
    clearPendingCookie(reply);
    await setFlowCookie(ctx, request, reply, { provider: settings.id, lang, ...secrets });
    return reply.redirect(url, 302);
  });

  app.get(socialPaths.callback, async (request, reply) => {
    const site = request.site;
    const flow = await takeFlowCookie(ctx, request, reply);
    if (!flow) return back(reply, site, site.config.global.defaultLanguage, { error: 'state_mismatch' });
    const settings = await providerOf(site, flow.provider);
    if (!settings) return back(reply, site, flow.lang, { error: 'unavailable' });
    // The answer as the provider sent it, read against our configured redirect URI, not the Host.
    const callbackUrl = new URL(redirectUriOf(brandOrigin(site)));
    callbackUrl.search = new URL(request.url, 'http://callback.invalid').search;
    let claims;
    try {
      claims = await finishAuthorization(settings, callbackUrl, flow);
    } catch (error) {
      if (!(error instanceof ProviderRefusal)) throw error;
      request.log.warn({ provider: settings.id, reason: error.reason, detail: error.message }, 'social sign-in refused');
      return back(reply, site, flow.lang, { error: error.reason });
    }
    return finish(request, reply, { provider: settings.id, lang: flow.lang }, claims);
  });

  app.get<{ Querystring: Record<string, unknown> }>(socialPaths.telegram, async (request, reply) => {
    const site = request.site;
    const { provider, lang: asked, ...received } = request.query;
    const lang = languageOf(site, typeof asked === 'string' ? asked : undefined);
    const telegram = await telegramOf(site, typeof provider === 'string' ? provider : 'telegram');
    if (!telegram) return back(reply, site, lang, { error: 'unavailable' });
    // Telegram sends each field once, as text: anything else is not its answer.
    const fields = Object.entries(received).every(([key, value]) => typeof value === 'string' && /^[a-z_]{1,32}$/.test(key))
      ? (received as Record<string, string>)
      : {};
    const answer = checkTelegramAnswer(fields, telegram.botToken, ctx.now());
    if (typeof answer === 'string') {
      request.log.warn({ provider: telegram.id, reason: answer }, 'Telegram sign-in refused');
      return back(reply, site, lang, { error: answer });
    }
    if (!(await redeemTelegramAnswer(ctx.db, site.id, answer, ctx.now()))) return back(reply, site, lang, { error: 'replayed' });
    return finish(request, reply, { provider: telegram.id, lang }, answer);
  });

  /**
   * Who a provider's checked answer is: the session, or the pending step in its cookie, and what
   * the return page is told (shared with Sign-In with Ethereum, which answers it as JSON).
   */
  const settle = async (
    request: FastifyRequest,
    reply: FastifyReply,
    flow: { provider: string; lang: string },
    claims: Parameters<typeof resolveSocialSignIn>[3],
  ): Promise<{ result: SocialResult } | { error: SocialError }> => {
    const outcome = await resolveSocialSignIn(ctx, request, flow, claims);
    if (outcome.kind === 'refused') return { error: outcome.reason };
    if (outcome.kind === 'link') {
      await setPendingCookie(ctx, request, reply, { kind: 'link', provider: flow.provider, subject: claims.subject, email: outcome.email });
      return { result: 'link' };
    }
    const challenge = await twoFactorChallengeFor(ctx, outcome.user);
    if (challenge) {
      const expiresAt = Math.floor(ctx.now().getTime() / 1000) + challenge.expiresInSeconds;
      await setPendingCookie(ctx, request, reply, { kind: 'two_factor', token: challenge.token, expiresAt });
      return { result: 'two_factor' };
    }
    clearPendingCookie(reply);
    await signedIn(ctx, request, reply, outcome.user, true);
    return { result: outcome.kind };
  };

  /** Who a provider's checked answer is, and the player sent on to the return page with it. */
  const finish = async (
    request: FastifyRequest,
    reply: FastifyReply,
    flow: { provider: string; lang: string },
    claims: Parameters<typeof resolveSocialSignIn>[3],
  ) => back(reply, request.site, flow.lang, await settle(request, reply, flow, claims));

  registerEthSignInRoutes(app, ctx, { metamask: providers.metamask, languageOf, settle });

  app.get(socialPaths.pending, async (request) => ({ success: true as const, data: await pendingView(request) }));

  const pendingView = async (request: FastifyRequest): Promise<SocialPending> => {
    const pending = await readPendingCookie(ctx, request);
    if (!pending) return { status: 'none' };
    if (pending.kind === 'two_factor') {
      const left = pending.expiresAt - Math.floor(ctx.now().getTime() / 1000);
      return left > 0 ? { status: 'two_factor', token: pending.token, expiresInSeconds: left } : { status: 'none' };
    }
    const name = (await providerOf(request.site, pending.provider))?.name ?? pending.provider;
    return { status: 'link', provider: pending.provider, providerName: name, email: pending.email };
  };

  app.post(socialPaths.link, async (request, reply) => {
    const input = validate(socialLinkRequestSchema, request.body);
    assertVipDomain(request);
    const pending = await readPendingCookie(ctx, request);
    if (pending?.kind !== 'link') throw new AppError('unauthorized', 'The social sign-in took too long; start again', { password: ['social_sign_in_again'] });
    const user = await confirmLink(ctx, request, pending, input.password);
    const answer = await signedIn(ctx, request, reply, user);
    if ('twoFactorRequired' in answer.data) {
      await setPendingCookie(ctx, request, reply, { kind: 'two_factor', token: answer.data.token, expiresAt: Math.floor(ctx.now().getTime() / 1000) + answer.data.expiresInSeconds });
    } else {
      clearPendingCookie(reply);
    }
    return answer;
  });
}
