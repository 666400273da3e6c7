import { pino } from 'pino';
import { accountOwnerOf } from '../modules/identity/service';
import { messageProblems, sendMessage } from '../modules/messages/service';
import { createOutbox } from '../modules/outbox/service';
import { showSite } from '../modules/site/service';
import type { Command } from './command';
import { options } from './options';
import { UsageError } from './usage-error';

// The operator's message to a player (issue 13 "Messages"): written in one transaction with the
// player's `message` notice in the outbox, which the running server delivers to their open pages.

const SEND_USAGE = 'message:send --user U --type T --title TITLE --text TEXT';
const quiet = pino({ level: 'silent' });

export const messageCommands: Record<string, Command> = {
  'message:send': {
    usage: SEND_USAGE,
    summary: "send a player a message of one of the brand's supported_msg_types; prints its id",
    async run(args, { db }) {
      const opts = options(args, ['user', 'type', 'title', 'text']);
      if (!opts.user || !/^\d{1,15}$/.test(opts.user) || !opts.type || !/^\d{1,9}$/.test(opts.type) || opts.title === undefined || opts.text === undefined) {
        throw new UsageError(`Usage: ${SEND_USAGE}`);
      }
      const owner = await accountOwnerOf(db, Number(opts.user));
      const site = await showSite(db, String(owner.siteId));
      const player = { id: owner.id, types: site.config.other.supported_msg_types };
      const message = { type: Number(opts.type), title: opts.title, text: opts.text };
      const problems = messageProblems(player, message);
      if (problems.length > 0) throw new UsageError(problems.join('\n'));
      const id = await sendMessage({ db, outbox: createOutbox({ db, log: quiet }) }, player, message, new Date());
      return `${id}\n`;
    },
  },
};
