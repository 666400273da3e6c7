import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@stavka/db/client';
import { seedDatabase } from '@stavka/db/seed/all';
import { AppError } from '../http/app-error';
import { openTestDatabase, testDatabaseKinds } from '../testing/databases';
import type { Command } from './command';
import { JsonPathError } from './json-path';
import { siteCommands } from './site-commands';
import { UsageError } from './usage-error';

// The brand commands on a real, seeded database, without a process per call: the many shapes of
// input an operator can type. cli.test.ts runs the same commands as child processes.

function command(name: string): Command {
  const found = siteCommands[name];
  if (!found) throw new Error(`no command ${name}`);
  return found;
}

describe.each(await testDatabaseKinds())('site commands on %s', (kind) => {
  let database: DatabaseHandle;
  const run = (name: string, ...args: string[]) => command(name).run(args, { db: database.db });
  const show = async (ref: string): Promise<unknown> => JSON.parse(await run('site:show', ref));

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await seedDatabase(database.db);
  });
  afterAll(() => database.close());

  it('finds a brand by slug or by id', async () => {
    expect(await run('site:show', '2')).toBe(await run('site:show', 'goalbet'));
  });

  it.each([
    ['a number', 'betting.maxBetsPerCoupon', '12', 12],
    ['a boolean', 'iframe.partitioned', 'true', true],
    ['a list', 'other.supported_msg_types', '[1,2,3]', [1, 2, 3]],
    ['text that is not JSON', 'global.timeZone', 'Europe/Berlin', 'Europe/Berlin'],
    ['a quoted JSON string', 'captcha.siteKey', '"12345"', '12345'],
    ['an object', 'support.supportTime', '{"start":"08:00","end":"20:00"}', { start: '08:00', end: '20:00' }],
    ['an item of a list', 'global.langs_order.1', 'es', 'es'],
  ])('sets %s (%s %s) and reports before and after', async (_case, path, raw, value) => {
    const output = await run('site:set', 'goalbet', path, raw);
    expect(output).toMatch(new RegExp(`^goalbet ${path.replaceAll('.', '\\.')}: .* -> ${escape(JSON.stringify(value))}\\n$`));
    let current: unknown = (await show('goalbet')) as { config: unknown };
    for (const segment of ['config', ...path.split('.')]) current = (current as Record<string, unknown>)[segment];
    expect(current).toEqual(value);
  });

  it('renames a brand, trimming the name', async () => {
    expect(await run('site:set', 'goalbet', 'name', '  Goalbet Pro ')).toBe('goalbet name: "Goalbet" -> "Goalbet Pro"\n');
    expect(await show('goalbet')).toMatchObject({ name: 'Goalbet Pro' });
  });

  it.each([
    ['a colour that is not #rrggbb', 'customize.colors.primary', 'red', { 'customize.colors.primary': ['a colour like #1a2b3c'] }],
    ['an empty language list', 'global.langs_order', '[]', { 'global.langs_order': [expect.stringContaining('>=1')] }],
    ['a language code that is not one', 'global.defaultLanguage', 'Russian', { 'global.defaultLanguage': ['a two- or three-letter language code'] }],
    ['text where a number belongs', 'betting.maxBetsPerCoupon', 'many', { 'betting.maxBetsPerCoupon': [expect.any(String)] }],
    ['a number out of range', 'betting.maxBetsPerCoupon', '51', { 'betting.maxBetsPerCoupon': [expect.stringContaining('<=50')] }],
    ['a number where text belongs', 'captcha.siteKey', '12345', { 'captcha.siteKey': [expect.stringContaining('string')] }],
    ['an unknown section', 'nosuch.x', '1', { 'nosuch.x': ['unknown section "nosuch"'] }],
    ['an unknown key in a strict section', 'global.nosuch', '1', { global: ['Unrecognized key: "nosuch"'] }],
    ['a name of a prototype method', 'toString.x', '1', { 'toString.x': ['unknown section "toString"'] }],
    ['an index past the end of a list', 'global.langs_order.99', 'ru', undefined],
    ['an empty name', 'name', ' ', { name: ['must be a non-empty text of at most 100 characters'] }],
  ])('refuses %s (%s %s) and writes nothing', async (_case, path, raw, fields) => {
    const before = await show('stavka');
    const error: unknown = await run('site:set', 'stavka', path, raw).catch((e: unknown) => e);
    if (fields === undefined) {
      expect(error).toBeInstanceOf(JsonPathError);
    } else {
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ id: 'validation', fields });
    }
    expect(await show('stavka')).toEqual(before);
  });

  it.each(['__proto__.polluted', 'constructor.prototype.polluted', 'global..x', ''])('refuses the path %j', async (path) => {
    await expect(run('site:set', 'stavka', path, '1')).rejects.toThrow(JsonPathError);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses an unknown brand, naming the known ones', async () => {
    await expect(run('site:set', 'nosuch', 'global.timeZone', 'UTC')).rejects.toMatchObject({
      id: 'not_found',
      message: 'No brand "nosuch". Known: stavka, goalbet',
    });
  });

  it.each([
    ['site:show'],
    ['site:set', 'stavka'],
    ['site:set', 'stavka', 'global.timeZone'],
    ['site:set', 'stavka', 'global.timeZone', 'UTC', 'extra'],
  ])('answers %s with missing or extra arguments with its usage', async (name, ...args) => {
    await expect(run(name, ...args)).rejects.toThrow(UsageError);
    await expect(run(name, ...args)).rejects.toThrow(/^Usage: site:(show|set) <site>/);
  });
});

/** A literal text inside a regular expression. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
