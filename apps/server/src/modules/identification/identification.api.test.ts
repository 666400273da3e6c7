import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identificationDocumentPath, identificationPaths as paths, type IdentificationState } from '@stavka/contract/identification';
import { messagePaths, type MessagesPage } from '@stavka/contract/messages';
import { findCommand } from '../../ops/command-table';
import { Agent } from '../../testing/agent';
import { testDatabaseKinds } from '../../testing/databases';
import { withoutCaptcha } from '../../testing/players';
import { startTestApp, type TestApp } from '../../testing/test-app';

// Issue 13 "Identification": a player uploads the pages of a document (multipart); the server tells
// the type by the bytes and keeps the size limit of the configuration, stores nothing it refuses,
// and keeps the files on disk under names of its own. The operator verifies or rejects the check
// with `ops kyc:…`, which the player reads (status, reason, an office message); a rejected player
// uploads again. Nobody else reads a player's status or files.

type Ok<T> = { success: true; data: T };

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const MAX_BYTES = 4096;

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

function multipart(parts: readonly Part[]): { body: Buffer; headers: Record<string, string> } {
  const boundary = '----stavka-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.type === undefined ? '' : `\r\nContent-Type: ${part.type}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file}${type}\r\n\r\n`), Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const file = (value: Buffer, filename = 'page.png', type = 'image/png'): Part => ({ name: 'files', value, filename, type });
const passport: Part = { name: 'document_type', value: 'passport' };

describe.each(await testDatabaseKinds())('identification by documents on %s', (kind) => {
  let t: TestApp;
  let storage: string;

  beforeAll(async () => {
    storage = await mkdtemp(path.join(os.tmpdir(), 'stavka-identification-'));
    // The JSON body limit is below the file limit: uploads are held to the file limit only.
    t = await startTestApp(kind, { IDENTIFICATION_STORAGE_DIR: storage, IDENTIFICATION_MAX_FILE_BYTES: String(MAX_BYTES), BODY_LIMIT: '2048' });
    await withoutCaptcha(t.database.db);
  });
  afterAll(async () => {
    await t.close();
    await rm(storage, { recursive: true, force: true });
  });

  async function player(): Promise<{ id: number; agent: Agent }> {
    const agent = new Agent(t.app, 'localhost');
    const res = await agent.post('/web-api/user/registration', { type: 'fast_reg', country_id: 643, currency: 'RUB', age_confirmed: true, terms_accepted: true });
    expect(res.statusCode, res.body).toBe(200);
    return { id: Number(res.json<{ data: { login: string } }>().data.login), agent };
  }
  const upload = (agent: Agent, parts: readonly Part[]) => {
    const { body, headers } = multipart(parts);
    return agent.post(paths.data, body, headers);
  };
  const state = async (agent: Agent) => {
    const res = await agent.get(paths.status);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Ok<IdentificationState>>().data;
  };
  const ops = (name: string, ...args: string[]) => findCommand(name)!.run(args, { db: t.database.db });
  const storedFiles = async (): Promise<string[]> => (await readdir(storage, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
  const pendingCheckOf = async (userId: number): Promise<number> => {
    const line = (await ops('kyc:list')).split('\n').find((row) => row.split(/\s+/)[1] === String(userId));
    expect(line, `no pending check of ${userId}`).toBeDefined();
    return Number(line!.split(/\s+/)[0]);
  };

  it('answers the configuration: document types, formats and the size limit', async () => {
    const res = await new Agent(t.app, 'localhost').get(paths.config);
    expect(res.json()).toEqual({
      success: true,
      data: { documentTypes: ['passport', 'id_card', 'driving_licence', 'residence_permit'], mediaTypes: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'], maxFileBytes: MAX_BYTES, maxFiles: 4 },
    });
  });

  it('answers a guest 401 and reads none of the upload', async () => {
    const guest = new Agent(t.app, 'localhost');
    for (const res of [await guest.get(paths.status), await guest.get(paths.fail), await upload(guest, [passport, file(PNG)]), await guest.get(identificationDocumentPath(1))]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, error: { id: 'unauthorized' } });
    }
  });

  it('takes images and a PDF, keeps them pending under names of its own, and gives them back to their owner only', async () => {
    const p = await player();
    expect(await state(p.agent)).toEqual({ status: 'none', method: null, reason: null, documentType: null, submittedAt: null, reviewedAt: null, documents: [] });
    const before = await storedFiles();
    // The declared type and name are the client's: the bytes decide (a PNG sent as "scan.pdf").
    const largeJpeg = Buffer.concat([JPEG, Buffer.alloc(3000, 4)]);
    const res = await upload(p.agent, [passport, file(PNG, '../../etc/passwd', 'application/pdf'), file(largeJpeg, 'back.jpg', 'image/jpeg'), file(PDF, 'scan.pdf', 'application/pdf')]);
    expect(res.statusCode, res.body).toBe(200);
    const pending = res.json<Ok<IdentificationState>>().data;
    expect(pending).toMatchObject({ status: 'pending', reason: null, documentType: 'passport', reviewedAt: null });
    expect(pending.documents.map((d) => [d.mediaType, d.size])).toEqual([
      ['image/png', PNG.length],
      ['image/jpeg', JPEG.length + 3000],
      ['application/pdf', PDF.length],
    ]);
    expect(await state(p.agent)).toEqual(pending);
    const added = (await storedFiles()).filter((name) => !before.includes(name));
    expect(added).toHaveLength(3);
    expect(added.every((name) => /^[a-f0-9-]{36}$/.test(name))).toBe(true);

    const first = pending.documents[0]!;
    const own = await p.agent.get(identificationDocumentPath(first.id));
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.headers['content-disposition']).toMatch(/^attachment/);
    expect((own as unknown as { rawPayload: Buffer }).rawPayload.equals(PNG)).toBe(true);

    // Another player: the status is their own, the file answers as one that does not exist.
    const other = await player();
    expect((await state(other.agent)).status).toBe('none');
    const theirs = await other.agent.get(identificationDocumentPath(first.id));
    const unknown = await other.agent.get(identificationDocumentPath(999_999_999));
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(unknown.json());
    // The storage directory is not served.
    expect((await p.agent.get(`/identification-documents/${p.id}/${added[0]}`)).statusCode).toBe(404);
  });

  it('refuses a file that is no image or PDF, by its bytes, and stores nothing', async () => {
    const p = await player();
    const before = await storedFiles();
    const script = Buffer.from('<script>alert(1)</script>');
    const res = await upload(p.agent, [passport, file(PNG), file(script, 'photo.jpg', 'image/jpeg')]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ success: false, error: { id: 'unsupported_media_type', message: expect.any(String), errors: { files: ['identification_file_type'] } } });
    expect(await storedFiles()).toEqual(before);
    expect((await state(p.agent)).status).toBe('none');
  });

  it('refuses a file over the configured size, and too many, empty or missing files, and stores nothing', async () => {
    const p = await player();
    const before = await storedFiles();
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_BYTES, 3)]);
    const tooLarge = await upload(p.agent, [passport, file(big)]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({
      success: false,
      error: { id: 'payload_too_large', message: expect.any(String), errors: { files: ['identification_file_too_large'] }, details: { maxFileBytes: MAX_BYTES } },
    });
    for (const [parts, field, message] of [
      [[passport, file(PNG), file(PNG), file(PNG), file(PNG), file(PNG)], 'files', 'identification_too_many_files'],
      [[passport], 'files', 'identification_file_required'],
      [[passport, file(Buffer.alloc(0))], 'files', 'identification_file_empty'],
      [[{ name: 'document_type', value: 'library card' }, file(PNG)], 'document_type', 'identification_document_type_unknown'],
      [[file(PNG)], 'document_type', 'identification_document_type_unknown'],
      [[passport, { name: 'photo', value: PNG, filename: 'a.png' }], 'photo', 'identification_unexpected_field'],
    ] as const) {
      const res = await upload(p.agent, parts);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: { id: 'validation', errors: { [field]: [message] } } });
    }
    // A cookie-signed upload without the CSRF header is refused before it is read.
    const forged = new Agent(t.app, 'localhost', { csrf: false });
    for (const [name, value] of p.agent.cookies) forged.cookies.set(name, value);
    const csrf = await upload(forged, [passport, file(PNG)]);
    expect(csrf.statusCode).toBe(403);
    expect(csrf.json()).toMatchObject({ error: { id: 'csrf_failed' } });
    const json = await p.agent.post(paths.data, { document_type: 'passport' });
    expect(json.statusCode).toBe(415);
    expect(await storedFiles()).toEqual(before);
    expect((await state(p.agent)).status).toBe('none');
  });

  it('walks pending → rejected with a reason → pending again → verified through the ops commands, telling the player each time', async () => {
    const p = await player();
    expect((await upload(p.agent, [passport, file(PNG)])).statusCode).toBe(200);
    const again = await upload(p.agent, [passport, file(JPEG)]);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { id: 'conflict', errors: { files: ['identification_already_pending'] } } });

    const first = await pendingCheckOf(p.id);
    expect(await ops('kyc:reject', String(first), '--reason', 'The photo is blurred', '--operator', 'anna')).toMatch(new RegExp(`^check ${first} rejected for player ${p.id}; message \\d+ sent\\n$`));
    expect(await state(p.agent)).toMatchObject({ status: 'rejected', reason: 'The photo is blurred', reviewedAt: expect.any(String) });
    expect((await p.agent.get(paths.fail)).json()).toEqual({ success: true, data: { failed: true, reason: 'The photo is blurred', reviewedAt: expect.any(String) } });
    await expect(ops('kyc:approve', String(first))).rejects.toThrow(/not pending/);

    const messages = async () => (await p.agent.post(messagePaths.list, {})).json<Ok<MessagesPage>>().data.messages;
    expect((await messages())[0]).toMatchObject({ title: 'Документы отклонены', text: expect.stringContaining('Причина: The photo is blurred.') });

    const resubmitted = await upload(p.agent, [{ name: 'document_type', value: 'id_card' }, file(JPEG, 'id.jpg', 'image/jpeg')]);
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    expect(resubmitted.json<Ok<IdentificationState>>().data).toMatchObject({ status: 'pending', reason: null, documentType: 'id_card' });
    expect((await p.agent.get(paths.fail)).json<Ok<{ failed: boolean }>>().data.failed).toBe(false);

    const second = await pendingCheckOf(p.id);
    expect(second).not.toBe(first);
    expect(await ops('kyc:approve', String(second))).toMatch(/ verified for player /);
    expect(await state(p.agent)).toMatchObject({ status: 'verified', reason: null });
    expect((await messages()).map((m) => m.title)).toEqual(['Личность подтверждена', 'Документы отклонены']);
    expect((await ops('kyc:list')).split('\n').some((row) => row.split(/\s+/)[1] === String(p.id))).toBe(false);

    const afterVerified = await upload(p.agent, [passport, file(PNG)]);
    expect(afterVerified.statusCode).toBe(409);
    expect(afterVerified.json()).toMatchObject({ error: { errors: { files: ['identification_already_verified'] } } });
  });
});
