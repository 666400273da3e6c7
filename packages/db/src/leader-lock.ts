import pg from 'pg';

// Leader election by a PostgreSQL advisory lock (DESIGN §7): of the server processes sharing one
// database, exactly one holds the lock and runs the work that must run once (the feed providers,
// persistence of the feed). The lock lives as long as the session that took it, so it is held on a
// connection of its own, outside the pool; when that connection breaks, PostgreSQL releases the lock
// and another process takes it. A process that loses its connection stops leading at once (it
// cannot know whether another has taken over) and tries again like any follower.

/** Advisory lock key of the server's leader ("STAVKA" in ASCII, as a bigint). */
export const LEADER_LOCK_KEY = 0x5354_4156_4b41n;

export interface LeaderElectionOptions {
  url: string;
  key?: bigint;
  /** Shown in pg_stat_activity as the connection's application_name. */
  name?: string;
  /** How often a follower tries the lock, and how often the leader checks its connection. */
  intervalMs?: number;
  onLead(): void | Promise<void>;
  onLost(): void | Promise<void>;
  onError?(error: Error): void;
}

export interface LeaderElection {
  readonly leading: boolean;
  /** Stops trying; a leader releases the lock (its connection closes). */
  stop(): Promise<void>;
}

export function startLeaderElection(options: LeaderElectionOptions): LeaderElection {
  const key = (options.key ?? LEADER_LOCK_KEY).toString();
  const intervalMs = options.intervalMs ?? 2_000;
  const report = (error: unknown) => options.onError?.(error instanceof Error ? error : new Error(String(error)));
  let client: pg.Client | undefined;
  let leading = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  /** The round in progress, so that stop() waits for it. */
  let round: Promise<void> = Promise.resolve();

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      round = attempt();
    }, intervalMs);
    timer.unref();
  };

  const drop = async () => {
    const old = client;
    client = undefined;
    await old?.end().catch(() => {});
    if (!leading) return;
    leading = false;
    await options.onLost();
  };

  const connect = async (): Promise<pg.Client> => {
    const fresh = new pg.Client({ connectionString: options.url, keepAlive: true, application_name: options.name ?? 'stavka leader lock' });
    fresh.on('error', (error) => {
      report(error);
      if (client === fresh) round = round.then(drop);
    });
    await fresh.connect();
    client = fresh;
    return fresh;
  };

  const attempt = async () => {
    try {
      const session = client ?? (await connect());
      if (leading) {
        await session.query('select 1'); // the lock holds while the session does
      } else {
        const { rows } = await session.query<{ locked: boolean }>('select pg_try_advisory_lock($1::bigint) as locked', [key]);
        if (rows[0]?.locked === true && !stopped) {
          leading = true;
          await options.onLead();
        }
      }
    } catch (error) {
      report(error);
      await drop();
    }
    schedule();
  };

  round = attempt();

  return {
    get leading() {
      return leading;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await round;
      const old = client;
      client = undefined;
      leading = false;
      await old?.end().catch(() => {});
    },
  };
}
