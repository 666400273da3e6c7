import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';
import { registrationFieldSchemas } from '@stavka/contract/identity';
import { AppError } from '../../../http/app-error';
import { localSignInPage } from './local-provider-page';

// The built-in local OpenID provider (issue 13, decision 0040): a real OpenID Connect provider (the
// `oidc-provider` package) mounted at `/local-oidc/{brand}`, so that social sign-in works on a
// machine with no network. Its sign-in page takes any e-mail and name and makes a test identity of
// them; its subject is derived from the e-mail, so the same e-mail is the same person next time.
// Our client speaks to it over HTTP exactly as to Google (oidc-client.ts).

export const LOCAL_OIDC_BASE = '/local-oidc';

export interface LocalOidcClient {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** The brand's name, shown on the consent line. */
  name: string;
  /** How the client authenticates at the token endpoint (client_secret_basic unless said). */
  tokenEndpointAuthMethod?: 'client_secret_basic' | 'client_secret_post';
}

export interface LocalOidc {
  issuer: string;
  provider: Provider;
}

interface TestIdentity {
  email: string;
  name: string;
  /** Whether the provider vouches for the e-mail (the page can say it does not, to test that path). */
  emailVerified: boolean;
}

/** The identities typed at the sign-in pages of this process (a test provider keeps no database). */
const identities = new Map<string, TestIdentity>();

let signingKey: Promise<JWK> | undefined;

/** One RSA key per process signs the ID tokens; the JWKS endpoint publishes it. */
function processSigningKey(): Promise<JWK> {
  signingKey ??= generateKeyPair('RS256', { extractable: true }).then(async ({ privateKey }) => ({
    ...(await exportJWK(privateKey)),
    alg: 'RS256',
    use: 'sig',
    kid: `local-${Date.now().toString(36)}`,
  }));
  return signingKey;
}

export function subjectOfEmail(email: string): string {
  return `local-${createHash('sha256').update(email).digest('hex').slice(0, 32)}`;
}

export async function createLocalOidc(issuer: string, clients: readonly LocalOidcClient[], cookieKey: string): Promise<LocalOidc> {
  // Loaded with the first local provider made, not with the server: the package warns on every
  // Node.js before 22 as it loads (it runs here on 20, tested), and a server that never serves the
  // local provider (production) has no reason to load it or to print that.
  const { default: Provider } = await import('oidc-provider');
  const provider = new Provider(issuer, {
    clients: clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      client_name: client.name,
      redirect_uris: [client.redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: client.tokenEndpointAuthMethod ?? 'client_secret_basic',
    })),
    async findAccount(_ctx, id) {
      const identity = identities.get(id);
      if (!identity) return undefined;
      return { accountId: id, claims: () => ({ sub: id, email: identity.email, email_verified: identity.emailVerified, name: identity.name }) };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The ID token carries the claims of the scopes asked for: our client reads them there.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `${new URL(issuer).pathname}/interaction/${interaction.uid}` },
    cookies: { keys: [cookieKey] },
    jwks: { keys: [await processSigningKey()] },
    ttl: { Interaction: 10 * 60, Session: 60 * 60, Grant: 60 * 60, AuthorizationCode: 60, IdToken: 10 * 60, AccessToken: 10 * 60 },
  });
  // Every URL it writes comes from its issuer (below), never from the request's Host.
  provider.proxy = true;
  return { issuer, provider };
}

/** The request as the provider must see it: the issuer's host and scheme, and its own paths. */
function asIssuerRequest(raw: IncomingMessage, issuer: URL, rewritePath: boolean): void {
  raw.headers.host = issuer.host;
  raw.headers['x-forwarded-proto'] = issuer.protocol.slice(0, -1);
  delete raw.headers['x-forwarded-host'];
  delete raw.headers.forwarded;
  if (rewritePath) {
    const url = raw.url ?? '/';
    (raw as IncomingMessage & { originalUrl?: string }).originalUrl = url;
    raw.url = url.slice(issuer.pathname.length) || '/';
  }
}

const loginInput = {
  email: registrationFieldSchemas.email,
  name: registrationFieldSchemas.first_name,
};

