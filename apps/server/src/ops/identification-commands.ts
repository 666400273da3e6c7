import { pino } from 'pino';
import { listPendingChecks, reasonProblem, reviewCheck } from '../modules/identification/service';
import { createOutbox } from '../modules/outbox/service';
import type { Command } from './command';
import { operatorOf, options } from './options';
import { formatTable } from './table';
import { UsageError } from './usage-error';

// The operator's side of identity checks by documents (issue 13 "Identification"): the pending
// checks, and a verdict on one. The verdict and the player's office message (in their language)
// are written in one transaction; the running server delivers the message's notice to open pages.

const APPROVE_USAGE = 'kyc:approve <check> [--operator NAME]';
const REJECT_USAGE = 'kyc:reject <check> --reason TEXT [--operator NAME]';
const quiet = pino({ level: 'silent' });

function checkNumber(raw: string | undefined, usage: string): number {
  if (raw === undefined || !/^\d{1,15}$/.test(raw)) throw new UsageError(`Usage: ${usage}`);
  return Number(raw);
}

function told(messageId: number | null): string {
  return messageId === null ? 'the brand takes no messages (other.supported_msg_types is empty): tell the player otherwise' : `message ${messageId} sent`;
}

export const identificationCommands: Record<string, Command> = {
  'kyc:list': {
    usage: 'kyc:list',
    summary: 'list the identity checks waiting for a verdict, oldest first',
    async run(args, { db }) {
      if (args.length > 0) throw new UsageError('Usage: kyc:list');
      const checks = await listPendingChecks(db);
      if (checks.length === 0) return 'No identity checks are pending.\n';
      const rows = checks.map((c) => [String(c.id), String(c.userId), c.documentType, String(c.files), c.submittedAt]);
      return formatTable([['check', 'player', 'document', 'files', 'submitted'], ...rows]);
    },
  },
  'kyc:approve': {
    usage: APPROVE_USAGE,
    summary: 'verify a pending identity check and tell the player in their office messages',
    async run(args, { db }) {
      const [id, ...rest] = args;
      const check = checkNumber(id, APPROVE_USAGE);
      const opts = options(rest, ['operator']);
      const result = await reviewCheck({ db, outbox: createOutbox({ db, log: quiet }) }, check, { status: 'verified' }, operatorOf(opts), new Date());
      return `check ${check} verified for player ${result.userId}; ${told(result.messageId)}\n`;
    },
  },
  'kyc:reject': {
    usage: REJECT_USAGE,
    summary: 'reject a pending identity check with a reason the player reads; they may upload again',
    async run(args, { db }) {
      const [id, ...rest] = args;
      const check = checkNumber(id, REJECT_USAGE);
      const opts = options(rest, ['reason', 'operator']);
      if (opts.reason === undefined) throw new UsageError(`Usage: ${REJECT_USAGE}`);
      const problem = reasonProblem(opts.reason);
      if (problem) throw new UsageError(problem);
      const result = await reviewCheck({ db, outbox: createOutbox({ db, log: quiet }) }, check, { status: 'rejected', reason: opts.reason }, operatorOf(opts), new Date());
      return `check ${check} rejected for player ${result.userId}; ${told(result.messageId)}\n`;
    },
  },
};
