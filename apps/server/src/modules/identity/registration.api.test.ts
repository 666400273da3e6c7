import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wrapPassword } from '@stavka/contract/password-wrapper';
import { Agent, codeIn, latestOutboxText, linkTokenIn } from '../../testing/agent';
import { testDatabaseKinds } from '../../testing/databases';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { setSiteValue } from '../site/service';
import { createUserAsOperator } from './service';

const consent = { age_confirmed: true, terms_accepted: true };

describe.each(await testDatabaseKinds())('registration of every type on %s', (kind) => {
  let t: TestApp;
  let clock = new Date();
  beforeAll(async () => {
    t = await startTestApp(kind, {}, { now: () => clock });
    // Operators' settings for these tests: every type on the default brand, captcha off.
    await setSiteValue(t.database.db, 'stavka', 'captcha.type', 'disabled');
    await setSiteValue(t.database.db, 'stavka', 'registration.types', ['fast_reg', 'phone_reg', 'full_reg', 'short_reg', 'full_reg_v1', 'custom_reg']);
  });
  afterAll(() => t.close());

  const agent = () => new Agent(t.app, 'localhost');

  it('one click: country and currency; the server makes the account number and password, and signs in', async () => {
    const a = agent();
    const res = await a.post('/web-api/user/registration', { type: 'fast_reg', country_id: 643, currency: 'RUB', promo_code: 'WELCOME', partner: 77, tag: 'spring', ...consent });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.login).toMatch(/^\d{9}$/);
    expect(data.password).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(a.cookies.get('stavka_session')).toBeDefined();

    const config = (await a.get('/web-api/user/getuserconfig')).json().data;
    expect(config).toMatchObject({ login: data.login, currency: 'RUB', countryId: 643, registrationType: 'fast_reg', credentialsSaved: false });

    const fresh = agent();
    const signIn = await fresh.post('/web-api/user/auth', { login: data.login, password: wrapPassword(data.password) });
    expect(signIn.statusCode).toBe(200);

    const stored = await a.post('/web-api/api/internal/user/store-credentials', { method: 'file' });
    expect(stored.json()).toEqual({ success: true, data: { credentialsSaved: true } });
  });

  it('one click: mails the credentials only with the right password', async () => {
    const a = agent();
    const { data } = (await a.post('/web-api/user/registration', { type: 'fast_reg', country_id: 643, currency: 'USD', ...consent })).json();
    const wrong = await a.post('/web-api/api/internal/user/store-credentials', { method: 'email', email: 'keep@example.com', password: 'Nope1234' });
    expect(wrong.statusCode).toBe(400);
    const right = await a.post('/web-api/api/internal/user/store-credentials', { method: 'email', email: 'keep@example.com', password: data.password });
    expect(right.statusCode).toBe(200);
    const mail = await latestOutboxText(t.app, 'keep@example.com', 'localhost');
    expect(mail).toContain(`Номер счёта (логин): ${data.login}`);
    expect(mail).toContain(`Пароль: ${data.password}`);
  });

  it('phone: a code by SMS, then the registration with it; the code works once', async () => {
    const a = agent();
    const phone = '+7 916 555-12-34';
    const sent = await a.post('/web-api/user/registration/phone/send-code', { phone, country_id: 643 });
    expect(sent.statusCode).toBe(200);
    const code = codeIn(await latestOutboxText(t.app, '79165551234', 'localhost'));
    const wrong = await a.post('/web-api/user/registration', { type: 'phone_reg', phone, code: code === '000000' ? '111111' : '000000', currency: 'RUB', ...consent });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.errors.code).toContain('auth_incorrect_code');
    const res = await a.post('/web-api/user/registration', { type: 'phone_reg', phone, code, currency: 'RUB', ...consent });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ phone: '79165551234' });
    expect((await a.get('/web-api/user/getuserconfig')).json().data.phoneConfirmed).toBe(true);

    const again = await agent().post('/web-api/user/registration/phone/send-code', { phone });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.errors.phone).toContain('registration_phone_taken');
  });

  it('e-mail: the full form, then activation from the mailed link, once', async () => {
    const a = agent();
    const res = await a.post('/web-api/user/registration', {
      type: 'full_reg',
      email: 'Full.Reg@Example.com',
      password: wrapPassword('Steppe-42-kz'),
      password_confirmation: wrapPassword('Steppe-42-kz'),
      first_name: 'Анна',
      last_name: "O'Neil",
      birth_date: '1990-05-17',
      country_id: 398,
      currency: 'KZT',
      ...consent,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe('full.reg@example.com');
    expect((await a.get('/web-api/user/getuserconfig')).json().data.emailConfirmed).toBe(false);

    const token = linkTokenIn(await latestOutboxText(t.app, 'full.reg@example.com', 'localhost'));
    const activated = await agent().post('/web-api/api/internal/v1/user/activate', { token });
    expect(activated.json()).toMatchObject({ success: true, data: { emailConfirmed: true } });
    expect((await a.get('/web-api/user/getuserconfig')).json().data.emailConfirmed).toBe(true);
    expect((await agent().post('/web-api/api/internal/v1/user/activate', { token })).statusCode).toBe(400);
  });

  it('e-mail: activation by a mailed code (activatefast)', async () => {
    const a = agent();
    await a.post('/web-api/user/registration', { type: 'short_reg', email: 'short@example.com', password: 'Short1234', currency: 'RUB', ...consent });
    // Registration mailed a link a moment ago: a new message to that address waits its minute.
    expect((await a.post('/web-api/user/sendActivationMail', { mode: 'code' })).statusCode).toBe(429);
    clock = new Date(clock.getTime() + 61_000);
    const sent = await a.post('/web-api/user/sendActivationMail', { mode: 'code' });
    expect(sent.statusCode).toBe(200);
    const code = codeIn(await latestOutboxText(t.app, 'short@example.com', 'localhost'));
    const res = await a.post('/web-api/api/internal/v1/user/activatefast', { code });
    expect(res.json()).toMatchObject({ success: true, data: { emailConfirmed: true } });
  });

  it('full-v1 and the custom form follow the brand field lists', async () => {
    const v1 = await agent().post('/web-api/user/registration', {
      type: 'full_reg_v1', email: 'v1@example.com', phone: '79031112233', password: 'Version1pw', first_name: 'Ivan', last_name: 'Petrov', birth_date: '1985-01-01', currency: 'EUR', ...consent,
    });
    expect(v1.statusCode).toBe(200);
    const custom = await agent().post('/web-api/user/registration', { type: 'custom_reg', email: 'custom@example.com', password: 'Custom123', password_confirmation: 'Custom123', currency: 'RUB', ...consent });
    expect(custom.statusCode).toBe(400);
    expect(custom.json().error.errors.first_name).toEqual(['auth_required_field']);
  });

  it('refuses the minimum age, missing consent, a taken e-mail, an unknown currency, a type the brand does not offer', async () => {
    const young = await agent().post('/web-api/user/registration', {
      type: 'full_reg', email: 'young@example.com', password: 'Young1234', password_confirmation: 'Young1234', first_name: 'A', last_name: 'B', birth_date: new Date(Date.now() - 17 * 365.25 * 864e5).toISOString().slice(0, 10), country_id: 643, currency: 'RUB', ...consent,
    });
    expect(young.json().error.errors.birth_date).toEqual(['validation_minimum_age:{"age":18}']);
    const noConsent = await agent().post('/web-api/user/registration', { type: 'fast_reg', country_id: 643, currency: 'RUB', age_confirmed: false, terms_accepted: true });
    expect(noConsent.json().error.errors.age_confirmed).toBeDefined();
    const taken = await agent().post('/web-api/user/registration', { type: 'short_reg', email: 'SHORT@example.com', password: 'Other-pass-5', currency: 'RUB', ...consent });
    expect(taken.json().error.errors.email).toEqual(['registration_email_taken']);
    const currency = await agent().post('/web-api/user/registration', { type: 'fast_reg', country_id: 643, currency: 'JPY', ...consent });
    expect(currency.json().error.errors.currency).toEqual(['validation_incorrect_currency']);
    const goalbetPhone = await new Agent(t.app, 'goalbet.localhost').post('/web-api/user/registration', { type: 'phone_reg', phone: '447700900123', code: '123456', currency: 'USD', ...consent });
    expect(goalbetPhone.json().error.errors.type).toEqual(['registration_type_unavailable']);
  });

  it('lets one of two registrations racing for an e-mail or a phone win, and tells the other it is taken', async () => {
    for (const field of ['email', 'phone'] as const) {
      const body = (password: string) => ({
        type: 'full_reg_v1', email: `race-${field}-${password}@example.com`, phone: `7903${password.length}${password.charCodeAt(0)}0000`, password, first_name: 'Ra', last_name: 'Ce', birth_date: '1990-01-01', currency: 'EUR', ...consent,
        [field]: field === 'email' ? 'race@example.com' : '79035550000',
      });
      const answers = await Promise.all([agent().post('/web-api/user/registration', body('Racer-one-1')), agent().post('/web-api/user/registration', body('Racer-two-22'))]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
      const loser = answers.find((answer) => answer.statusCode === 400);
      expect(loser?.json().error.errors).toEqual({ [field]: [`registration_${field}_taken`] });
    }
  });

  it('refuses the most common passwords (a maintained list, any case) and writes nothing', async () => {
    for (const common of ['password1', 'Password1', 'qwerty123', 'Football1', '1q2w3e4r']) {
      const a = agent();
      const res = await a.post('/web-api/user/registration', { type: 'short_reg', email: 'common@example.com', password: common, currency: 'RUB', ...consent });
      expect(res.statusCode, common).toBe(400);
      expect(res.json().error.errors, common).toEqual({ password: ['validation_password_common'] });
      expect(a.cookies.get('stavka_session')).toBeUndefined();
    }
    const uncommon = await agent().post('/web-api/user/registration', { type: 'short_reg', email: 'common@example.com', password: 'Tundra-owl-93', currency: 'RUB', ...consent });
    expect(uncommon.statusCode).toBe(200);
    // Operators are held to the same list.
    const site = { id: 1, partnerId: 1, defaultCurrency: 'RUB', currencies: ['RUB'], defaultCountryId: 643, defaultLanguage: 'ru' };
    await expect(createUserAsOperator(t.database.db, site, { login: 'op-common@example.com', password: 'Password1' })).rejects.toMatchObject({
      fields: { password: ['not one of the most common passwords'] },
    });
  });

  it.each([
    ['no body', undefined],
    ['an unknown type', { type: 'magic', ...consent }],
    ['an unknown field', { type: 'fast_reg', country_id: 643, currency: 'RUB', admin: true, ...consent }],
    ['a wrong field type', { type: 'fast_reg', country_id: 'Russia', currency: 'RUB', ...consent }],
    ['a broken password wrapper', { type: 'short_reg', email: 'w@example.com', password: { encoding: 'base64', value: '%%%' }, currency: 'RUB', ...consent }],
  ])('answers %s with a 400 field map and writes nothing', async (_name, payload) => {
    const a = agent();
    const res = payload === undefined ? await a.request('POST', '/web-api/user/registration') : await a.post('/web-api/user/registration', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    expect(a.cookies.get('stavka_session')).toBeUndefined();
  });
});
