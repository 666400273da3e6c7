import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';

describe('malformed input never causes a 500', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(() => t.close());

  it('answers malformed JSON with 400 in the office shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/web-api/tracking/event.json',
      headers: { 'content-type': 'application/json' },
      payload: '{"events": [',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: { id: 'malformed_body' } });
  });

  it('answers an oversized body with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/web-api/tracking/event.json',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ pad: 'x'.repeat(40 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, error: { id: 'payload_too_large' } });
  });

  it('answers an unknown API route with a JSON 404 in the dialect of its base path', async () => {
    const office = await t.app.inject({ url: '/web-api/no/such/call' });
    expect(office.statusCode).toBe(404);
    expect(office.json()).toMatchObject({ success: false, error: { id: 'not_found' } });
    const family = await t.app.inject({ url: '/service-api/LineFeed/NoSuchZip' });
    expect(family.statusCode).toBe(404);
    expect(family.json()).toMatchObject({ Success: false, Error: expect.stringContaining('not found') });
  });

  it('answers an address with a broken %-escape with 400 in the dialect of its base path', async () => {
    const family = await t.app.inject({ url: '/service-api/LineFeed/Get1x2_VZip%E0%A4%A' });
    expect(family.statusCode).toBe(400);
    expect(family.json()).toMatchObject({ Success: false, ErrorCode: 400 });
    const office = await t.app.inject({ url: '/web-api/user/%zz' });
    expect(office.statusCode).toBe(400);
    expect(office.json()).toMatchObject({ success: false, error: { id: 'validation' } });
    expect(office.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a path parameter longer than any route takes with 404', async () => {
    const res = await t.app.inject({ url: `/translation-api/by-lang/${'a'.repeat(600)}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errors: [{ status: '404', code: 'not_found' }] });
  });

  it("shows a browser that asked for a page the error page, in the page's language", async () => {
    const broken = await t.app.inject({ url: '/en/line/%E0%A4%A', headers: { host: 'localhost', accept: 'text/html,application/xhtml+xml' } });
    expect(broken.statusCode).toBe(400);
    expect(broken.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(broken.body).toContain('<html lang="en">');
    expect(broken.body).toContain('Page not found');
    expect(broken.headers['content-security-policy']).toContain("default-src 'none'");
    expect(broken.headers['x-frame-options']).toBe('DENY');
    // The same address asked by a program gets the API's shape.
    const program = await t.app.inject({ url: '/en/line/%E0%A4%A', headers: { host: 'localhost', accept: 'application/json' } });
    expect(program.json()).toMatchObject({ success: false, error: { id: 'validation' } });
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/web-api/tracking/event.json', headers: { 'content-type': 'application/x-unknown' }, payload: 'abc' });
    expect(res.statusCode).toBe(415);
  });
});
