import { describe, expect, it } from 'vitest';
import { caretAfterMask } from './mask-caret';

describe('caretAfterMask', () => {
  it.each([
    ['typing at the end', '9161', 4, '916 1', 5],
    ['typing in the middle', '916 1283 45', 6, '916 128 34 5', 6],
    ['deleting a separator keeps the caret by the digit', '91612 3', 5, '916 12 3', 6],
    ['at the start', '916', 0, '916', 0],
    ['caret past the cut end', '916123456789', 12, '916 123 45 67', 13],
  ])('%s', (_name, raw, caret, masked, expected) => {
    expect(caretAfterMask(raw, caret, masked)).toBe(expected);
  });
});
