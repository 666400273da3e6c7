import WebSocket from 'ws';
import { pushServerFrameSchema, type PushNotice } from '@stavka/contract/push';
import type { Agent } from './agent';

// A signed-in player's push socket in an API test, as the browser opens it (the player's cookies,
// the brand's host and origin): it collects the notices it is sent, of one kind or all.

export interface PlayerNotices<N> {
  readonly notices: N[];
  close(): void;
}

/** Opens the socket at `wsUrl` and resolves once the server greeted it as signed in. */
export async function playerNotices<K extends PushNotice['kind']>(wsUrl: string, agent: Agent, kind?: K): Promise<PlayerNotices<Extract<PushNotice, { kind: K }>>> {
  const cookie = [...agent.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const socket = new WebSocket(wsUrl, { headers: { cookie, host: 'localhost', origin: 'http://localhost' } });
  const notices: Extract<PushNotice, { kind: K }>[] = [];
  const ofKind = (notice: PushNotice): notice is Extract<PushNotice, { kind: K }> => kind === undefined || notice.kind === kind;
  await new Promise<void>((resolve, reject) => {
    socket.on('message', (data: Buffer) => {
      const frame = pushServerFrameSchema.parse(JSON.parse(data.toString('utf8')));
      if (frame.type === 'hello') {
        if (frame.signedIn) resolve();
        else reject(new Error('the socket is not signed in'));
      }
      if (frame.type === 'notice' && ofKind(frame.notice)) notices.push(frame.notice);
    });
    socket.once('error', reject);
  });
  return { notices, close: () => socket.close() };
}

/** Waits until `check` holds, saying what it waited for when it gives up. */
export async function until(check: () => boolean, what: () => string = () => '', ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out (${what()})`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
