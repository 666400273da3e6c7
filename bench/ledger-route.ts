// A route the ledger benchmarks add to the real application (never part of the product): it calls
// the wallet service as betting or payments do, one unit of work per request, so a benchmark can
// drive the ledger over HTTP without the steps of a payment flow around it. The caller names the
// accounts; the wallet checks them (brand, currency) and refuses what the ledger refuses.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '@stavka/db/client';
import { runInTransaction } from '@stavka/db/unit-of-work';
import { validate } from '../apps/server/src/http/validate';
import type { MoveRequest, TransferReason } from '../apps/server/src/modules/wallet/service';

export const LEDGER_BENCH_ROUTE = '/bench/ledger';

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const key = z.string().regex(/^[A-Za-z0-9:_-]{1,100}$/);
const move = {
  key,
  siteId: id,
  currency: z.string().regex(/^[A-Z]{3}$/),
  from: id,
  to: id,
  amount: z.string().regex(/^[1-9]\d{0,15}$/),
  reason: z.enum(['deposit', 'withdrawal', 'stake']),
};

const opSchema = z.discriminatedUnion('op', [
  /** Money moves at once (a deposit credited: clearing → player). */
  z.strictObject({ op: z.literal('transfer'), ...move }),
  /** Money is reserved on the player account `from`. */
  z.strictObject({ op: z.literal('hold'), ...move }),
  /** A hold and its post in one unit of work: a stake taken by the house. */
  z.strictObject({ op: z.literal('hold-post'), ...move }),
  z.strictObject({ op: z.literal('post'), key, holdId: id }),
  z.strictObject({ op: z.literal('void'), key, holdId: id }),
]);

export type LedgerOp = z.input<typeof opSchema>;
export interface LedgerAnswer {
  /** The transfer the key names (for hold-post: the post). */
  transferId: number;
  /** The key had been used: nothing moved this time. */
  duplicate: boolean;
}

export function registerLedgerBenchRoute(app: FastifyInstance, db: Database): void {
  app.post(LEDGER_BENCH_ROUTE, async (request): Promise<LedgerAnswer> => {
    const op = validate(opSchema, request.body);
    if (op.op === 'post' || op.op === 'void') {
      const { op: resolution, holdId, key } = op;
      return runInTransaction(db, async (uow) => {
        const moved = resolution === 'post' ? await app.wallet.postHold(uow, holdId, key) : await app.wallet.voidHold(uow, holdId, key);
        return { transferId: moved.transfer.id, duplicate: moved.duplicate };
      });
    }
    const kind = op.op;
    const move: MoveRequest = {
      siteId: op.siteId,
      key: op.key,
      reason: op.reason satisfies TransferReason,
      currencyCode: op.currency,
      amount: BigInt(op.amount),
      from: op.from,
      to: op.to,
    };
    return runInTransaction(db, async (uow) => {
      if (kind === 'transfer') {
        const moved = await app.wallet.transfer(uow, move);
        return { transferId: moved.transfer.id, duplicate: moved.duplicate };
      }
      const held = await app.wallet.hold(uow, move);
      if (kind === 'hold') return { transferId: held.transfer.id, duplicate: held.duplicate };
      const posted = await app.wallet.postHold(uow, held.transfer.id, `${move.key}:post`);
      return { transferId: posted.transfer.id, duplicate: posted.duplicate };
    });
  });
}
