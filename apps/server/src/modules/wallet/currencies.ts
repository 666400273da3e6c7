import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@stavka/db/client';
import { currencies, type Currency } from '@stavka/db/schema';

// The currencies table, kept in memory and reread every minute: operators change the minimum bet
// and the conversion coefficient in the database; a currency's scale never changes.

/** Points (spec §3 `isPointsTypeBalance`) are counted in whole points and are not a currency of the table. */
export const POINTS: Currency = {
  id: 0,
  code: 'PTS',
  symbol: 'PTS',
  name: 'Points',
  nameRu: 'Баллы',
  scale: 0,
  minBet: 1n,
  conversionCoefficient: '0',
  isCrypto: false,
  hidden: true,
};

export interface CurrencyDirectory {
  byCode(code: string): Currency | undefined;
  byId(id: number): Currency | undefined;
  /** The currency's scale; throws for a code the table does not know (a programming error). */
  scaleOf(code: string): number;
  stop(): void;
}

const REFRESH_MS = 60_000;

export async function loadCurrencies(db: Database, log: FastifyBaseLogger): Promise<CurrencyDirectory> {
  let byCode = new Map<string, Currency>();
  let byId = new Map<number, Currency>();
  const load = async () => {
    const rows = await db.select().from(currencies);
    byCode = new Map([...rows, POINTS].map((row) => [row.code, row]));
    byId = new Map(rows.map((row) => [row.id, row]));
  };
  await load();
  const timer = setInterval(() => void load().catch((error: unknown) => log.warn({ err: error }, 'rereading currencies failed')), REFRESH_MS);
  timer.unref();
  return {
    byCode: (code) => byCode.get(code),
    byId: (id) => byId.get(id),
    scaleOf(code) {
      const currency = byCode.get(code);
      if (!currency) throw new Error(`unknown currency ${code}`);
      return currency.scale;
    },
    stop: () => clearInterval(timer),
  };
}
