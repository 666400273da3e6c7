import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@stavka/db/client';
import type { Env } from '../../config/env';
import type { Delivery } from '../delivery/service';
import type { CountryIndex } from '../site/service';
import type { TokenKeys } from './tokens';

/** What the identity module needs from the app, made once in buildApp. */
export interface IdentityContext {
  db: Database;
  env: Env;
  log: FastifyBaseLogger;
  keys: TokenKeys;
  delivery: Delivery;
  countries: CountryIndex;
  now: () => Date;
}
