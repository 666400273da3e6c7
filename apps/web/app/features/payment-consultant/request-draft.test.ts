import { describe, expect, it } from 'vitest';
import { readDraft, readPaymentChoice, readTopicId, topicForPayment } from './request-draft';

// What a new request carries between its form and the payment chooser, read back defensively: the
// URL and the history state are the player's to change.

describe('a new request between form and chooser', () => {
  it.each<[string, number[], number | null, number | null]>([
    ['deposit', [1, 2, 3, 4, 5], null, 1],
    ['withdrawal', [1, 2, 3, 4, 5], null, 2],
    ['withdrawal', [1, 2, 3, 4, 5], 4, 4],
    // A chosen topic the country is not offered gives way to one that fits.
    ['deposit', [1, 2], 3, 1],
    ['withdrawal', [1], null, 1],
    ['deposit', [], null, null],
  ])('a %s with topics %j, %s chosen, asks under topic %s', (direction, offered, chosen, expected) => {
    expect(topicForPayment(direction === 'deposit' ? 'deposit' : 'withdrawal', offered, chosen)).toBe(expected);
  });

  it('takes only a payment id that is a uuid, and topic ids that are numbers', () => {
    expect(readPaymentChoice(new URLSearchParams('payment=0F8FAD5B-D9CB-469F-A165-70867728950E'))).toBe('0f8fad5b-d9cb-469f-a165-70867728950e');
    expect(readPaymentChoice(new URLSearchParams('payment=../../admin'))).toBeNull();
    expect(readPaymentChoice(new URLSearchParams(''))).toBeNull();
    expect(readTopicId('3')).toBe(3);
    expect(readTopicId('03')).toBeNull();
    expect(readTopicId('3x')).toBeNull();
    expect(readTopicId(null)).toBeNull();
  });

  it('keeps a draft only from a text in the state, cut at the longest message', () => {
    expect(readDraft({ draft: 'Здравствуйте' })).toBe('Здравствуйте');
    expect(readDraft({ draft: 42 })).toBe('');
    expect(readDraft(null)).toBe('');
    expect(readDraft({ draft: 'x'.repeat(5000) })).toHaveLength(2000);
  });
});
