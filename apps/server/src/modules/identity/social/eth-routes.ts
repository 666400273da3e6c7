import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ethSignInRefusals, type EthNonceAnswer, type EthVerifyAnswer, ethVerifyRequestSchema } from '@stavka/contract/eth-sign-in';
import { socialPaths } from '@stavka/contract/social';
import { AppError } from '../../../http/app-error';
import { validate } from '../../../http/validate';
import type { Site } from '../../site/service';
import type { IdentityContext } from '../context';
import { brandOrigin } from '../links';
import { assertVipDomain } from '../sign-in-service';
import type { SocialClaims } from './oidc-client';
import { checkEthSignIn, ETH_NONCE_TTL_S, expectedSite, newEthNonce, redeemEthNonce } from './eth-sign-in';
import { setEthNonceCookie, takeEthNonceCookie } from './social-cookies';

// Sign-In with Ethereum (issue 13, decision 0043):
//   POST /web-api/socauth/metamask/nonce → { nonce, domain, uri, expiresInSeconds } (nonce cookie set)
//   POST /web-api/socauth/metamask/verify { message, signature, lang? } → { result } | { error }, as
//        the social return page is told; a refused message answers 400/401 and writes nothing.
// The wallet's address then goes the way of every social identity (`settle`): signs in to its
// account, or registers one (soc_reg), or asks for the account's second factor.

export interface EthSignInDeps {
  metamask(site: Site): { id: string } | undefined;
  languageOf(site: Site, asked: string | undefined): string;
  settle(
    request: FastifyRequest,
    reply: FastifyReply,
    flow: { provider: string; lang: string },
    claims: SocialClaims,
  ): Promise<EthVerifyAnswer>;
}

/** Few honest players ask more often than this; a guesser is slowed. */
const LIMIT = { rateLimit: { max: 30, timeWindow: 60_000 } };

export function registerEthSignInRoutes(app: FastifyInstance, ctx: IdentityContext, deps: EthSignInDeps): void {
  const providerOf = (site: Site) => {
    const provider = deps.metamask(site);
    if (!provider) throw new AppError('not_found', 'Sign-in with a wallet is not offered here');
    return provider;
  };

  app.post(socialPaths.metamaskNonce, { config: LIMIT }, async (request, reply): Promise<{ success: true; data: EthNonceAnswer }> => {
    providerOf(request.site);
    assertVipDomain(request);
    const nonce = newEthNonce();
    await setEthNonceCookie(ctx, request, reply, nonce, ETH_NONCE_TTL_S);
    return { success: true, data: { nonce, ...expectedSite(brandOrigin(request.site)), expiresInSeconds: ETH_NONCE_TTL_S } };
  });

  app.post(socialPaths.metamaskVerify, { config: LIMIT }, async (request, reply): Promise<{ success: true; data: EthVerifyAnswer }> => {
    const site = request.site;
    const provider = providerOf(site);
    const input = validate(ethVerifyRequestSchema, request.body);
    assertVipDomain(request);
    const nonce = await takeEthNonceCookie(ctx, request, reply);
    const signature = input.signature as `0x${string}`;
    const checked = await checkEthSignIn({ message: input.message, signature }, { origin: brandOrigin(site), nonce, now: ctx.now() });
    if (typeof checked === 'string') {
      request.log.warn({ provider: provider.id, reason: checked }, 'Sign-In with Ethereum refused');
      const field = checked === 'signature' ? 'signature' : 'message';
      const error = checked === 'message' ? 'validation' : 'unauthorized';
      throw new AppError(error, 'The signed message was refused; sign in again', { [field]: [ethSignInRefusals[checked]] });
    }
    // Checked and unspent: from here on this message cannot be used again, whatever follows.
    if (!(await redeemEthNonce(ctx.db, site.id, checked.nonce, ctx.now()))) {
      request.log.warn({ provider: provider.id, reason: 'replayed' }, 'Sign-In with Ethereum refused');
      throw new AppError('unauthorized', 'This signed message was used already; sign in again', { message: [ethSignInRefusals.nonce] });
    }
    const lang = deps.languageOf(site, input.lang);
    return { success: true, data: await deps.settle(request, reply, { provider: provider.id, lang }, checked) };
  });
}
