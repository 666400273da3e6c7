import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from '@stavka/contract/site-config';
import { resolveSocialProvider, socialPresets } from '@stavka/contract/social-presets';
import { claimsFromProfile } from './profile-mapping';
import { ProviderRefusal } from './provider-settings';

// Each plain OAuth 2.0 preset reads the user-info answer shaped as its provider documents it
// (decision 0046): who the person is, the e-mail, and whether the provider vouches for it.

describe('Yandex ID (login.yandex.ru/info?format=json)', () => {
  const answer = {
    id: '1000034426',
    login: 'ivan',
    client_id: '4760187d81bc4b7799476b42b5103713',
    display_name: 'Ivan',
    real_name: 'Ivan Ivanov',
    first_name: 'Ivan',
    last_name: 'Ivanov',
    sex: 'male',
    default_email: 'Ivan@yandex.ru',
    emails: ['Ivan@yandex.ru'],
    psuid: '1.AAceCw.tbHgw5DtJ9_zeqPrk-Ba2w.qPWSRC5v2t2IaksPJgnge-5bbQh1i1N4-Ys1DasR9AM',
  };

  it('reads the id, the default e-mail of its own mailbox as vouched for, and the display name', () => {
    expect(claimsFromProfile(answer, socialPresets.yandex.profile)).toEqual({
      subject: '1000034426',
      email: 'ivan@yandex.ru',
      emailVerified: true,
      name: 'Ivan',
    });
  });

  it('does not vouch for an address on another mail service, and falls back to the real name', () => {
    const { display_name: _, ...rest } = answer;
    expect(claimsFromProfile({ ...rest, default_email: 'ivan@gmail.com' }, socialPresets.yandex.profile)).toEqual({
      subject: '1000034426',
      email: 'ivan@gmail.com',
      emailVerified: false,
      name: 'Ivan Ivanov',
    });
  });

  it('has no e-mail without the login:email permission', () => {
    const { default_email: _, emails: __, ...rest } = answer;
    expect(claimsFromProfile(rest, socialPresets.yandex.profile)).toMatchObject({ email: null, emailVerified: false });
  });
});

describe('VK ID (id.vk.com/oauth2/user_info)', () => {
  const answer = {
    user: {
      user_id: '1234567890',
      first_name: 'Ivan',
      last_name: 'Ivanov',
      phone: '79991234567',
      avatar: 'https://pp.userapi.com/60tZWMo4SmwcploUVl9XEt8ufnTTvDUmQ6Bj1g/mmv1pcj63C4.png',
      email: 'ivan_i123@vk.com',
      sex: 2,
      verified: true,
      birthday: '01.01.2000',
    },
  };

  it('reads the nested user, joins the names, and never vouches for the e-mail (verified is the profile’s mark)', () => {
    expect(claimsFromProfile(answer, socialPresets.vk.profile)).toEqual({
      subject: '1234567890',
      email: 'ivan_i123@vk.com',
      emailVerified: false,
      name: 'Ivan Ivanov',
    });
  });

  it('takes a numeric user id as text', () => {
    expect(claimsFromProfile({ user: { ...answer.user, user_id: 1234567890 } }, socialPresets.vk.profile).subject).toBe('1234567890');
  });
});

