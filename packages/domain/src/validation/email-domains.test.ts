import { describe, expect, it } from 'vitest';
import { POPULAR_EMAIL_DOMAINS, editDistance, suggestEmailDomain } from './email-domains';

describe('suggestEmailDomain (spec §5 domain typos)', () => {
  it.each([
    // From the typo table
    ['gmial.com', 'gmail.com'],
    ['gmail.ru', 'gmail.com'],
    ['yandx.ru', 'yandex.ru'],
    ['mail.ri', 'mail.ru'],
    ['hotmial.com', 'hotmail.com'],
    ['outlok.com', 'outlook.com'],
    ['yaho.com', 'yahoo.com'],
    ['icloud.con', 'icloud.com'],
    ['bk.ry', 'bk.ru'],
    ['ya.ri', 'ya.ru'],
    // By edit distance
    ['gmaik.com', 'gmail.com'],
    ['gmail.cpm', 'gmail.com'],
    ['yandex.rj', 'yandex.ru'],
    ['yanedx.ru', 'yandex.ru'],
    ['rambelr.ru', 'rambler.ru'],
    ['inbox.ru.', null],
    ['lisr.ru', 'list.ru'],
    ['mail.rus', 'mail.ru'],
    ['hotmaill.com', 'hotmail.com'],
    ['iclaud.com', 'icloud.com'],
    ['outlook.cim', 'outlook.com'],
  ])('%s → %s', (typed, expected) => {
    expect(suggestEmailDomain(typed)).toBe(expected);
  });

  it.each([
    ...POPULAR_EMAIL_DOMAINS,
    // Real services near popular ones
    'mail.com', 'email.com', 'ymail.com', 'mail.kz', 'mail.ua', 'inbox.lv', 'yandex.kz', 'yandex.by', 'yandex.com',
    'yahoo.ca', 'hotmail.co.uk', 'live.ru', 'gmx.com', 'ukr.net', 'i.ua',
    // Far from every popular domain
    'example.com', 'company.ru', 'stavka.bet', 'outlook.cz', 'yahoo.de',
    // Too short to correct by distance
    'vk.ru', 'yo.ru',
  ])('leaves %s alone', (domain) => {
    expect(suggestEmailDomain(domain)).toBeNull();
  });

  it('does not guess between two equally close domains', () => {
    // Two edits from mail.ru and from list.ru, beyond the limit of four-letter names.
    expect(suggestEmailDomain('maist.ru')).toBeNull();
    // One edit from each target.
    expect(suggestEmailDomain('mailbax.ru', ['mailbox.ru', 'mailbag.ru'])).toBeNull();
    expect(suggestEmailDomain('mailbax.ru', ['mailbox.ru', 'example.ru'])).toBe('mailbox.ru');
  });

  it.each([
    ['', '', 0],
    ['abc', '', 3],
    ['gmail', 'gmial', 1],
    ['kitten', 'sitting', 3],
    ['ca', 'abc', 3],
  ])('editDistance(%j, %j) = %i', (a, b, expected) => {
    expect(editDistance(a, b)).toBe(expected);
    expect(editDistance(b, a)).toBe(expected);
  });
});
