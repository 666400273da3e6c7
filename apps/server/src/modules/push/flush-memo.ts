import type { WireEvent, WireGame } from '@stavka/contract/feed-wire';
import type { PushFeed } from './topics';

// What one flush pass serializes, once per game and language however many channels show it (the
// game's own topic, its championship, its sport and the top list share one Event object).

export class FlushMemo {
  private readonly events = new Map<string, WireEvent | undefined>();
  private readonly games = new Map<string, WireGame | undefined>();

  constructor(private readonly feed: PushFeed) {}

  event(gameId: number, lng: string | undefined): WireEvent | undefined {
    const key = `${gameId}|${lng ?? ''}`;
    if (this.events.has(key)) return this.events.get(key);
    const event = this.feed.eventSnapshot(gameId, lng);
    this.events.set(key, event);
    return event;
  }

  game(gameId: number, lng: string | undefined): WireGame | undefined {
    const key = `${gameId}|${lng ?? ''}`;
    if (this.games.has(key)) return this.games.get(key);
    const game = this.feed.gameSnapshot(gameId, lng);
    this.games.set(key, game);
    return game;
  }
}