describe('Mail.ru (oauth.mail.ru/userinfo)', () => {
  const answer = {
    id: '3423456789012345678',
    client_id: '123abc',
    gender: 'm',
    name: 'Ivan Ivanov',
    nickname: 'ivan',
    locale: 'ru_RU',
    first_name: 'Ivan',
    last_name: 'Ivanov',
    email: 'ivan@mail.ru',
    birthday: '01.01.1990',
    image: 'https://filin.mail.ru/pic?d=abc',
  };

  it('vouches for an address of its own mail domains', () => {
    expect(claimsFromProfile(answer, socialPresets.mailru.profile)).toEqual({
      subject: '3423456789012345678',
      email: 'ivan@mail.ru',
      emailVerified: true,
      name: 'Ivan Ivanov',
    });
    expect(claimsFromProfile({ ...answer, email: 'ivan@bk.ru' }, socialPresets.mailru.profile).emailVerified).toBe(true);
  });

  it('does not vouch for another domain, nor for a look-alike', () => {
    expect(claimsFromProfile({ ...answer, email: 'ivan@gmail.com' }, socialPresets.mailru.profile).emailVerified).toBe(false);
    expect(claimsFromProfile({ ...answer, email: 'ivan@evilmail.ru' }, socialPresets.mailru.profile).emailVerified).toBe(false);
  });

  it('refuses an error answer, which names nobody', () => {
    expect(() => claimsFromProfile({ error: 'invalid_token', error_description: 'token not found' }, socialPresets.mailru.profile)).toThrow(
      ProviderRefusal,
    );
  });
});

describe('Discord (discord.com/api/users/@me)', () => {
  const answer = {
    id: '80351110224678912',
    username: 'nelly',
    discriminator: '0',
    global_name: 'Nelly',
    avatar: '8342729096ea3675442027381ff50dfe',
    verified: true,
    email: 'nelly@discord.com',
    flags: 64,
    banner: null,
    accent_color: 16711680,
    premium_type: 1,
    public_flags: 64,
  };

  it('vouches for the e-mail where Discord says verified', () => {
    expect(claimsFromProfile(answer, socialPresets.discord.profile)).toEqual({
      subject: '80351110224678912',
      email: 'nelly@discord.com',
      emailVerified: true,
      name: 'Nelly',
    });
  });

  it('does not where it is unverified or not a boolean true, and falls back to the username', () => {
    expect(claimsFromProfile({ ...answer, verified: false }, socialPresets.discord.profile).emailVerified).toBe(false);
    expect(claimsFromProfile({ ...answer, verified: 'true' }, socialPresets.discord.profile).emailVerified).toBe(false);
    expect(claimsFromProfile({ ...answer, global_name: null }, socialPresets.discord.profile).name).toBe('nelly');
  });
});

describe('a brand’s entry over its preset', () => {
  it('gives a preset its endpoints from the id and client id alone', () => {
    expect(resolveSocialProvider({ id: 'vk', clientId: '51234567' })).toMatchObject({
      kind: 'oauth2',
      authorizationEndpoint: 'https://id.vk.com/authorize',
      tokenEndpoint: 'https://id.vk.com/oauth2/auth',
      pkce: true,
      tokenAuth: 'none',
      callbackParams: ['device_id', 'state'],
    });
    expect(resolveSocialProvider({ id: 'line', clientId: '1650000000' })).toMatchObject({
      kind: 'oidc',
      issuer: 'https://access.line.me',
      tokenAuth: 'client_secret_post',
    });
  });

  it('lets the brand override a field, and keeps openid in an OpenID provider’s scopes', () => {
    expect(resolveSocialProvider({ id: 'discord', clientId: 'x', scopes: ['identify'] })).toMatchObject({
      scopes: ['identify'],
      tokenEndpoint: 'https://discord.com/api/oauth2/token',
    });
    expect(resolveSocialProvider({ id: 'google', clientId: 'x', scopes: ['email'] })).toMatchObject({ scopes: ['openid', 'email'] });
  });

  it('refuses a provider without a preset or with half its endpoints', () => {
    const parse = (provider: object) => siteConfigSchema.safeParse({ social: { providers: [provider] } }).success;
    expect(parse({ id: 'itsme', clientId: 'x' })).toBe(false);
    expect(parse({ id: 'itsme', clientId: 'x', issuer: 'https://idp.e2e.itsme.services/v2' })).toBe(true);
    expect(parse({ id: 'google', clientId: 'x', authorizationEndpoint: 'https://example.com/auth' })).toBe(false);
    expect(parse({ id: 'yandex', clientId: 'x' })).toBe(true);
    expect(parse({ id: 'yandex', clientId: 'x', profile: { subject: 'id;drop' } })).toBe(false);
  });
});
