import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskDocumentStore } from './disk-document-store';
import { sniffMediaType } from './file-type';

// The bytes decide a document's type; the disk store keeps files under the server's keys only.

const bytes = (...parts: (number[] | string)[]) => new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('sniffMediaType', () => {
  it.each([
    [bytes([0xff, 0xd8, 0xff, 0xe1], 'Exif'), 'image/jpeg'],
    [bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0]), 'image/png'],
    [bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '), 'image/webp'],
    [bytes('%PDF-1.4\n'), 'application/pdf'],
    [bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '), null],
    [bytes('GIF89a'), null],
    [bytes('<svg xmlns="http://www.w3.org/2000/svg">'), null],
    [bytes('%PD'), null],
    [bytes([0x89], 'PNG'), null],
    [bytes(), null],
  ])('%#: %s', (input, expected) => {
    expect(sniffMediaType(input)).toBe(expected);
  });
});

describe('the disk document store', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'stavka-store-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  const key = '123/0b6f7c2e-4f4b-4d1e-9a51-3c1d2e3f4a5b';

  it('puts, gets and deletes by key, privately and with no leftovers', async () => {
    const store = createDiskDocumentStore(root);
    await store.put(key, bytes('%PDF-1.7'));
    expect(await store.get(key)).toEqual(bytes('%PDF-1.7'));
    expect((await stat(path.join(root, '123', '0b6f7c2e-4f4b-4d1e-9a51-3c1d2e3f4a5b'))).mode & 0o777).toBe(0o600);
    expect(await readdir(path.join(root, '123'))).toEqual(['0b6f7c2e-4f4b-4d1e-9a51-3c1d2e3f4a5b']);
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    await store.delete(key);
  });

  it.each(['../etc/passwd', '123/../../x', '/etc/passwd', 'abc/0b6f7c2e-4f4b-4d1e-9a51-3c1d2e3f4a5b', '123/photo.jpg', ''])('refuses the key %j', async (bad) => {
    const store = createDiskDocumentStore(root);
    await expect(store.put(bad, bytes('x'))).rejects.toThrow(/Not a document key/);
    await expect(store.get(bad)).rejects.toThrow(/Not a document key/);
  });
});