type LocalOidcOf = (request: FastifyRequest<{ Params: { brand: string } }>) => Promise<LocalOidc | undefined>;

/**
 * Mounts the local providers at `/local-oidc/:brand`: the sign-in and consent page of an
 * interaction, and everything else handed to the provider as it is (discovery, authorization,
 * token, JWKS). `localOidcOf` answers the brand's provider, or nothing where it does not run.
 */
export function mountLocalOidc(app: FastifyInstance, localOidcOf: LocalOidcOf): void {
  void app.register(async (scope) => {
    const found = async (request: FastifyRequest<{ Params: { brand: string } }>) => {
      const local = await localOidcOf(request);
      if (!local) throw new AppError('not_found', 'No local identity provider here');
      return local;
    };

    // The provider reads its own bodies (token requests, untouched here); the page's form is read here.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (request, payload, done) => {
      if (!request.url.includes('/interaction/')) return done(null);
      let text = '';
      payload.setEncoding('utf8');
      payload.on('data', (chunk: string) => {
        text += chunk;
        if (text.length > 4096) payload.destroy(new AppError('payload_too_large', 'The form is too long'));
      });
      payload.on('end', () => done(null, Object.fromEntries(new URLSearchParams(text))));
      payload.on('error', (error) => done(error));
    });

    scope.get<{ Params: { brand: string; uid: string } }>(`${LOCAL_OIDC_BASE}/:brand/interaction/:uid`, async (request, reply) => {
      const local = await found(request);
      asIssuerRequest(request.raw, new URL(local.issuer), false);
      const details = await local.provider.interactionDetails(request.raw, reply.raw);
      const client = await local.provider.Client.find(String(details.params.client_id));
      return localSignInPage(reply, { lang: String(details.params.ui_locales ?? 'en'), clientName: client?.clientName ?? '', problem: null, values: { email: '', name: '' } });
    });

    scope.post<{ Params: { brand: string; uid: string }; Body: Record<string, string> | undefined }>(`${LOCAL_OIDC_BASE}/:brand/interaction/:uid`, async (request, reply) => {
      const local = await found(request);
      asIssuerRequest(request.raw, new URL(local.issuer), false);
      const details = await local.provider.interactionDetails(request.raw, reply.raw);
      const body = request.body ?? {};
      let result: InteractionResults;
      if (body.action === 'cancel') {
        result = { error: 'access_denied', error_description: 'The person cancelled the sign-in' };
      } else {
        const email = loginInput.email.safeParse(body.email ?? '');
        const name = loginInput.name.safeParse(body.name ?? '');
        if (!email.success || !name.success) {
          const client = await local.provider.Client.find(String(details.params.client_id));
          void reply.code(400);
          const values = { email: body.email ?? '', name: body.name ?? '', unverified: body.unverified === 'yes' };
          return localSignInPage(reply, { lang: String(details.params.ui_locales ?? 'en'), clientName: client?.clientName ?? '', problem: email.success ? 'name' : 'email', values });
        }
        const accountId = subjectOfEmail(email.data);
        identities.set(accountId, { email: email.data, name: name.data, emailVerified: body.unverified !== 'yes' });
        const grant = new local.provider.Grant({ accountId, clientId: String(details.params.client_id) });
        grant.addOIDCScope(String(details.params.scope ?? 'openid'));
        result = { login: { accountId }, consent: { grantId: await grant.save() } };
      }
      const returnTo = await local.provider.interactionResult(request.raw, reply.raw, result, { mergeWithLastSubmission: false });
      return reply.redirect(returnTo, 303);
    });

    const handOver = async (request: FastifyRequest<{ Params: { brand: string } }>, reply: FastifyReply) => {
      const local = await found(request);
      asIssuerRequest(request.raw, new URL(local.issuer), true);
      reply.hijack();
      local.provider.callback()(request.raw, reply.raw);
    };
    scope.all<{ Params: { brand: string } }>(`${LOCAL_OIDC_BASE}/:brand/*`, handOver);
    scope.all<{ Params: { brand: string } }>(`${LOCAL_OIDC_BASE}/:brand`, handOver);
  });
}
