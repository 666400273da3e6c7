import fs from 'node:fs';
import type { FeedProvider, FeedSink } from '../modules/feed/provider';
import { finalScore, footballGame } from './scripted-feed';

// A feed a test writes to a file, for the real server running as its own process (the crash test
// and the betting fault benchmark kill it and start it again): one JSON object a line, appended —
// a game offered (the scripted feed's football game: 1X2 and total 2.5, on the line or live) or a
// game's result. The provider sends everything in the file when it starts, as a real feed sends its
// current state to a process that connects, then each line as it is appended. Test-only: the server
// runs it through testing/scripted-server.ts, never through main.ts.

export type ScriptLine =
  | { game: number; live?: boolean; prices?: [number, number, number] }
  | { result: number; score: [number, number]; cancelled?: boolean };

const POLL_MS = 50;

/** The test's side: appends lines (whole lines in one write, so the server never reads half of one). */
export class FeedScriptWriter {
  constructor(readonly path: string) {
    fs.writeFileSync(path, '');
  }

  offer(game: number, options: { live?: boolean; prices?: [number, number, number] } = {}): void {
    this.append({ game, ...options });
  }

  result(gameId: number, score: [number, number], cancelled = false): void {
    this.append({ result: gameId, score, cancelled });
  }

  private append(line: ScriptLine): void {
    fs.appendFileSync(this.path, `${JSON.stringify(line)}\n`);
  }
}

/** The server's side: a feed provider reading the file. */
export class FeedScriptProvider implements FeedProvider {
  readonly id = 'script';
  readonly heartbeatMs = 60_000;
  private timer: NodeJS.Timeout | undefined;
  private offset = 0;
  private partial = '';

  constructor(private readonly path: string) {}

  async start(sink: FeedSink): Promise<void> {
    sink.catalogue({
      sports: [{ id: 1, name: { en: 'Football', ru: 'Футбол' }, model: 'football', virtual: false, sort: 1 }],
      countries: [{ id: 826, name: { en: 'England', ru: 'Англия' } }],
      championships: [{ id: 88637, sportId: 1, countryId: 826, name: { en: 'England. Premier League', ru: 'Англия. Премьер-лига' }, parentId: null, sort: 1, top: true }],
    });
    this.read(sink);
    this.timer = setInterval(() => {
      this.read(sink);
      sink.heartbeat(this.id, Date.now());
    }, POLL_MS);
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
  }

  private read(sink: FeedSink): void {
    const size = fs.statSync(this.path).size;
    if (size <= this.offset) return;
    const fd = fs.openSync(this.path, 'r');
    try {
      const buffer = Buffer.alloc(size - this.offset);
      fs.readSync(fd, buffer, 0, buffer.length, this.offset);
      this.offset = size;
      const text = this.partial + buffer.toString('utf8');
      const lines = text.split('\n');
      this.partial = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) this.apply(sink, JSON.parse(line) as ScriptLine);
    } finally {
      fs.closeSync(fd);
    }
  }

  private apply(sink: FeedSink, line: ScriptLine): void {
    if ('game' in line) {
      const { fixture, markets } = footballGame(line.game, { ...(line.live ? { live: true } : {}), ...(line.prices ? { prices: line.prices } : {}) });
      sink.fixture(fixture);
      sink.prices(line.game, markets);
      return;
    }
    sink.result({ gameId: line.result, finishedAt: Math.floor(Date.now() / 1000), state: finalScore(line.score), cancelled: line.cancelled ?? false });
  }
}
