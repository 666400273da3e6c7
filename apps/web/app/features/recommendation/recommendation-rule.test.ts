import { describe, expect, it } from 'vitest';
import { countView, inScope, noViews, recommendationQuery } from './recommendation-rule';

const none = { sports: [], champs: [], games: [] };

describe('the recommendation rule', () => {
  it('gives a guest without favourites or views the top list', () => {
    expect(recommendationQuery(none, noViews, { type: 'all' })).toEqual({ gameIds: [], champIds: [], sportIds: [], personal: false });
  });

  it('puts favourites first, then the three most viewed championships and sports', () => {
    let views = noViews;
    for (const [sport, champ] of [[1, 10], [1, 10], [1, 11], [4, 40], [3, 30], [2, 20], [2, 20]] as const) views = countView(views, sport, champ);
    const query = recommendationQuery({ sports: [66], champs: [99], games: [5, 5] }, views, { type: 'all' });
    expect(query).toEqual({ gameIds: [5], champIds: [99, 10, 20, 11], sportIds: [66, 1, 2, 3], personal: true });
  });

  it('keeps a sport page to its sport and a championship page to its championship', () => {
    const views = countView(noViews, 4);
    expect(recommendationQuery(none, views, { type: 'sport', sportId: 1 }).sportIds).toEqual([1, 4]);
    expect(recommendationQuery(none, views, { type: 'champ', sportId: 1, champId: 88637 })).toMatchObject({ champIds: [88637], sportIds: [1] });
    expect(inScope({ type: 'sport', sportId: 1 }, { sportId: 4, champId: 1 })).toBe(false);
    expect(inScope({ type: 'all' }, { sportId: 4, champId: 1 })).toBe(true);
  });
});
