import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@stavka/db/client';
import { identificationChecks, playerMessages, users } from '@stavka/db/schema';
import { seedDatabase } from '@stavka/db/seed/all';
import { AppError } from '../http/app-error';
import { createDiskDocumentStore } from '../modules/identification/disk-document-store';
import { submitIdentification } from '../modules/identification/service';
import { setSiteValue } from '../modules/site/service';
import { openTestDatabase, testDatabaseKinds } from '../testing/databases';
import { insertTestPlayer } from '../testing/players';
import type { Command } from './command';
import { identificationCommands } from './identification-commands';
import { UsageError } from './usage-error';

// The identity-check commands of the operator command line (kyc:list, kyc:approve, kyc:reject) on
// a real, seeded database with checks a player submitted through the service.

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(16, 1)]);

function command(name: string): Command {
  const found = identificationCommands[name];
  if (!found) throw new Error(`no command ${name}`);
  return found;
}

describe.each(await testDatabaseKinds())('identification commands on %s', (kind) => {
  let database: DatabaseHandle;
  let storage: string;
  const run = (name: string, ...args: string[]) => command(name).run(args, { db: database.db });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await seedDatabase(database.db);
    storage = await mkdtemp(path.join(os.tmpdir(), 'stavka-kyc-ops-'));
  });
  afterAll(async () => {
    await database.close();
    await rm(storage, { recursive: true, force: true });
  });

  async function submitted(language = 'ru'): Promise<{ userId: number; checkId: number }> {
    const player = await insertTestPlayer(database.db);
    await database.db.update(users).set({ language }).where(eq(users.id, player.id));
    const deps = { db: database.db, store: createDiskDocumentStore(storage), maxFileBytes: 1024, now: () => new Date('2026-11-26T10:00:00Z') };
    await submitIdentification(deps, player.id, 'passport', [{ bytes: PNG }, { bytes: PNG }]);
    const [check] = await database.db.select().from(identificationChecks).where(eq(identificationChecks.userId, player.id));
    return { userId: player.id, checkId: check!.id };
  }
  const messagesOf = (userId: number) => database.db.select().from(playerMessages).where(eq(playerMessages.userId, userId));
  const checkRow = async (id: number) => (await database.db.select().from(identificationChecks).where(eq(identificationChecks.id, id)))[0];

  it('says when nothing is pending, then lists pending checks oldest first', async () => {
    expect(await run('kyc:list')).toBe('No identity checks are pending.\n');
    const a = await submitted();
    const b = await submitted();
    const lines = (await run('kyc:list')).trimEnd().split('\n');
    expect(lines[0]?.split(/\s+/)).toEqual(['check', 'player', 'document', 'files', 'submitted']);
    expect(lines.slice(1).map((l) => l.split(/\s+/))).toEqual([
      [String(a.checkId), String(a.userId), 'passport', '2', '2026-11-26T10:00:00.000Z'],
      [String(b.checkId), String(b.userId), 'passport', '2', '2026-11-26T10:00:00.000Z'],
    ]);
    await run('kyc:approve', String(a.checkId));
    await run('kyc:approve', String(b.checkId));
  });

  it('approves: the check is verified by the operator named and the player gets a message in their language', async () => {
    const { userId, checkId } = await submitted('en');
    expect(await run('kyc:approve', String(checkId), '--operator', 'olga')).toMatch(new RegExp(`^check ${checkId} verified for player ${userId}; message \\d+ sent\\n$`));
    expect(await checkRow(checkId)).toMatchObject({ status: 'verified', reason: null, reviewedBy: 'olga', reviewedAt: expect.any(Date) });
    expect(await messagesOf(userId)).toEqual([expect.objectContaining({ type: 1, title: 'Identity confirmed', readAt: null })]);
  });

  it('rejects with the reason in the player message, and refuses a second verdict', async () => {
    const { userId, checkId } = await submitted();
    await run('kyc:reject', String(checkId), '--reason', '  Срок действия паспорта истёк ');
    expect(await checkRow(checkId)).toMatchObject({ status: 'rejected', reason: 'Срок действия паспорта истёк' });
    const [message] = await messagesOf(userId);
    expect(message?.title).toBe('Документы отклонены');
    expect(message?.text).toContain('Причина: Срок действия паспорта истёк.');
    await expect(run('kyc:approve', String(checkId))).rejects.toBeInstanceOf(AppError);
    await expect(run('kyc:reject', String(checkId), '--reason', 'again')).rejects.toThrow(/not pending/);
    expect(await messagesOf(userId)).toHaveLength(1);
  });

  it('still decides on a brand that takes no messages, and says the player was not told', async () => {
    const { userId, checkId } = await submitted();
    await setSiteValue(database.db, 'stavka', 'other.supported_msg_types', []);
    try {
      expect(await run('kyc:approve', String(checkId))).toMatch(/takes no messages/);
      expect(await messagesOf(userId)).toEqual([]);
      expect((await checkRow(checkId))?.status).toBe('verified');
    } finally {
      await setSiteValue(database.db, 'stavka', 'other.supported_msg_types', [1, 2, 3]);
    }
  });

  it('refuses malformed arguments, a missing or bad reason and unknown checks, changing nothing', async () => {
    const { checkId } = await submitted();
    for (const args of [[], ['abc'], ['-1'], [String(checkId), '--colour', 'red']]) {
      await expect(run('kyc:approve', ...args)).rejects.toBeInstanceOf(UsageError);
    }
    for (const args of [[String(checkId)], [String(checkId), '--reason', '   '], [String(checkId), '--reason', 'x'.repeat(501)], [String(checkId), '--reason', 'bad\u0007bell']]) {
      await expect(run('kyc:reject', ...args)).rejects.toBeInstanceOf(UsageError);
    }
    await expect(run('kyc:list', 'extra')).rejects.toBeInstanceOf(UsageError);
    await expect(run('kyc:approve', '999999999')).rejects.toThrow(/No identity check/);
    expect((await checkRow(checkId))?.status).toBe('pending');
  });
});
