import { beforeEach, describe, expect, it } from 'vitest';
import { AppStorage } from './app-storage';
import {
  deleteAppCookie,
  iframeCookieOptions,
  readAppCookie,
  serializeCookie,
  themeFromCookies,
  writeThemeCookie,
  writeUserTokenCookie,
} from './app-cookies';
import { preferences, readPreference, resetPreference, writePreference } from './preferences';
import type { PreferenceKey } from './preferences';

let storage: AppStorage;
beforeEach(() => {
  localStorage.clear();
  storage = new AppStorage();
});

describe('preferences', () => {
  it.each([
    ['theme', 'dark'],
    ['fontSize', 'm'],
    ['coefficientFormat', 0],
    ['compactView', false],
    ['favorites', { sports: [], champs: [], games: [], teams: [] }],
    ['pinnedGames', []],
    ['couponSettings', { checkCf: 1, oneClick: { enabled: false, stake: null, currency: null }, dropOnScoreChange: false, keepSelections: false }],
    ['cookiesAgreeTime', null],
    ['returnUrl', null],
    ['firstDepositPopup', false],
    ['registrationDepositOffer', null],
  ] as const)('%s defaults to %j', (key, fallback) => {
    expect(readPreference(storage, key)).toEqual(fallback);
    expect(preferences[key].fallback).toEqual(fallback);
  });

  it.each<[PreferenceKey, unknown]>([
    ['theme', 'purple'],
    ['fontSize', 42],
    ['coefficientFormat', 9],
    ['compactView', 'yes'],
    ['favorites', { games: 'all' }],
    ['pinnedGames', [1, -2]],
    ['couponSettings', { checkCf: 5 }],
    ['cookiesAgreeTime', 'yesterday'],
    ['returnUrl', 'https://evil.example/'],
    ['firstDepositPopup', null],
    ['registrationDepositOffer', -3],
  ])('corrupt %s data reads as the default', (key, corrupt) => {
    localStorage.setItem(`AppStorage/v1/${key}`, JSON.stringify(corrupt));
    expect(readPreference(storage, key)).toEqual(preferences[key].fallback);
  });

  it('non-JSON data reads as the default', () => {
    localStorage.setItem('AppStorage/v1/theme', 'light'); // not JSON: a bare word
    expect(readPreference(storage, 'theme')).toBe('dark');
  });

  it('writes and reads valid values', () => {
    expect(writePreference(storage, 'theme', 'light')).toBe(true);
    expect(writePreference(storage, 'pinnedGames', [5, 7])).toBe(true);
    expect(writePreference(storage, 'returnUrl', '/ru/office/recharge')).toBe(true);
    expect(readPreference(storage, 'theme')).toBe('light');
    expect(readPreference(storage, 'pinnedGames')).toEqual([5, 7]);
    expect(readPreference(storage, 'returnUrl')).toBe('/ru/office/recharge');
    resetPreference(storage, 'theme');
    expect(readPreference(storage, 'theme')).toBe('dark');
  });

  it.each(['//evil.example/x', 'https://evil.example', '/\\evil.example', 'relative'])(
    'refuses the return URL %j',
    (url) => {
      expect(writePreference(storage, 'returnUrl', url)).toBe(false);
      expect(readPreference(storage, 'returnUrl')).toBeNull();
    },
  );
});

describe('cookies', () => {
  beforeEach(() => {
    deleteAppCookie('theme');
    deleteAppCookie('user_token');
  });

  it.each([
    [{}, 'theme=dark; Path=/; SameSite=Lax'],
    [{ maxAgeSeconds: 60, secure: true }, 'theme=dark; Path=/; Max-Age=60; SameSite=Lax; Secure'],
    [iframeCookieOptions(true), 'theme=dark; Path=/; SameSite=None; Secure; Partitioned'],
    [{ sameSite: 'none' as const }, 'theme=dark; Path=/; SameSite=None; Secure'],
    [
      { expires: new Date(Date.UTC(2030, 0, 2)) },
      'theme=dark; Path=/; Expires=Wed, 02 Jan 2030 00:00:00 GMT; SameSite=Lax',
    ],
  ])('serializes %j', (options, expected) => {
    expect(serializeCookie('theme', 'dark', options)).toBe(expected);
  });

  it('encodes values', () => {
    expect(serializeCookie('user_token', 'a b;c')).toBe(
      'user_token=a%20b%3Bc; Path=/; SameSite=Lax',
    );
  });

  it('reads the theme for SSR from a Cookie header', () => {
    expect(themeFromCookies('a=1; theme=light', 'dark')).toBe('light');
    expect(themeFromCookies('theme=neon', 'dark')).toBe('dark');
    expect(themeFromCookies(null, 'light')).toBe('light');
    expect(readAppCookie('user_token', 'user_token=t%3D1; theme=dark')).toBe('t=1');
  });

  it('writes and reads document cookies', () => {
    writeThemeCookie('light');
    writeUserTokenCookie('tok', new Date(Date.now() + 60_000));
    expect(readAppCookie('theme')).toBe('light');
    expect(readAppCookie('user_token')).toBe('tok');
    deleteAppCookie('user_token');
    expect(readAppCookie('user_token')).toBeUndefined();
  });
});
