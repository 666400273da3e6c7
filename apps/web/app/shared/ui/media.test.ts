// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fetchMediaMap, loadMediaResources, resolveMediaUrl, TRANSPARENT_PIXEL } from './media';

let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    const send = (status: number, body: string) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(body);
    };
    if (request.url === '/media/promo.json') return send(200, JSON.stringify({ banner: '/img/banner.webp', logo: '/img/logo.svg' }));
    if (request.url === '/media/mixed.json') return send(200, JSON.stringify({ ok: '/img/ok.png', bad: 42, alsoBad: null }));
    if (request.url === '/media/list.json') return send(200, JSON.stringify(['/img/a.png']));
    if (request.url === '/media/broken.json') return send(200, '{ not json');
    return send(404, '{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('media resources (spec §7.13, §8)', () => {
  it('loads a key to URL map', async () => {
    expect(await fetchMediaMap(`${base}/media/promo.json`)).toEqual({ banner: '/img/banner.webp', logo: '/img/logo.svg' });
  });

  it('keeps only string values', async () => {
    expect(await fetchMediaMap(`${base}/media/mixed.json`)).toEqual({ ok: '/img/ok.png' });
  });

  it.each([
    ['an HTTP error', '/media/missing.json'],
    ['a body that is not JSON', '/media/broken.json'],
    ['JSON that is not a map', '/media/list.json'],
  ])('logs %s only and answers an empty map', async (_name, path) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await fetchMediaMap(`${base}${path}`)).toEqual({});
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('logs a network failure only', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await fetchMediaMap('http://127.0.0.1:9/unreachable.json')).toEqual({});
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('loads several modules, a failing one only empties itself', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const resources = await loadMediaResources({ promo: `${base}/media/promo.json`, casino: `${base}/media/gone.json` });
    expect(resources).toEqual({ promo: { banner: '/img/banner.webp', logo: '/img/logo.svg' }, casino: {} });
    warn.mockRestore();
  });

  it('resolves a key, or falls back to a 1x1 pixel and logs once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const resources = { promo: { banner: '/img/banner.webp' } };
    expect(resolveMediaUrl(resources, 'promo', 'banner')).toBe('/img/banner.webp');
    expect(resolveMediaUrl(resources, 'promo', 'absent')).toBe(TRANSPARENT_PIXEL);
    expect(resolveMediaUrl(resources, 'promo', 'absent')).toBe(TRANSPARENT_PIXEL);
    expect(resolveMediaUrl(resources, 'nope', 'banner')).toBe(TRANSPARENT_PIXEL);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('the fallback is a 1x1 image', () => {
    const bytes = Buffer.from(TRANSPARENT_PIXEL.split(',')[1] ?? '', 'base64');
    expect(bytes.subarray(0, 6).toString('latin1')).toBe('GIF89a');
    expect([bytes.readUInt16LE(6), bytes.readUInt16LE(8)]).toEqual([1, 1]);
  });
});
