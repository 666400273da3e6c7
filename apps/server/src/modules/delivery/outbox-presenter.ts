import type { DeliveryMessage } from '@stavka/db/schema';

// What the development outbox shows of a stored message: the text, and the codes and links in
// it picked out, so that a person (or an end-to-end test) can use them at once.

const TOKEN = /(https?:\/\/[^\s<>"']+)|(?<![\d+])(\d{4,8})(?!\d)/g;

export type TextPart = { kind: 'text' | 'link' | 'code'; value: string };

/** Splits a message text into plain text, links and codes, in order. */
export function splitMessageText(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const index = match.index;
    if (index > last) parts.push({ kind: 'text', value: text.slice(last, index) });
    // A sentence may end right after a link: its full stop is not part of the address.
    const value = match[1] === undefined ? match[0] : match[0].replace(/[.,;:!?)]+$/, '');
    parts.push({ kind: match[1] === undefined ? 'code' : 'link', value });
    last = index + value.length;
  }
  if (last < text.length) parts.push({ kind: 'text', value: text.slice(last) });
  return parts;
}

export interface OutboxMessageView {
  id: string;
  channel: DeliveryMessage['channel'];
  to: string;
  subject: string | null;
  text: string;
  html: string | null;
  purpose: string;
  createdAt: string;
  codes: string[];
  links: string[];
}

export function presentOutboxMessage(row: DeliveryMessage): OutboxMessageView {
  const parts = splitMessageText(row.body);
  return {
    id: row.id,
    channel: row.channel,
    to: row.recipient,
    subject: row.subject,
    text: row.body,
    html: row.html,
    purpose: row.purpose,
    createdAt: row.createdAt.toISOString(),
    codes: parts.filter((part) => part.kind === 'code').map((part) => part.value),
    links: parts.filter((part) => part.kind === 'link').map((part) => part.value),
  };
}
