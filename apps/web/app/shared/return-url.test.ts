import { describe, expect, it } from 'vitest';
import { AppStorage } from './storage/app-storage';
import { forgetReturnUrl, isReturnablePath, rememberReturnUrl, returnTarget } from './return-url';

const memory = () => new AppStorage({ kinds: [], allowMemory: true });

describe('isReturnablePath', () => {
  it.each([
    ['/ru/', true],
    ['/en/information/rules?x=1', true],
    ['/ru/office/account', true],
    ['https://evil.example/ru/', false],
    ['//evil.example/ru/', false],
    ['/ru\\evil', false],
    // Guest-only modals are hidden once signed in.
    ['/ru/login', false],
    ['/ru/registration/phone_reg', false],
    ['/ru/lost-password', false],
    ['/ru/lost-password/reset?token=x', true],
  ])('%s → %s', (path, expected) => {
    expect(isReturnablePath(path)).toBe(expected);
  });
});

describe('returnTarget', () => {
  it('prefers ?return=, then the remembered page, then the fallback', () => {
    const storage = memory();
    expect(returnTarget('', storage, '/ru')).toBe('/ru');
    rememberReturnUrl(storage, '/ru/information/rules');
    expect(returnTarget('', storage, '/ru')).toBe('/ru/information/rules');
    expect(returnTarget('?return=%2Fru%2Finformation%2Fabout', storage, '/ru')).toBe('/ru/information/about');
    expect(returnTarget('?return=https://evil.example', storage, '/ru')).toBe('/ru/information/rules');
    forgetReturnUrl(storage);
    expect(returnTarget('', storage, '/ru')).toBe('/ru');
  });

  it('does not remember a guest-only modal (a link from sign-in to registration keeps the page)', () => {
    const storage = memory();
    rememberReturnUrl(storage, '/en/information/rules');
    rememberReturnUrl(storage, '/en/login');
    expect(returnTarget('', storage, '/en')).toBe('/en/information/rules');
  });
});
