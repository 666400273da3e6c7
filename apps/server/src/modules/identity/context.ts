import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@stavka/db/client';
import type { Env } from '../../config/env';
import type { Delivery } from '../delivery/service';
import type { Outbox } from '../outbox/service';
import type { CountryIndex } from '../site/service';
import type { TokenKeys } from './tokens';

/** What the identity module needs from the app, made once in buildApp. */
export interface IdentityContext {
  db: Database;
  env: Env;
  log: FastifyBaseLogger;
  keys: TokenKeys;
  delivery: Delivery;
  /** Messages that must go out after a commit (registration mails, codes): DESIGN §1.7. */
  outbox: Outbox;
  countries: CountryIndex;
  now: () => Date;
}

/** What the verification module needs of it. */
export function verificationOf(ctx: IdentityContext): { db: Database; outbox: Outbox; now: () => Date } {
  return { db: ctx.db, outbox: ctx.outbox, now: ctx.now };
}
