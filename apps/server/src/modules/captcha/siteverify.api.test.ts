import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { captchaTokenHeader } from '@stavka/contract/captcha';
import type { TestApp } from '../../testing/test-app';
import { setSiteValue } from '../site/service';
import { protectedAction, protectedPath, startCaptchaTestApp } from './captcha-test-app';

// The provider adapters against a local HTTP server that plays the provider's siteverify: it
// answers by the token it is given, and records what the server sent.

interface Received {
  path: string;
  form: URLSearchParams;
}

const answers: Record<string, { status?: number; body: unknown }> = {
  good: { body: { success: true, score: 0.9, action: protectedAction, hostname: 'localhost', challenge_ts: '2026-01-01T00:00:00Z' } },
  'no-extras': { body: { success: true } },
  refused: { body: { success: false, 'error-codes': ['invalid-input-response'] } },
  bot: { body: { success: true, score: 0.1, action: protectedAction, hostname: 'localhost' } },
  'other-action': { body: { success: true, score: 0.9, action: 'login', hostname: 'localhost' } },
  'other-host': { body: { success: true, score: 0.9, action: protectedAction, hostname: 'phishing.example' } },
  'provider-down': { status: 502, body: { error: 'bad gateway' } },
  'not-json': { body: 'hello' },
  'wrong-shape': { body: { ok: 1 } },
};

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

describe('captcha provider adapters (siteverify over HTTP)', () => {
  let provider: Server;
  let origin = '';
  let t: TestApp;
  const received: Received[] = [];

  beforeAll(async () => {
    provider = createServer((request, response) => {
      void readForm(request).then((form) => {
        received.push({ path: request.url ?? '', form });
        if (form.get('response') === 'hang-up') {
          request.socket.destroy();
          return;
        }
        const answer = answers[form.get('response') ?? ''] ?? { body: { success: false } };
        response.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
        response.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
    t = await startCaptchaTestApp('pglite', {
      CAPTCHA_GOOGLE_SECRET: 'google-secret',
      CAPTCHA_HCAPTCHA_SECRET: 'hcaptcha-secret',
      CAPTCHA_SITEVERIFY_ORIGIN: origin,
      CAPTCHA_HUNT_VERIFY_URL: `${origin}/hunt/verify`,
      CAPTCHA_HUNT_SECRET: 'hunt-secret',
      CAPTCHA_PUZZLE_VERIFY_URL: `${origin}/puzzle/verify`,
      CAPTCHA_PUZZLE_SECRET: 'puzzle-secret',
      CAPTCHA_MIN_SCORE: '0.5',
    });
    await setSiteValue(t.database.db, 'stavka', 'captcha.siteKey', 'site-key-1');
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => provider.close(resolve));
  });
  beforeEach(() => {
    received.length = 0;
  });

  const submit = (token?: string) =>
    t.app.inject({
      method: 'POST',
      url: protectedPath,
      // TRUST_PROXY is off: the provider must get the peer address, not the forwarded one.
      headers: { host: 'localhost', 'x-forwarded-for': '203.0.113.9', ...(token === undefined ? {} : { [captchaTokenHeader]: token }) },
      payload: {},
    });

  describe.each([
    ['google', '/recaptcha/api/siteverify', 'google-secret'],
    ['hcaptcha', '/siteverify', 'hcaptcha-secret'],
    ['hunt', '/hunt/verify', 'hunt-secret'],
    ['puzzle', '/puzzle/verify', 'puzzle-secret'],
  ])('%s', (type, path, secret) => {
    beforeAll(async () => {
      await setSiteValue(t.database.db, 'stavka', 'captcha.type', type);
    });

    it('passes a token the provider accepts, sending secret, token, site key and address', async () => {
      const res = await submit('good');
      expect(res.statusCode).toBe(200);
      expect(received).toHaveLength(1);
      expect(received[0]?.path).toBe(path);
      expect(Object.fromEntries(received[0]?.form ?? [])).toEqual({ secret, response: 'good', sitekey: 'site-key-1', remoteip: '127.0.0.1' });
      expect((await submit('no-extras')).statusCode).toBe(200);
    });

    it('asks for a token before calling the provider: captcha_required', async () => {
      const res = await submit();
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { id: 'captcha_required' } });
      expect(received).toHaveLength(0);
    });

    it.each(['refused', 'other-action', 'other-host'])('refuses %s with captcha_invalid (403)', async (token) => {
      const res = await submit(token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, error: { id: 'captcha_invalid' } });
    });

    it.each(['provider-down', 'not-json', 'wrong-shape'])('answers 503 when the provider fails (%s), letting nobody through', async (token) => {
      const res = await submit(token);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ error: { id: 'unavailable' } });
    });
  });

  it.each([
    ['google', 403],
    ['hunt', 403],
    ['hcaptcha', 200],
  ])('checks the humanness score where the provider gives one (%s)', async (type, status) => {
    // hCaptcha's score means risk, not humanness: it is not compared with the minimum.
    await setSiteValue(t.database.db, 'stavka', 'captcha.type', type);
    expect((await submit('bot')).statusCode).toBe(status);
  });

  it('answers 503 when the brand has no site key, whatever the token', async () => {
    await setSiteValue(t.database.db, 'stavka', 'captcha.type', 'google');
    await setSiteValue(t.database.db, 'stavka', 'captcha.siteKey', '');
    try {
      const res = await submit('good');
      expect(res.statusCode).toBe(503);
      expect(received).toHaveLength(0);
    } finally {
      await setSiteValue(t.database.db, 'stavka', 'captcha.siteKey', 'site-key-1');
    }
  });

  it('answers 503 when the provider hangs up without an answer', async () => {
    await setSiteValue(t.database.db, 'stavka', 'captcha.type', 'hunt');
    const res = await submit('hang-up');
    expect(res.statusCode).toBe(503);
    expect(received).toHaveLength(1);
  });
});
