import { describe, expect, it } from 'vitest';
import { DEFAULT_POLLING_MS, pollingInterval, type FeedKindName, type PollingComponent } from './betting-timers';

// wire-format §5 BETTING_TIMERS and its lookup order: championship, sport, component.

describe('pollingInterval', () => {
  it.each<[PollingComponent, FeedKindName, number]>([
    ['dashboard', 'live', 5_000],
    ['dashboard', 'line', 15_000],
    ['game', 'live', 5_000],
    ['game', 'line', 15_000],
    ['syntheticGame', 'live', 2_000],
    ['gameOver', 'live', 10_000],
    ['menu', 'live', 5_000],
    ['menu', 'line', 10_000],
    ['favorites', 'line', 10_000],
    ['topGames', 'live', 10_000],
    ['topGames', 'line', 60_000],
    ['topChamps', 'line', 10_000],
    ['coupon', 'live', 10_000],
    ['couponOpenedCost', 'live', 15_000],
    ['expressDay', 'line', 15_000],
    ['gameSlider', 'live', 15_000],
    ['gameSlider', 'line', 30_000],
    ['recommended', 'live', 10_000],
    ['recommended', 'line', 15_000],
    ['champResults', 'line', 15_000],
    ['insights', 'live', 15_000],
    ['timelineProvider', 'live', 60_000],
    ['cyberCalendar', 'line', 300_000],
    ['media', 'live', 600_000],
    ['userMessages', 'live', 60_000],
  ])('%s %s: %i ms', (component, kind, expected) => {
    expect(pollingInterval({ component, kind })).toBe(expected);
  });

  it('falls back to the default where a component names no interval for the kind', () => {
    expect(pollingInterval({ component: 'syntheticGame', kind: 'line' })).toBe(DEFAULT_POLLING_MS);
    expect(pollingInterval({ component: 'timelineProvider', kind: 'line' })).toBe(10_000);
  });

  it.each([146, 153, 210, 235, 236, 268, 284, 301, 311])('fast virtual product %i: live 3 000, line 15 000', (id) => {
    expect(pollingInterval({ component: 'dashboard', kind: 'live', sportId: id })).toBe(3_000);
    expect(pollingInterval({ component: 'topGames', kind: 'line', champId: id })).toBe(15_000);
  });

  it('looks up the championship first, then the sport, then the component', () => {
    expect(pollingInterval({ component: 'menu', kind: 'live', champId: 2566618, sportId: 146 })).toBe(2_000);
    // 2566618 names no line interval: the sport's override answers.
    expect(pollingInterval({ component: 'menu', kind: 'line', champId: 2566618, sportId: 146 })).toBe(15_000);
    expect(pollingInterval({ component: 'menu', kind: 'line', champId: 2566618, sportId: 1 })).toBe(10_000);
    expect(pollingInterval({ component: 'game', kind: 'live', champId: 88637, sportId: 1 })).toBe(5_000);
  });
});
