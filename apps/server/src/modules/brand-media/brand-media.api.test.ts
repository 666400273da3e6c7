import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCommand } from '../../ops/command-table';
import { testDatabaseKinds } from '../../testing/databases';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { setSiteValue } from '../site/service';

// Decision 0047 as a browser and an operator see it: each brand serves its own logo and banner
// images at /media/<name> on its hosts; the operator puts, lists and removes files with
// `media:put|list|rm`, which checks what it stores; a brand without a logo of its own still
// answers its configured logo; names that are not a media file's answer 404; an SVG can run nothing.

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

describe.each(await testDatabaseKinds())('brand media on %s', (kind) => {
  let t: TestApp;
  let dir: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stavka-media-'));
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const ops = (...args: string[]) => findCommand(args[0]!)!.run(args.slice(1), { db: t.database.db });
  const get = (host: string, url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { host, ...headers } });
  const file = (name: string, bytes: Uint8Array | string) => {
    const at = path.join(dir, name);
    fs.writeFileSync(at, bytes);
    return at;
  };

  it('serves each demo brand its own logo and banners, cached by their hash', async () => {
    const stavka = await get('localhost', '/media/logo.svg');
    const goalbet = await get('goalbet.localhost', '/media/logo.svg');
    expect(stavka.statusCode).toBe(200);
    expect(stavka.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(stavka.body).toContain('aria-label="Stavka"');
    expect(goalbet.body).toContain('aria-label="Goalbet"');
    expect(stavka.headers['cache-control']).toBe('public, max-age=300');
    expect(stavka.headers['x-content-type-options']).toBe('nosniff');
    expect(stavka.headers['content-security-policy']).toContain('sandbox');

    const again = await get('localhost', '/media/logo.svg', { 'if-none-match': String(stavka.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    expect((await get('localhost', '/media/banner-cup.svg')).statusCode).toBe(200);
    // The cup is Stavka's: Goalbet has none.
    expect((await get('goalbet.localhost', '/media/banner-cup.svg')).statusCode).toBe(404);
    expect((await get('goalbet.localhost', '/media/banner-deposit.svg')).statusCode).toBe(200);
  });

  it('lets the operator put, list and remove a file, and checks it first', async () => {
    expect(await ops('media:put', 'goalbet', 'promo-1.png', file('promo.png', PNG))).toBe('goalbet /media/promo-1.png (image/png) stored\n');
    const served = await get('goalbet.localhost', '/media/promo-1.png');
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(new Uint8Array(served.rawPayload)).toEqual(PNG);
    expect(await ops('media:list', 'goalbet')).toMatch(/\/media\/promo-1\.png\s+image\/png\s+16\s/);

    // Not what the name says, a name with a path, too big: refused, and nothing written.
    await expect(ops('media:put', 'goalbet', 'promo-2.png', file('fake.png', '<svg></svg>'))).rejects.toThrow('The file is not what its name says');
    await expect(ops('media:put', 'goalbet', '../promo.png', file('ok.png', PNG))).rejects.toThrow('Invalid media name');
    await expect(ops('media:put', 'goalbet', 'big.png', file('big.png', new Uint8Array(2 * 1024 * 1024 + 1).fill(1)))).rejects.toThrow('Invalid media size');
    expect((await get('goalbet.localhost', '/media/promo-2.png')).statusCode).toBe(404);

    // Replaced under the same name; the other brand does not see it; removed, it is gone.
    const svg = '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"/>';
    expect(await ops('media:put', 'goalbet', 'promo-1.png', file('promo.svg', svg)).catch((error: Error) => error.message)).toBe('The file is not what its name says');
    expect(await ops('media:put', 'goalbet', 'promo-1.svg', file('promo.svg', svg))).toBe('goalbet /media/promo-1.svg (image/svg+xml) stored\n');
    expect(await ops('media:put', 'goalbet', 'promo-1.svg', file('promo.svg', svg))).toBe('goalbet /media/promo-1.svg (image/svg+xml) replaced\n');
    expect((await get('localhost', '/media/promo-1.png')).statusCode).toBe(404);
    expect(await ops('media:rm', 'goalbet', 'promo-1.png')).toBe('goalbet /media/promo-1.png removed\n');
    await expect(ops('media:rm', 'goalbet', 'promo-1.png')).rejects.toThrow('goalbet has no media file promo-1.png');
  });

  it('draws the logo of a brand that has none of its own from its name and colour', async () => {
    await setSiteValue(t.database.db, 'goalbet', 'customize.logoUrl', '/media/brand-logo.svg');
    await setSiteValue(t.database.db, 'goalbet', 'name', 'Gol & <Bet>');
    const logo = await get('goalbet.localhost', '/media/brand-logo.svg');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(logo.body).toContain('aria-label="Gol &#38; &#60;Bet&#62;"');
    expect(logo.body).toContain('fill="#ff7a00"');
    // Only the configured logo is drawn; other names of a brand without them stay 404.
    expect((await get('goalbet.localhost', '/media/other-logo.svg')).statusCode).toBe(404);
  });

  it('answers 404 to what is not a media file name, without reading anything', async () => {
    for (const url of ['/media/LOGO.svg', '/media/logo.exe', '/media/..%2Fsecrets.svg', '/media/%2e%2e', '/media/a.svg.png.txt']) {
      expect((await get('localhost', url)).statusCode, url).toBe(404);
    }
  });
});
