import { describe, expect, it } from 'vitest';
import { validationMessageKeys, validationMessageParams } from '@stavka/contract/validation-messages';
import { validationEn } from '@stavka/i18n/dictionaries/en/validation';
import { validationRu } from '@stavka/i18n/dictionaries/ru/validation';

// Every key a validator can answer with has a text in both languages, and each text uses exactly
// the params the key carries, so no message shows a raw {{placeholder}} or drops a value.
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
}

describe('validation messages (spec §5 message keys)', () => {
  it('the dictionaries hold exactly the validation keys', () => {
    expect(Object.keys(validationRu).sort()).toEqual([...validationMessageKeys].sort());
    expect(Object.keys(validationEn).sort()).toEqual([...validationMessageKeys].sort());
  });

  it.each(validationMessageKeys)('%s uses its params in both languages', (key) => {
    const params = [...validationMessageParams[key]].sort();
    expect(placeholders(validationRu[key])).toEqual(params);
    expect(placeholders(validationEn[key])).toEqual(params);
  });
});
