import { describe, expect, it } from 'vitest';
import { isEmptyValue, required } from './required';

describe('required (spec §5: required message with field label)', () => {
  it.each([
    ['undefined', undefined],
    ['null', null],
    ['empty text', ''],
    ['blank text', ' \t\n'],
    ['an empty list', []],
  ])('%s is empty and gives validation_required with the label', (_name, value) => {
    expect(isEmptyValue(value)).toBe(true);
    expect(required('Имя')(value)).toEqual({ key: 'validation_required', params: { field: 'Имя' } });
  });

  it.each([
    ['text', 'a'],
    ['zero', 0],
    ['false (a checkbox rule decides)', false],
    ['a list', ['x']],
  ])('%s is filled in', (_name, value) => {
    expect(required('Имя')(value)).toBeNull();
  });
});
