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

  it('answers an unsupported content type with 415', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/web-api/tracking/event.json', headers: { 'content-type': 'application/x-unknown' }, payload: 'abc' });
    expect(res.statusCode).toBe(415);
  });
});
