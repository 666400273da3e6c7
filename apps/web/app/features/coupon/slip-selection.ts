// A bet slip selection as it is kept in AppStorage (spec §3 "coupon settings", the coupon's
// couponEvents): the outcome's ids (game, group, type, line, runner — what a bet is placed on,
// wire-format §3.3), the names shown, and the live price with its last move.
import { z } from 'zod';

/** Largest bet slip (spec §9: maximum bets per coupon, default 50). */
export const SLIP_MAX = 50;

const id = z.number().int().nonnegative();
const name = z.string().max(300);

export const slipSelectionSchema = z.object({
  gameId: id,
  constId: id,
  /** 1 live, 3 line (spec §3 feed kind); follows the game when it goes live. */
  kind: z.union([z.literal(1), z.literal(3)]),
  sportId: id,
  champName: name,
  team1: name,
  team2: name,
  group: id,
  type: id,
  param: z.number().nullable(),
  playerId: id.nullable(),
  marketName: name,
  outcomeName: name,
  /** Decimal price in thousandths (DESIGN §1). */
  price: z.number().int().min(1001),
  blocked: z.boolean(),
  /** Version (the game's U) of the data the price comes from; older data never overwrites it. */
  updatedAt: id,
  move: z.enum(['up', 'down']).nullable(),
  movedAt: z.number().nullable(),
});
export type SlipSelection = z.infer<typeof slipSelectionSchema>;

export const storedSlipSchema = z.object({ selections: z.array(slipSelectionSchema).max(SLIP_MAX) });

export interface SelectionRef {
  readonly gameId: number;
  readonly group: number;
  readonly type: number;
  readonly param: number | null;
  readonly playerId: number | null;
}

/**
 * What a bet is placed on: game, group, type, line and runner. A lineless market and line 0 are one
 * key, as the server places them (wire-format §3.3: lineless markets send Param 0), so a selection
 * read back from the server (a shared slip) is the same one as the price button's.
 */
export function selectionKey(ref: SelectionRef): string {
  return `${ref.gameId}:${ref.group}:${ref.type}:${ref.param ?? 0}:${ref.playerId ?? ''}`;
}
