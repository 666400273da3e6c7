// Alert and message kinds of spec §4, and what each alert kind means for the player.
import type { MessageKind } from './size';

export const alertKinds = ['default', 'adb', 'maintenance', 'custom', 'champ', 'shadow', 'extended'] as const;
export type AlertKind = (typeof alertKinds)[number];

interface AlertKindRule {
  /** Severity when the caller gives none. */
  readonly messageKind: MessageKind;
  /** Whether the player may hide it; maintenance lasts as long as the brand says. */
  readonly dismissible: boolean;
}

export const alertKindRules: Readonly<Record<AlertKind, AlertKindRule>> = {
  default: { messageKind: 'info', dismissible: true },
  // An ad blocker was detected: parts of the site may not work.
  adb: { messageKind: 'warning', dismissible: true },
  maintenance: { messageKind: 'warning', dismissible: false },
  custom: { messageKind: 'info', dismissible: true },
  // A championship promotion banner.
  champ: { messageKind: 'info', dismissible: true },
  // A quiet alert on a shadowed surface.
  shadow: { messageKind: 'info', dismissible: true },
  // Title, text and an action.
  extended: { messageKind: 'info', dismissible: true },
};

/** Errors and warnings interrupt (role alert); success and info wait their turn (role status). */
export function liveRoleOf(messageKind: MessageKind): 'alert' | 'status' {
  return messageKind === 'error' || messageKind === 'warning' ? 'alert' : 'status';
}
