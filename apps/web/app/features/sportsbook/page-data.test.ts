import { describe, expect, it } from 'vitest';
import { outcome, wireEvent } from '../../shared/live/test-wire';
import { eventView } from './event-view';
import { listSeed } from './page-data';

describe('the first render of a list', () => {
  it('shows a row from the seed exactly as from the whole event, without its alternative lines and notes', () => {
    const whole = wireEvent(7001, {
      EC: 40,
      AE: [{ G: 17, ME: [outcome(17, 9, 1.4, { P: 1.5 }), outcome(17, 10, 2.9, { P: 1.5 }), outcome(17, 9, 2.6, { P: 3.5 }), outcome(17, 10, 1.5, { P: 3.5 })] }],
      MIS: [{ K: 1, V: 'Round 19' }, { K: 2, V: 'Stamford Bridge' }],
      MIO: { TSt: 'Round 19', Loc: 'Stamford Bridge (London)' },
    });
    const seed = listSeed(whole);
    expect(seed.AE).toEqual([]);
    expect(seed).not.toHaveProperty('MIS');
    expect(seed).not.toHaveProperty('MIO');
    expect(eventView(seed)).toEqual(eventView(whole));
    expect(JSON.stringify(seed).length).toBeLessThan(JSON.stringify(whole).length);
  });
});
