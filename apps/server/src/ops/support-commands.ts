import { SUPPORT_PIN_LENGTH } from '@stavka/contract/account-security';
import { closeSupportRequest, openSupportRequests } from '../modules/support/service';
import { supportPinMatches } from '../modules/support/support-pin';
import type { Command } from './command';
import { options } from './options';
import { formatTable } from './table';
import { UsageError } from './usage-error';

// The operator's side of support (issue 13 "Support"): the requests to the administration and the
// ideas players sent from the office, still open, and closing one once it is answered; and checking
// the PIN a caller gives to show they hold the account they ask about.

const LIST_USAGE = 'support:list [--site ID]';
const CLOSE_USAGE = 'support:close <request>';
const PIN_USAGE = 'support:pin <player> <pin>';

/** A request's text on one line of the table, cut to a readable length. */
function oneLine(text: string): string {
  const line = text.replace(/\s+/g, ' ');
  return line.length > 60 ? `${line.slice(0, 59)}…` : line;
}

export const supportCommands: Record<string, Command> = {
  'support:list': {
    usage: LIST_USAGE,
    summary: 'list the open support requests (administration requests and ideas), oldest first',
    async run(args, { db }) {
      const opts = options(args, ['site']);
      if (opts.site !== undefined && !/^\d{1,9}$/.test(opts.site)) throw new UsageError(`Usage: ${LIST_USAGE}`);
      const open = await openSupportRequests(db, opts.site === undefined ? undefined : Number(opts.site));
      if (open.length === 0) return 'No support requests are open.\n';
      const rows = open.map((r) => [String(r.id), String(r.siteId), String(r.userId), r.kind, r.userName ?? '', r.email ?? '', r.createdAt.toISOString(), oneLine(r.text)]);
      return formatTable([['request', 'site', 'player', 'kind', 'name', 'e-mail', 'sent', 'text'], ...rows]);
    },
  },
  'support:close': {
    usage: CLOSE_USAGE,
    summary: 'close an open support request once it is answered',
    async run(args, { db }) {
      const [raw, ...rest] = args;
      if (raw === undefined || rest.length > 0 || !/^\d{1,15}$/.test(raw)) throw new UsageError(`Usage: ${CLOSE_USAGE}`);
      if (!(await closeSupportRequest(db, Number(raw), new Date()))) throw new UsageError(`No open support request ${raw}`);
      return `request ${raw} closed\n`;
    },
  },
  'support:pin': {
    usage: PIN_USAGE,
    summary: "check the support PIN a caller gives against the player's current one",
    async run(args, { db }) {
      const [player, pin, ...rest] = args;
      if (player === undefined || pin === undefined || rest.length > 0 || !/^\d{1,15}$/.test(player) || !new RegExp(`^\\d{${SUPPORT_PIN_LENGTH}}$`).test(pin)) {
        throw new UsageError(`Usage: ${PIN_USAGE}`);
      }
      const matches = await supportPinMatches(db, Number(player), pin);
      return matches ? `PIN matches player ${player}\n` : `PIN does NOT match player ${player}\n`;
    },
  },
};
