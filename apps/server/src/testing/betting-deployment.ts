import { randomUUID } from 'node:crypto';
import type { DatabaseKind } from '@stavka/db/client';
import { openDatabase } from '@stavka/db/client';
import { Agent } from './agent';
import type { FinalResult, Pick } from './bet-oracle';
import { fundedPlayer } from './bettors';
import { finalScore, footballGame, startScriptedApp, type ScriptedApp } from './scripted-feed';

// Two server processes of one deployment on one database, for the betting property tests: each a
// real app with a scripted feed (the test sends every fixture, price and result to both, as the
// relay would), and players whose requests go to either process, as behind a load balancer. On
// PostgreSQL each process has a pool of its own (10 connections each); PGlite, one connection for
// one process, runs one.

export interface Deployment {
  apps: ScriptedApp[];
  /** Offers a game to every process: 1X2 and total 2.5 at `prices` (1X2, thousandths). */
  offer(gameId: number, prices?: [number, number, number]): void;
  /** The feed's result of a game, sent to every process. */
  result(gameId: number, final: FinalResult): void;
  close(): Promise<void>;
}

export async function startDeployment(kind: DatabaseKind): Promise<Deployment> {
  const first = await startScriptedApp(kind);
  const apps = [first];
  const extraDatabase = kind === 'postgres' && first.database.url ? await openDatabase({ kind: 'postgres', url: first.database.url, poolSize: 10 }) : undefined;
  if (extraDatabase) apps.push(await startScriptedApp(kind, {}, { database: extraDatabase }));
  return {
    apps,
    offer(gameId, prices) {
      const game = footballGame(gameId, prices ? { prices } : {});
      for (const t of apps) t.offer(game);
    },
    result(gameId, final) {
      const finishedAt = Math.floor(first.now() / 1000);
      for (const t of apps) t.feed.result({ gameId, finishedAt, state: finalScore(final.score), cancelled: final.cancelled });
    },
    async close() {
      for (const t of apps.slice(1)) await t.close();
      await extraDatabase?.close();
      await first.close();
    },
  };
}

/** A player signed in on every process of the deployment (one session, kept in the database). */
export interface DeployedPlayer {
  id: number;
  /** The player's client on each process. */
  via: Agent[];
}

export async function deployedPlayer(deployment: Deployment, money: string): Promise<DeployedPlayer> {
  const [first, ...others] = deployment.apps;
  if (!first) throw new Error('a deployment without a process');
  const { agent, id } = await fundedPlayer(first, money);
  const via = [agent];
  for (const t of others) {
    const twin = new Agent(t.app, agent.host);
    for (const [name, value] of agent.cookies) twin.cookies.set(name, value);
    via.push(twin);
  }
  return { id, via };
}

export interface CouponLeg {
  gameId: number;
  pick: Pick;
  /** The game is live (its bets wait the brand's delay). */
  live?: boolean;
}

/** A MakeBetWeb body as the family's client sends it: single, express, or a "k of n" system. */
export function couponBody(legs: readonly CouponLeg[], k: number, roubles: number): Record<string, unknown> {
  const n = legs.length;
  const vid = n === 1 ? 0 : k === n ? 1 : 2;
  return {
    CheckCf: 2,
    Source: 55,
    Vid: vid,
    Summ: roubles,
    betGUID: randomUUID(),
    ...(vid === 2 ? { expressNum: k } : {}),
    Events: legs.map((leg) => ({ GameId: leg.gameId, Type: leg.pick.type, Param: leg.pick.type >= 9 ? 2.5 : 0, Kind: leg.live ? 1 : 3 })),
  };
}
