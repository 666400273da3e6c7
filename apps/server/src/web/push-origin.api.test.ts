import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { Agent } from '../testing/agent';
import { setSiteValue } from '../modules/site/service';
import { TestSocket } from '../modules/push/push-test-client';
import { startTestApp, type TestApp } from '../testing/test-app';

// Cross-site WebSocket hijacking (decision 0016): a browser sends the player's cookie with a
// handshake from any page, so /ws takes browsers only from the brand's own domains and its frame
// parents — from its configuration, never from the Host header — and a client without Origin is
// never signed in by a cookie.

let t: TestApp;
let wsUrl: string;
let cookie: string;
let userToken: string;

beforeAll(async () => {
  t = await startTestApp('pglite');
  await setSiteValue(t.database.db, 'stavka', 'captcha.type', 'disabled');
  const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
  wsUrl = `${address.replace(/^http/, 'ws')}/ws`;
  const agent = new Agent(t.app, 'localhost');
  const res = await agent.post('/web-api/user/registration', { type: 'fast_reg', country_id: 643, currency: 'RUB', age_confirmed: true, terms_accepted: true });
  expect(res.statusCode, res.body).toBe(200);
  cookie = [...agent.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const token = await agent.get('/web-api/user/gettoken');
  expect(token.statusCode, token.body).toBe(200);
  userToken = token.json<{ data: { token: string } }>().data.token;
});
afterAll(() => t.close());

async function hello(headers: Record<string, string>): Promise<boolean> {
  const socket = await TestSocket.open(wsUrl, { headers });
  try {
    return (await socket.next('hello')).signedIn;
  } finally {
    await socket.close();
  }
}

/** The HTTP status the server refused a handshake with. */
function refusal(headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl, { headers: { host: 'localhost', ...headers } });
    ws.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      // Ending the refused handshake makes ws report it as an error: expected here.
      ws.on('error', () => undefined);
      ws.terminate();
    });
    ws.once('open', () => {
      ws.close();
      reject(new Error('the handshake was accepted'));
    });
  });
}

describe('the push socket and the Origin header', () => {
  it("signs in a browser on one of the brand's own domains with its cookie", async () => {
    expect(await hello({ cookie, origin: 'http://localhost:3000' })).toBe(true);
    expect(await hello({ cookie, origin: 'https://stavka.localhost' })).toBe(true);
  });

  it('refuses a browser on any other page, with or without the cookie', async () => {
    for (const origin of ['https://evil.example', 'null', 'http://localhost.evil.example', 'http://goalbet.localhost', 'file://', 'not a url']) {
      expect(await refusal({ cookie, origin }), origin).toBe(403);
    }
  });

  it('does not trust an origin because the Host header names it', async () => {
    // An unknown host is served as the default brand; its Origin still has to be the brand's.
    expect(await refusal({ host: 'evil.example', origin: 'http://evil.example', cookie })).toBe(403);
  });

  it("takes the brand's frame parents", async () => {
    await setSiteValue(t.database.db, 'stavka', 'iframe.parents', ['https://partner.example']);
    expect(await hello({ cookie, origin: 'https://partner.example' })).toBe(true);
    expect(await refusal({ cookie, origin: 'https://partner.example:444' })).toBe(403);
    await setSiteValue(t.database.db, 'stavka', 'iframe.parents', []);
    expect(await refusal({ cookie, origin: 'https://partner.example' })).toBe(403);
  });

  it('connects a client without Origin as a guest even with a cookie, and signs it in by an explicit token', async () => {
    expect(await hello({ cookie })).toBe(false);
    expect(await hello({ 'x-auth': `Bearer ${userToken}` })).toBe(true);
    expect(await hello({})).toBe(false);
  });
});
