// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createChallenge, pbkdf2, verifySolution } from 'altcha/lib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { captchaChallengePath, decodeAltchaPayload } from '@stavka/contract/captcha';
import { createHttpClient } from '../http/http-client';
import { createAltchaProvider } from './altcha-provider';
import { CaptchaDismissedError, CaptchaUnavailableError, startCaptchaFlow, type CaptchaModalHost } from './captcha-flow';

// The self-hosted captcha end to end in Node: a local server issues signed ALTCHA challenges as
// ours does (deterministic mode, PBKDF2), the adapter fetches and solves one, and the token it
// gives verifies with the same secrets.

const secret = 'test-challenge-secret';
const keySecret = 'test-key-secret';

interface Issue {
  status?: number;
  cost?: number;
  counter?: number;
  lifetimeMs?: number;
}

let next: Issue = {};
let requests: string[] = [];

async function issue(options: Issue): Promise<unknown> {
  return createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: options.cost ?? 10,
    counter: options.counter ?? 20,
    deriveKey: pbkdf2.deriveKey,
    expiresAt: new Date(Date.now() + (options.lifetimeMs ?? 300_000)),
    data: { site: 1 },
    hmacSignatureSecret: secret,
    hmacKeySignatureSecret: keySecret,
  });
}

describe('ALTCHA adapter (brand type custom)', () => {
  let server: Server;
  let origin = '';
  beforeAll(async () => {
    server = createServer((request, response) => {
      requests.push(`${request.method} ${request.url}`);
      const { status = 200, ...options } = next;
      if (status !== 200) {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ success: false, error: { id: 'not_found', message: 'No self-hosted captcha' } }));
        return;
      }
      void issue(options).then((challenge) => {
        response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        response.end(JSON.stringify(challenge));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    next = {};
    requests = [];
  });

  const provider = (patienceMs?: number) =>
    createAltchaProvider({ http: createHttpClient({ baseUrl: origin, retry: 0 }), ...(patienceMs === undefined ? {} : { patienceMs }) });

  const modalHost = () => {
    const host: CaptchaModalHost & { opened: string[]; closed: number } = {
      opened: [],
      closed: 0,
      open: async (kind) => {
        host.opened.push(kind);
        return {} as HTMLElement;
      },
      close: () => {
        host.closed += 1;
      },
    };
    return host;
  };

  it('fetches a challenge, solves it invisibly, and gives a token the server verifies', async () => {
    const modal = modalHost();
    const flow = startCaptchaFlow(provider(), { action: 'registration', modal });
    const token = await flow.result;
    expect(requests).toEqual([`GET ${captchaChallengePath}`]);
    const payload = decodeAltchaPayload(token ?? '');
    if (!payload) throw new Error('the token is not an ALTCHA payload');
    const result = await verifySolution({ ...payload, deriveKey: pbkdf2.deriveKey, hmacSignatureSecret: secret, hmacKeySignatureSecret: keySecret });
    expect(result.verified).toBe(true);
    // Quick work needs no modal.
    expect(modal.opened).toEqual([]);
  });

  it('shows progress in the captcha modal when the work takes long, and closes it when done', async () => {
    next = { cost: 500, counter: 200 };
    const modal = modalHost();
    const flow = startCaptchaFlow(provider(0), { action: 'registration', modal });
    await expect(flow.result).resolves.toEqual(expect.any(String));
    expect(modal.opened).toEqual(['progress']);
    expect(modal.closed).toBe(1);
  });

  it('lets the player stop long work by closing the modal: "Dismissed captcha"', async () => {
    next = { cost: 1_000, counter: 1_000_000 };
    const failures: Array<[number, string]> = [];
    const flow = startCaptchaFlow(provider(0), {
      action: 'registration',
      modal: modalHost(),
      onFailure: (elapsed, reason) => failures.push([elapsed, reason]),
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    flow.dismiss();
    const error = await flow.result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CaptchaDismissedError);
    expect(failures).toEqual([[expect.any(Number), 'closed']]);
    expect(failures[0]?.[0]).toBeGreaterThanOrEqual(150);
  });

  it('expires when the challenge runs out before it is solved', async () => {
    next = { cost: 1_000, counter: 1_000_000, lifetimeMs: 1_500 };
    const failures: string[] = [];
    const flow = startCaptchaFlow(provider(), { action: 'registration', onFailure: (_ms, reason) => failures.push(reason) });
    const error = await flow.result.catch((e: unknown) => e);
    expect(error).toMatchObject({ message: 'Dismissed captcha', reason: 'expired' });
    expect(failures).toEqual(['expired']);
  });

  it('expires at once on a challenge that is already out of date', async () => {
    next = { lifetimeMs: -1_000 };
    const flow = startCaptchaFlow(provider(), { action: 'registration' });
    await expect(flow.result).rejects.toMatchObject({ reason: 'expired' });
  });

  it('fails cleanly when the server has no challenge for this brand', async () => {
    next = { status: 404 };
    const logged: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => logged.push(args);
    try {
      const flow = startCaptchaFlow(provider(), { action: 'registration' });
      const error = await flow.result.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CaptchaUnavailableError);
      expect(error).toMatchObject({ cause: { statusCode: 404 } });
      expect(logged).toHaveLength(1);
    } finally {
      console.error = original;
    }
  });
});
