import { pino } from 'pino';
import { createUserAsOperator, setUserBlocked, showUser } from '../modules/identity/service';
import { createOutbox } from '../modules/outbox/service';
import { listSites, showSite } from '../modules/site/service';
import type { Command } from './command';
import { options } from './options';
import { UsageError } from './usage-error';

/** The outbox's own log: a command prints its answer only. */
const quiet = pino({ level: 'silent' });

function accountNumber(raw: string | undefined, usage: string): number {
  if (raw === undefined || !/^\d{1,15}$/.test(raw)) throw new UsageError(`Usage: ${usage}`);
  return Number(raw);
}

export const userCommands: Record<string, Command> = {
  'user:create': {
    usage: 'user:create --login L --password P [--site S] [--currency C]',
    summary: 'create a player with an e-mail or phone login; prints the account number',
    async run(args, { db }) {
      const opts = options(args, ['login', 'password', 'site', 'currency']);
      if (opts.login === undefined || opts.password === undefined) throw new UsageError('Usage: user:create --login L --password P [--site S] [--currency C]');
      const sites = await listSites(db);
      const ref = opts.site ?? sites.find((s) => s.isDefault)?.slug ?? sites[0]?.slug;
      if (ref === undefined) throw new UsageError('No brand exists');
      const site = await showSite(db, ref);
      const id = await createUserAsOperator(db, {
        id: site.id,
        partnerId: site.partnerId,
        defaultCurrency: site.config.global.defaultCurrency,
        currencies: site.config.global.currencies,
        defaultCountryId: site.config.global.defaultCountryId,
        defaultLanguage: site.config.global.defaultLanguage,
      }, { login: opts.login, password: opts.password, currency: opts.currency });
      return `${id}\n`;
    },
  },
  'user:show': {
    usage: 'user:show <account>',
    summary: 'print a player (no password) as JSON',
    async run(args, { db }) {
      return `${JSON.stringify(await showUser(db, accountNumber(args[0], 'user:show <account>')), null, 2)}\n`;
    },
  },
  'user:block': {
    usage: 'user:block <account>',
    summary: 'block a player and end their sessions',
    async run(args, { db }) {
      const id = accountNumber(args[0], 'user:block <account>');
      await setUserBlocked({ db, outbox: createOutbox({ db, log: quiet }) }, id, true);
      return `${id} blocked\n`;
    },
  },
  'user:unblock': {
    usage: 'user:unblock <account>',
    summary: 'unblock a player',
    async run(args, { db }) {
      const id = accountNumber(args[0], 'user:unblock <account>');
      await setUserBlocked({ db, outbox: createOutbox({ db, log: quiet }) }, id, false);
      return `${id} unblocked\n`;
    },
  },
};
