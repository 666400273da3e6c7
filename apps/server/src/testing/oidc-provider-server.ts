import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { createLocalOidc, LOCAL_OIDC_BASE, type LocalOidc, mountLocalOidc, type LocalOidcClient } from '../modules/identity/social/local-provider';

// An OpenID provider of its own for social sign-in tests (decision 0040): the real `oidc-provider`
// on its own port, as Google would be to the server, with a person who signs in at its page
// through real HTTP — redirects followed by hand, its cookies kept.

export interface TestOidcProvider {
  issuer: string;
  close(): Promise<void>;
}

export async function startTestOidcProvider(clients: LocalOidcClient[]): Promise<TestOidcProvider> {
  const server = Fastify();
  // The issuer names the port, so the provider is made once the server listens.
  const mounted: { local?: LocalOidc } = {};
  mountLocalOidc(server, async (request) => (request.params.brand === 'idp' ? mounted.local : undefined));
  await server.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}${LOCAL_OIDC_BASE}/idp`;
  mounted.local = await createLocalOidc(issuer, clients, 'test-cookie-key-0123456789abcdef');
  return { issuer, close: () => server.close() };
}

/** A person's browser at the provider: follows its redirects until it sends them back to a site. */
export class ProviderBrowser {
  private readonly cookies = new Map<string, string>();

  async get(url: string): Promise<Response> {
    return this.send(url, { method: 'GET' });
  }

  async post(url: string, form: Record<string, string>): Promise<Response> {
    return this.send(url, { method: 'POST', body: new URLSearchParams(form).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  }

  private async send(url: string, init: RequestInit): Promise<Response> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) } });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  /**
   * From the provider's authorization URL to the URL it sends the person back with: the sign-in
   * page answered with this e-mail and name (or cancelled); `unverified`: the provider does not vouch for the e-mail.
   */
  async signIn(authorizationUrl: string, person: { email: string; name: string; unverified?: boolean } | 'cancel'): Promise<URL> {
    let res = await this.get(authorizationUrl);
    let url = new URL(authorizationUrl);
    for (let hop = 0; hop < 10; hop++) {
      const location = res.headers.get('location');
      if (res.status === 200 && url.pathname.includes('/interaction/')) {
        const form = person === 'cancel' ? { action: 'cancel' } : { action: 'allow', email: person.email, name: person.name, ...(person.unverified ? { unverified: 'yes' } : {}) };
        res = await this.post(url.href, form);
        continue;
      }
      if (location === null) throw new Error(`the provider answered ${res.status} at ${url.href}: ${await res.text()}`);
      url = new URL(location, url);
      if (!url.pathname.startsWith(LOCAL_OIDC_BASE)) return url;
      res = await this.get(url.href);
    }
    throw new Error('too many redirects at the provider');
  }
}
