import { describe, expect, it } from 'vitest';
import { isTruthyFlag } from './truthy';

describe('isTruthyFlag (spec §5 truthy flags)', () => {
  it.each([true, 1, '1', 'true'])('%o is on', (value) => {
    expect(isTruthyFlag(value)).toBe(true);
  });

  it.each([false, 0, '0', 'false', 'TRUE', 'True', ' true', 'yes', 'on', 2, '2', -1, '', null, undefined, {}, [], 1n])(
    '%o is off',
    (value) => {
      expect(isTruthyFlag(value)).toBe(false);
    },
  );
});
