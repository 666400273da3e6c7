// The baseline of the bet-placement benchmark: the statements MakeBetWeb sends for a single
// (placement.ts and the wallet's hold, the notices it writes to the outbox, the tracking event, the
// kept answer), written out for a bare `pg` client. The benchmark records what the server really
// sends for one bet and refuses to run if these differ (`firstDifference`), so the baseline cannot
// drift from it. Besides the transaction itself, the request reads the session and the player
// before it (`wholeRequest`); its answer is the bet and the balance as the transaction wrote them.
// The brand's house account id is known (the server keeps it once made). Every statement is named,
// as the server prepares them (decision 0036).
import { createHash } from 'node:crypto';
import type pg from 'pg';
import { fromMinorUnits } from '@stavka/domain/money';
import { INSERT_OUTBOX, INSERT_TRANSFER, MOVE_PLAYER_ACCOUNT, SELECT_ACCOUNTS, named, outboxValues } from './ledger-sql';

/** One client's player: its session, account, the brand's house account, and the game it bets on. */
export interface BetLane {
  siteId: number;
  userId: number;
  account: number;
  house: number;
  /** sha256 of the session token, as the server looks it up. */
  tokenHash: string;
  gameId: number;
  constId: number;
  /** Unix seconds. */
  start: number;
}

/** The signed-in player's session, by its token's hash (before the transaction). */
export const SELECT_SESSION = "select \"id\", \"user_id\", \"site_id\", \"token_hash\", \"ip\", \"user_agent\", \"device\", \"browser\", \"frame_mode\", \"created_at\", \"last_seen_at\", \"expires_at\", \"revoked_at\" from \"sessions\" where (\"sessions\".\"token_hash\" = $1 and \"sessions\".\"revoked_at\" is null and \"sessions\".\"expires_at\" > $2)";
/** The player. */
export const SELECT_USER = "select \"id\", \"site_id\", \"email\", \"phone\", \"password_hash\", \"currency_code\", \"country_id\", \"first_name\", \"last_name\", \"birth_date\", \"promo_code\", \"partner_id\", \"affiliate_tag\", \"registration_type\", \"language\", \"status\", \"email_verified_at\", \"phone_verified_at\", \"identity_status\", \"credentials_saved_at\", \"login_name\", \"auth_by_email\", \"created_at\" from \"users\" where (\"users\".\"site_id\" = $1 and \"users\".\"id\" = $2)";
/** The betGuid claimed (idempotency). */
export const CLAIM_KEY = "insert into \"idempotency_records\" (\"user_id\", \"operation\", \"key\", \"request_hash\", \"response\", \"created_at\") values ($1, $2, $3, $4, default, default) on conflict do nothing returning \"key\"";
/** The player's accounts. */
export const SELECT_PLAYER_ACCOUNTS = "select \"id\", \"site_id\", \"user_id\", \"kind\", \"currency_code\", \"balance\", \"held\", \"version\", \"is_active\", \"bonus_id\", \"created_at\", \"closed_at\" from \"wallet_accounts\" where (\"wallet_accounts\".\"user_id\" = $1 and (\"wallet_accounts\".\"closed_at\" is null or \"wallet_accounts\".\"balance\" <> $2 or \"wallet_accounts\".\"held\" <> $3)) order by \"wallet_accounts\".\"id\" asc";
/** The bet. */
export const INSERT_BET = "insert into \"bets\" (\"id\", \"site_id\", \"user_id\", \"account_id\", \"currency_code\", \"bet_guid\", \"kind\", \"vid\", \"system_size\", \"stake\", \"net_stake\", \"coefficient\", \"potential_payout\", \"status\", \"refusal\", \"payout\", \"hold_transfer_id\", \"settlement_version\", \"live\", \"check_cf\", \"source\", \"decide_at\", \"details\", \"created_at\", \"accepted_at\", \"settled_at\") values (default, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, default, default, default, default, $14, $15, $16, $17, $18, $19, $20, default) returning \"id\", \"site_id\", \"user_id\", \"account_id\", \"currency_code\", \"bet_guid\", \"kind\", \"vid\", \"system_size\", \"stake\", \"net_stake\", \"coefficient\", \"potential_payout\", \"status\", \"refusal\", \"payout\", \"hold_transfer_id\", \"settlement_version\", \"live\", \"check_cf\", \"source\", \"decide_at\", \"details\", \"created_at\", \"accepted_at\", \"settled_at\"";
/** Its leg. */
export const INSERT_LEG = "insert into \"bet_legs\" (\"bet_id\", \"position\", \"game_id\", \"const_id\", \"sport_id\", \"champ_id\", \"feed_kind\", \"market_group\", \"outcome_type\", \"param_thousandths\", \"player_id\", \"coefficient\", \"start\", \"names\", \"listed_scores\", \"result\", \"explanation\", \"decided_by\", \"result_revision\", \"unsettleable\", \"voided_by\") values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, default, default, default, default, default, default) returning \"bet_id\", \"position\", \"game_id\", \"const_id\", \"sport_id\", \"champ_id\", \"feed_kind\", \"market_group\", \"outcome_type\", \"param_thousandths\", \"player_id\", \"coefficient\", \"start\", \"names\", \"listed_scores\", \"result\", \"explanation\", \"decided_by\", \"result_revision\", \"unsettleable\", \"voided_by\"";
/** The bet names its hold. */
export const SET_HOLD = "update \"bets\" set \"hold_transfer_id\" = $1 where (\"bets\".\"id\" = $2 and \"bets\".\"status\" in ($3)) returning \"id\"";
/** The "successful bet" event (spec §7.14). */
export const INSERT_TRACKING = "insert into \"tracking_events\" (\"id\", \"site_id\", \"visitor_uuid\", \"session_id\", \"user_id\", \"code\", \"occurred_at\", \"metadata\", \"context\", \"received_at\") values (default, $1, $2, $3, $4, $5, $6, $7, $8, default)";
/** The first answer kept with the key. */
export const KEEP_ANSWER = "update \"idempotency_records\" set \"response\" = $1::jsonb where (\"idempotency_records\".\"user_id\" = $2 and \"idempotency_records\".\"operation\" = $3 and \"idempotency_records\".\"key\" = $4)";

