import { request } from 'node:http';

// The development outbox of the running site (issue 3 "Delivery of codes and mail"): every SMS
// and e-mail the site sent, read through `GET /web-api/dev/outbox` (apps/server delivery routes).
// Brand hosts like goalbet.localhost do not resolve outside the browser, so the request goes to
// the site's address with the brand's Host header.

export interface OutboxMessage {
  id: string;
  channel: 'sms' | 'email' | 'messenger';
  to: string;
  subject: string | null;
  text: string;
  purpose: string;
  createdAt: string;
  /** Codes and links picked out of the text. */
  codes: string[];
  links: string[];
}

function getJson(siteUrl: string, path: string, host: string | undefined): Promise<unknown> {
  const url = new URL(path, siteUrl);
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { headers: host ? { host } : {} }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        if (response.statusCode !== 200) reject(new Error(`GET ${path}: ${response.statusCode} ${body}`));
        else resolve(JSON.parse(body));
      });
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** Messages to a phone (digits) or an e-mail address, newest first. */
export async function outboxFor(siteUrl: string, to: string, host?: string): Promise<OutboxMessage[]> {
  const answer = (await getJson(siteUrl, `/web-api/dev/outbox?to=${encodeURIComponent(to)}&limit=20`, host)) as { data: OutboxMessage[] };
  return answer.data;
}

/** Waits for the newest message to `to` of a purpose sent after `since`, as the site delivers it. */
export async function waitForMessage(
  siteUrl: string,
  to: string,
  options: { purpose?: string; since?: Date; host?: string; timeoutMs?: number } = {},
): Promise<OutboxMessage> {
  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  for (;;) {
    const found = (await outboxFor(siteUrl, to, options.host)).find(
      (message) =>
        (options.purpose === undefined || message.purpose === options.purpose) &&
        (options.since === undefined || new Date(message.createdAt) >= options.since),
    );
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No ${options.purpose ?? ''} message to ${to} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
