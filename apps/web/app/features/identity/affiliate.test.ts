import { describe, expect, it } from 'vitest';
import { AppStorage } from '../../shared/storage/app-storage';
import { affiliateFromSearch, forgetAffiliate, readAffiliate, rememberAffiliate } from './affiliate';

const memory = () => new AppStorage({ kinds: [], allowMemory: true });

describe('affiliateFromSearch (the entry link of issue 3)', () => {
  it.each([
    ['?ref=77', { partner: 77 }],
    ['?partner=12&tag=spring_2026', { partner: 12, tag: 'spring_2026' }],
    ['?ref=5&partner=6', { partner: 5 }],
    ['?tag=tv.ad-1', { tag: 'tv.ad-1' }],
    ['?ref=0&tag=ok', { tag: 'ok' }],
    ['?ref=abc&tag=has space', null],
    ['?ref=99999999999', null],
    ['?lang=ru', null],
    ['', null],
  ])('%s → %j', (search, affiliate) => {
    expect(affiliateFromSearch(search)).toEqual(affiliate);
  });
});

describe('the affiliate of a visit', () => {
  it('keeps the first entry link of the session (first touch) until forgotten', () => {
    const storage = memory();
    expect(readAffiliate(storage)).toBeNull();
    rememberAffiliate(storage, '?lang=ru');
    expect(readAffiliate(storage)).toBeNull();
    rememberAffiliate(storage, '?ref=77&tag=spring');
    rememberAffiliate(storage, '?ref=88');
    expect(readAffiliate(storage)).toEqual({ partner: 77, tag: 'spring' });
    forgetAffiliate(storage);
    rememberAffiliate(storage, '?ref=88');
    expect(readAffiliate(storage)).toEqual({ partner: 88 });
  });

  it('ignores a stored value that is not an affiliate', () => {
    const storage = memory();
    storage.set('affiliate', { partner: -3 });
    expect(readAffiliate(storage)).toBeNull();
  });
});
