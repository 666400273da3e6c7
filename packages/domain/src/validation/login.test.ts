import { describe, expect, it } from 'vitest';
import { classifyLogin } from './login';

describe('classifyLogin (issue 3: sign in by account number, e-mail or phone)', () => {
  it.each([
    ['an account number', '100000001', 'account'],
    ['a short account number', '12345', 'account'],
    ['surrounding spaces are ignored', ' 100000001 ', 'account'],
    ['an e-mail', 'player@mail.ru', 'email'],
    ['an e-mail with a typo domain is still an e-mail', 'player@gmial.com', 'email'],
    ['a broken e-mail', 'player@mail', null],
    ['a phone with plus', '+7 916 123-45-67', 'phone'],
    ['a phone as bare digits longer than an account', '79161234567', 'phone'],
    ['ten digits', '9161234567', 'phone'],
    ['digits starting with 0', '0501234567', 'phone'],
    ['separators make a phone', '123 45 67', 'phone'],
    ['parentheses', '(916) 123-45-67', 'phone'],
    ['plus and few digits', '+12345', null],
    ['too many digits', '1'.repeat(21), null],
    ['a short number starting with 0', '01234', null],
    ['letters', 'player', null],
    ['empty', '', null],
    ['blank', '   ', null],
  ] as const)('%s: %j → %s', (_name, value, expected) => {
    expect(classifyLogin(value)).toBe(expected);
  });

  it('takes a longer account number when told', () => {
    expect(classifyLogin('1000000001')).toBe('phone');
    expect(classifyLogin('1000000001', { maxAccountDigits: 10 })).toBe('account');
  });
});
