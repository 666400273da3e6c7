import { pino } from 'pino';
import { createOutbox } from '../modules/outbox/service';
import { chatIdentitySecret, closeConversation, listConversations, replyProblems, replyToConversation, showConversation } from '../modules/support-chat/service';
import type { Command } from './command';
import { operatorOf, options } from './options';
import { formatTable } from './table';
import { UsageError } from './usage-error';

// The operator's side of the built-in support chat (decision 0045): the conversations waiting,
// one conversation in full (which marks the player's messages read: their read receipts), a reply
// (delivered to the player's open pages after it commits), closing a conversation, and the secret
// a hosted widget's side checks the players' identity tokens with.

const LIST_USAGE = 'chat:list [--site ID] [--closed yes]';
const SHOW_USAGE = 'chat:show <conversation>';
const REPLY_USAGE = 'chat:reply <conversation> --message TEXT [--operator NAME]';
const CLOSE_USAGE = 'chat:close <conversation>';
const SECRET_USAGE = 'chat:identity-secret';
const quiet = pino({ level: 'silent' });

function conversationArg(args: string[], usage: string): { id: number; rest: string[] } {
  const [raw, ...rest] = args;
  if (raw === undefined || !/^\d{1,15}$/.test(raw)) throw new UsageError(`Usage: ${usage}`);
  return { id: Number(raw), rest };
}

const oneLine = (text: string) => {
  const line = text.replace(/\s+/g, ' ');
  return line.length > 60 ? `${line.slice(0, 59)}…` : line;
};

export const chatCommands: Record<string, Command> = {
  'chat:list': {
    usage: LIST_USAGE,
    summary: 'list the open support chats (or the closed ones), most recently written first',
    async run(args, { db }) {
      const opts = options(args, ['site', 'closed']);
      if ((opts.site !== undefined && !/^\d{1,9}$/.test(opts.site)) || (opts.closed !== undefined && opts.closed !== 'yes')) throw new UsageError(`Usage: ${LIST_USAGE}`);
      const rows = await listConversations(db, { ...(opts.site === undefined ? {} : { siteId: Number(opts.site) }), closed: opts.closed === 'yes' });
      if (rows.length === 0) return opts.closed ? 'No support chats are closed.\n' : 'No support chats are open.\n';
      const lines = rows.map((r) => [String(r.id), String(r.siteId), String(r.userId), String(r.waiting), r.lastMessageAt.toISOString()]);
      return formatTable([['chat', 'site', 'player', 'waiting', 'last message'], ...lines]);
    },
  },
  'chat:show': {
    usage: SHOW_USAGE,
    summary: "show a support chat's messages (the player's count as read from now)",
    async run(args, { db }) {
      const { id, rest } = conversationArg(args, SHOW_USAGE);
      if (rest.length > 0) throw new UsageError(`Usage: ${SHOW_USAGE}`);
      const shown = await showConversation(db, id, new Date());
      if (!shown) throw new UsageError(`No support chat ${id}`);
      const { conversation: c, messages } = shown;
      const head = `chat ${c.id}  site ${c.siteId}  player ${c.userId}  ${c.status}\n`;
      const lines = messages.map((m) => [String(m.id), m.createdAt.toISOString(), m.author === 'player' ? 'player' : `operator ${m.operator ?? ''}`.trim(), m.readAt ? 'read' : 'unread', oneLine(m.text)]);
      return messages.length === 0 ? head : head + formatTable([['message', 'sent', 'from', 'receipt', 'text'], ...lines]);
    },
  },
  'chat:reply': {
    usage: REPLY_USAGE,
    summary: 'answer the player in an open support chat; prints the message id',
    async run(args, { db }) {
      const { id, rest } = conversationArg(args, REPLY_USAGE);
      const opts = options(rest, ['message', 'operator']);
      if (opts.message === undefined) throw new UsageError(`Usage: ${REPLY_USAGE}`);
      const problems = replyProblems(opts.message);
      if (problems.length > 0) throw new UsageError(problems.join('\n'));
      const messageId = await replyToConversation({ db, outbox: createOutbox({ db, log: quiet }) }, id, operatorOf(opts), opts.message, new Date());
      if (messageId === null) throw new UsageError(`No open support chat ${id}`);
      return `${messageId}\n`;
    },
  },
  'chat:identity-secret': {
    usage: SECRET_USAGE,
    summary: "print the secret the players' chat identity tokens are signed with, for a hosted widget's side to check them (keep it private)",
    async run(args, { db }) {
      if (args.length > 0) throw new UsageError(`Usage: ${SECRET_USAGE}`);
      return `${await chatIdentitySecret(db)}\n`;
    },
  },
  'chat:close': {
    usage: CLOSE_USAGE,
    summary: "close a support chat (the player's next message opens it again)",
    async run(args, { db }) {
      const { id, rest } = conversationArg(args, CLOSE_USAGE);
      if (rest.length > 0) throw new UsageError(`Usage: ${CLOSE_USAGE}`);
      if (!(await closeConversation(db, id, new Date()))) throw new UsageError(`No open support chat ${id}`);
      return `chat ${id} closed\n`;
    },
  },
};
