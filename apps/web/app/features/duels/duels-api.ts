// The duel calls as the browser makes them (decision 0026; contract/bet-builder.ts): the teams of the
// pre-match games a duel can take (GetAvailablePlayersForDuel) and a duel of two of them from
// different games (BuildDuel), answered as a game whose outcomes go to the slip like any other. Every
// call resolves with what happened, never rejects.
import { z } from 'zod';
import { builderPaths, builtDuelSchema, duelPlayerSchema, type BuiltDuel, type DuelPlayer } from '@stavka/contract/bet-builder';
import { familyEnvelopeSchema, familyFailureSchema } from '@stavka/contract/feed-wire';
import type { ApiClient } from '../../shared/api-client';

export type DuelOutcome<T> =
  | { readonly kind: 'ok'; readonly value: T }
  | { readonly kind: 'refused'; readonly code: number; readonly message: string }
  | { readonly kind: 'unanswered'; readonly message: string };

/** A side as BuildDuel takes it: a game and its home (1) or away (2) team. */
export interface DuelSide {
  readonly gameId: number;
  readonly side: 1 | 2;
}

export type DuelsApi = ReturnType<typeof createDuelsApi>;

export function createDuelsApi(api: ApiClient) {
  const family = async <T>(
    url: string,
    schema: z.ZodType<T>,
    options: { method: 'GET' | 'POST'; body?: object; query?: Record<string, string>; signal?: AbortSignal | undefined },
  ): Promise<DuelOutcome<T>> => {
    const result = await api.http.call({
      url,
      method: options.method,
      ...(options.body ? { body: { ...options.body } } : {}),
      ...(options.query ? { query: options.query } : {}),
      schema: familyEnvelopeSchema(schema),
      credentials: 'same-origin',
      allowParallel: true,
      ...(options.signal ? { signal: options.signal } : {}),
    });
    if (result.ok) return { kind: 'ok', value: result.data.Value as T };
    const status = result.error.response?.status;
    const refusal = familyFailureSchema.safeParse(result.error.data);
    if (status !== undefined && status < 500 && refusal.success) return { kind: 'refused', code: refusal.data.ErrorCode, message: refusal.data.Error };
    if (status === 429) return { kind: 'refused', code: 429, message: result.error.message };
    return { kind: 'unanswered', message: result.error.message };
  };
  return {
    players: (lng: string, signal?: AbortSignal): Promise<DuelOutcome<DuelPlayer[]>> =>
      family(builderPaths.duelPlayers, z.array(duelPlayerSchema), { method: 'GET', query: { lng }, signal }),
    build: (a: DuelSide, b: DuelSide, lng: string): Promise<DuelOutcome<BuiltDuel>> =>
      family(builderPaths.buildDuel, builtDuelSchema, {
        method: 'POST',
        body: { Players: [{ GameId: a.gameId, Side: a.side }, { GameId: b.gameId, Side: b.side }], Lng: lng },
      }),
  };
}
