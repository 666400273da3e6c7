// What a finished write tells the requests page through the history entry's state: which request
// to open and what to say about it (the page reads nothing else from the state).
export interface SentNotice {
  readonly sent: 'created' | 'filled';
  readonly requestId: string;
}

export function readSentNotice(state: unknown): SentNotice | null {
  if (typeof state !== 'object' || state === null) return null;
  const sent: unknown = Reflect.get(state, 'sent');
  const requestId: unknown = Reflect.get(state, 'requestId');
  if ((sent !== 'created' && sent !== 'filled') || typeof requestId !== 'string') return null;
  return { sent, requestId };
}
