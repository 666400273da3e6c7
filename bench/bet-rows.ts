// Open bets written straight into the database, as placement leaves them (the settlement
// benchmark's rows and its baseline): each bet with its legs and its stake held on the player's
// account (a pending transfer `bet:<id>` to the brand's house account, the account's held amount
// raised by it), in transactions of a few thousand bets sent as column arrays. Nothing is checked
// and no notice is written: this is the raw insert rate of the rows settlement then works on.
import type pg from 'pg';
import type { Pick } from '../apps/server/src/testing/bet-oracle';

export interface RowPlayer {
  userId: number;
  account: number;
}

export interface RowBet {
  player: RowPlayer;
  /** Minor units. */
  stake: bigint;
  legs: { gameId: number; pick: Pick; coefficient: number }[];
}

export interface RowTerms {
  siteId: number;
  house: number;
  /** Unix seconds: the games' start. */
  start: number;
  constIdOf(gameId: number): number;
}

const DETAILS = JSON.stringify({
  maxPayout: '800000000',
  taxes: { taxType: 'profit', stakeTaxBps: 0, payoutTaxBps: 0, winAmountThreshold: '0', coefficientThreshold: 0, returnTax: false },
  dropOnScoreChange: false,
  language: 'en',
  oneClick: false,
});

/** Writes `bets` in one transaction; answers their ids, in order. */
export async function insertOpenBets(client: pg.ClientBase, terms: RowTerms, bets: readonly RowBet[]): Promise<number[]> {
  await client.query('begin');
  try {
    const ids = (await client.query<{ id: string }>(`select nextval(pg_get_serial_sequence('bets', 'id')) as id from generate_series(1, $1)`, [bets.length])).rows.map((row) => Number(row.id));
    const holds = await client.query<{ id: string; key: string }>(
      `insert into wallet_transfers (site_id, idempotency_key, phase, reason, currency_code, amount, debit_account_id, credit_account_id, meta)
       select $1, 'bet:' || b.id, 'pending', 'stake', 'RUB', b.stake, b.account, $2, jsonb_build_object('bet', b.id)
       from unnest($3::bigint[], $4::bigint[], $5::bigint[]) as b(id, stake, account)
       returning id, idempotency_key as key`,
      [terms.siteId, terms.house, ids, bets.map((b) => b.stake.toString()), bets.map((b) => b.player.account)],
    );
    const holdOf = new Map(holds.rows.map((row) => [row.key, Number(row.id)]));
    const coefficients = bets.map((b) => b.legs.reduce((product, leg) => (product * BigInt(leg.coefficient)) / 1000n, 1000n));
    await client.query(
      `insert into bets (id, site_id, user_id, account_id, currency_code, bet_guid, kind, vid, stake, net_stake, coefficient, potential_payout,
                         status, hold_transfer_id, live, check_cf, source, details, created_at, accepted_at)
       select b.id, $1, b.user_id, b.account, 'RUB', 'bench-' || b.id, b.kind, b.vid, b.stake, b.stake, b.coefficient, b.stake * b.coefficient / 1000,
              'accepted', b.hold, false, 2, 55, $2::jsonb, now(), now()
       from unnest($3::bigint[], $4::bigint[], $5::bigint[], $6::text[], $7::smallint[], $8::bigint[], $9::bigint[], $10::bigint[])
            as b(id, user_id, account, kind, vid, stake, coefficient, hold)`,
      [
        terms.siteId,
        DETAILS,
        ids,
        bets.map((b) => b.player.userId),
        bets.map((b) => b.player.account),
        bets.map((b) => (b.legs.length === 1 ? 'single' : 'express')),
        bets.map((b) => (b.legs.length === 1 ? 0 : 1)),
        bets.map((b) => b.stake.toString()),
        coefficients.map(String),
        ids.map((id) => holdOf.get(`bet:${id}`)),
      ],
    );
    const legs = bets.flatMap((b, n) => b.legs.map((leg, position) => ({ betId: ids[n], position, ...leg })));
    await client.query(
      `insert into bet_legs (bet_id, position, game_id, const_id, sport_id, champ_id, feed_kind, market_group, outcome_type, param_thousandths, coefficient, start, names)
       select l.bet_id, l.position, l.game_id, l.const_id, 1, 88637, 3, l.market_group, l.outcome_type, l.param, l.coefficient, $1, '{}'::jsonb
       from unnest($2::bigint[], $3::smallint[], $4::bigint[], $5::bigint[], $6::int[], $7::int[], $8::int[], $9::int[])
            as l(bet_id, position, game_id, const_id, market_group, outcome_type, param, coefficient)`,
      [
        terms.start,
        legs.map((l) => l.betId),
        legs.map((l) => l.position),
        legs.map((l) => l.gameId),
        legs.map((l) => terms.constIdOf(l.gameId)),
        legs.map((l) => (l.pick.type >= 9 ? 17 : 1)),
        legs.map((l) => l.pick.type),
        legs.map((l) => (l.pick.type >= 9 ? 2500 : null)),
        legs.map((l) => l.coefficient),
      ],
    );
    const held = new Map<number, bigint>();
    for (const b of bets) held.set(b.player.account, (held.get(b.player.account) ?? 0n) + b.stake);
    await client.query(
      `update wallet_accounts a set held = a.held + h.amount, version = a.version + 1
       from unnest($1::bigint[], $2::bigint[]) as h(account, amount) where a.id = h.account`,
      [[...held.keys()], [...held.values()].map(String)],
    );
    await client.query('commit');
    return ids;
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}
