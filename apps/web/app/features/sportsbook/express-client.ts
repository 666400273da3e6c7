// The reader of the express of the day (wire-format §1.7 `main-line-feed|main-live-feed/v1/expressDay`),
// checked with the contract's schema, and its legs as the bet slip takes them.
import type { TFunction } from 'i18next';
import { v1ExpressDaySchema, type V1ExpressDay } from '@stavka/contract/feed-wire';
import type { RequestParamCatalogue } from '@stavka/contract/request-params';
import { createHttpClient } from '../../shared/http/http-client';
import { priceThousandths, type FeedKind } from './event-view';
import { marketName, outcomeName } from './market-names';
import type { PickedOutcome } from './selection-types';

export type ExpressCard = V1ExpressDay[number];
export type ExpressLeg = ExpressCard['events'][number];

const expressParams: RequestParamCatalogue = { lng: { kind: 'text' } };

export type ExpressClient = (kind: FeedKind, lang: string) => Promise<V1ExpressDay>;

export function createExpressClient(options: { baseUrl: string; timeoutMs: number }): ExpressClient {
  const http = createHttpClient({ baseUrl: options.baseUrl, timeoutMs: options.timeoutMs });
  return async (kind, lang) => {
    const root = kind === 1 ? '/service-api/main-live-feed' : '/service-api/main-line-feed';
    const result = await http.call({ url: `${root}/v1/expressDay`, params: { lng: lang }, paramSpecs: expressParams, schema: v1ExpressDaySchema });
    if (!result.ok) throw result.error;
    return result.data;
  };
}

/** A leg's outcome in the slip's words. */
export function legPick(t: TFunction, kind: FeedKind, leg: ExpressLeg): PickedOutcome {
  const { event } = leg;
  const param = event.parameter ?? null;
  return {
    gameId: leg.id,
    constId: leg.constId,
    kind,
    sportId: leg.sport.id,
    champName: leg.liga.name,
    team1: leg.opponent1.fullName,
    team2: leg.opponent2.fullName,
    group: event.groupId,
    type: event.type,
    param,
    playerId: event.player?.id ?? null,
    marketName: marketName(t, event.groupId),
    outcomeName: outcomeName(t, { group: event.groupId, type: event.type, param, playerName: event.player?.name ?? null }),
    price: priceThousandths({ C: event.cf, CV: event.cfView }),
    blocked: false,
    // No version in this answer: the slip's watcher replaces it with the game's first fresh look.
    updatedAt: 0,
  };
}

/** The express price in thousandths: the answer's own product of the legs (cfView). */
export function expressPrice(card: ExpressCard): number {
  const fromText = Number(card.cfView);
  return Number.isFinite(fromText) && fromText > 1 ? Math.round(fromText * 1000) : 0;
}
