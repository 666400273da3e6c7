import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@stavka/db/client';
import type { Feed } from '../feed/service';
import type { Outbox } from '../outbox/service';
import type { Wallet } from '../wallet/service';

/** What the betting module needs from the app, made once in buildApp. */
export interface BettingContext {
  db: Database;
  wallet: Wallet;
  feed: Feed;
  outbox: Outbox;
  log: FastifyBaseLogger;
  now: () => Date;
}
