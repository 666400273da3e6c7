import type { Command } from './command';
import { siteCommands } from './site-commands';
import { userCommands } from './user-commands';
import { paymentCommands } from './payment-commands';
import { walletCommands } from './wallet-commands';
import { settlementCommands } from './settlement-commands';
import { specialBetCommands } from './special-bet-commands';
import { messageCommands } from './message-commands';
import { supportCommands } from './support-commands';
import { chatCommands } from './chat-commands';
import { identificationCommands } from './identification-commands';
import { mediaCommands } from './media-commands';

// Every operator command, by name. The command line and the server's command socket both run
// commands from this one table, so a command added here works both ways with no code of its own.

export const commands: Readonly<Record<string, Command>> = { ...siteCommands, ...userCommands, ...walletCommands, ...paymentCommands, ...settlementCommands, ...specialBetCommands, ...messageCommands, ...identificationCommands, ...supportCommands, ...chatCommands, ...mediaCommands };

export function findCommand(name: string): Command | undefined {
  return Object.hasOwn(commands, name) ? commands[name] : undefined;
}

export function helpText(): string {
  const width = Math.max(...Object.values(commands).map((c) => c.usage.length));
  const lines = Object.values(commands).map((c) => `  ${c.usage.padEnd(width)}  ${c.summary}`);
  return `Usage: npm run ops -- <command> [args]\n\nCommands:\n${lines.join('\n')}\n`;
}