/** The placement's transaction, in order, as the server sends it. */
export const PLACEMENT_STATEMENTS = [
  'begin',
  CLAIM_KEY,
  SELECT_PLAYER_ACCOUNTS,
  INSERT_BET,
  INSERT_LEG,
  SELECT_ACCOUNTS,
  INSERT_TRANSFER,
  MOVE_PLAYER_ACCOUNT,
  SET_HOLD,
  INSERT_OUTBOX,
  INSERT_TRACKING,
  KEEP_ANSWER,
  INSERT_OUTBOX,
  'commit',
];

/** The first statement where the server's recording of the transaction and ours differ, or undefined. */
export function firstDifference(recorded: readonly string[]): string | undefined {
  const length = Math.max(recorded.length, PLACEMENT_STATEMENTS.length);
  for (let i = 0; i < length; i++) {
    if (recorded[i] !== PLACEMENT_STATEMENTS[i]) return `statement ${i + 1}: the server sent ${recorded[i] ?? 'nothing'}, the baseline ${PLACEMENT_STATEMENTS[i] ?? 'nothing'}`;
  }
  return undefined;
}

const STAKE = 1000n; // 10.00 RUB
const PRICE = 2100;

interface BalanceRow {
  id: string;
  version: string;
  balance: string;
  held: string;
}

/** One single placed as the server places it; `wholeRequest` adds the reads before it. */
export async function placeSingle(client: pg.ClientBase, lane: BetLane, guid: string, wholeRequest: boolean): Promise<void> {
  const now = new Date().toISOString();
  if (wholeRequest) {
    await client.query(named(SELECT_SESSION, [lane.tokenHash, now]));
    await client.query(named(SELECT_USER, [lane.siteId, lane.userId]));
  }
  const stake = STAKE.toString();
  await client.query('begin');
  try {
    const hash = createHash('sha256').update(JSON.stringify({ betguid: guid, checkcf: 2, events: [{ gameid: lane.gameId, type: 1 }], summ: 10, vid: 0 })).digest('hex');
    const claimed = await client.query(named(CLAIM_KEY, [lane.userId, 'bet', guid, hash]));
    if (claimed.rowCount === 0) throw new Error(`the key ${guid} was used before`);
    await client.query(named(SELECT_PLAYER_ACCOUNTS, [lane.userId, '0', '0']));
    const details = JSON.stringify({ maxPayout: '800000000', taxes: { taxType: 'profit', stakeTaxBps: 0, payoutTaxBps: 0, winAmountThreshold: '0', coefficientThreshold: 0, returnTax: false }, dropOnScoreChange: false, language: 'ru', oneClick: false, scores: { [lane.gameId]: '0:0' } });
    const payout = ((STAKE * BigInt(PRICE)) / 1000n).toString();
    const bet = await client.query<{ id: string }>(named(INSERT_BET, [lane.siteId, lane.userId, lane.account, 'RUB', guid, 'single', 0, null, stake, stake, PRICE, payout, 'accepted', false, 2, 55, null, details, now, now]));
    const betId = bet.rows[0]?.id;
    if (betId === undefined) throw new Error('no bet was written');
    await client.query(named(INSERT_LEG, [betId, 0, lane.gameId, lane.constId, 1, 88637, 3, 1, 1, null, null, PRICE, lane.start, JSON.stringify({ team1: `Home ${lane.gameId}`, team2: `Away ${lane.gameId}` }), null]));
    await client.query(named(SELECT_ACCOUNTS, [lane.account, lane.house]));
    const hold = await client.query<{ id: string }>(named(INSERT_TRANSFER, [lane.siteId, `bet:${betId}`, 'pending', 'stake', 'RUB', stake, lane.account, lane.house, null, null, JSON.stringify({ bet: Number(betId) })]));
    const holdId = hold.rows[0]?.id;
    if (holdId === undefined) throw new Error(`bet ${betId} was held before`);
    const held = await client.query<BalanceRow>(named(MOVE_PLAYER_ACCOUNT, ['0', stake, lane.account, stake, '0', stake]));
    const row = held.rows[0];
    if (!row) throw new Error(`account ${lane.account} has not got ${stake} available`);
    await client.query(named(SET_HOLD, [holdId, betId, 'accepted']));
    await client.query(named(INSERT_OUTBOX, outboxValues({ subject: `push.user.${lane.userId}`, event: { userId: lane.userId, notice: { kind: 'bet', betId: Number(betId), status: 'accepted' } } }, now)));
    await client.query(named(INSERT_TRACKING, [lane.siteId, 'server', `bet-${betId}`, String(lane.userId), 10000, now, JSON.stringify({ i1: Number(betId), s1: 'single', s2: 'RUB' }), '{}']));
    await client.query(named(KEEP_ANSWER, [JSON.stringify({ betId: Number(betId), waitSeconds: 0 }), lane.userId, 'bet', guid]));
    const money = fromMinorUnits(BigInt(row.balance) - BigInt(row.held), 2);
    const notice = { kind: 'balance', accountId: lane.account, version: Number(row.version), money, currency: 'RUB' };
    await client.query(named(INSERT_OUTBOX, outboxValues({ subject: `push.user.${lane.userId}`, event: { userId: lane.userId, notice } }, now)));
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}
