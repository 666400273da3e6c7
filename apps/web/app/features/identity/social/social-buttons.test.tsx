import { fireEvent, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { socialPaths } from '@stavka/contract/social';
import { sendJson, startTestServer, type TestServer } from '../../../shared/http/test-http-server';
import { getAppStorage } from '../../../shared/storage/app-storage';
import { readPreference } from '../../../shared/storage/preferences';
import { ru } from '../../../shared/ui/test-utils';
import { noCaptcha } from '../captcha-token';
import { RegistrationFlow } from '../registration/registration-flow';
import { forgetReturnUrl } from '../../../shared/return-url';
import { SignInFlow } from '../sign-in/sign-in-flow';
import { pointPageAt, renderInSite, testCountries } from '../test-harness';

// The brand's social providers in the sign-in and registration dialogs (issue 13): each a link
// that leaves for the provider through /socauth/auth, the test provider saying what it is.

let server: TestServer;
let providers: { id: string; name: string; brandNamed?: true; widget?: { bot: string; authUrl: string } }[];
beforeAll(async () => {
  server = await startTestServer();
  pointPageAt(server);
});
afterAll(() => server.close());
beforeEach(() => {
  server.received.length = 0;
  providers = [
    { id: 'google', name: 'Google' },
    { id: 'local', name: 'Local ID' },
  ];
  server.route(socialPaths.rights, (_request, response) => sendJson(response, 200, { success: true, data: { providers } }));
  forgetReturnUrl(getAppStorage());
});

const openRegistration = (regType?: string) =>
  renderInSite(<RegistrationFlow regType={regType} countries={testCountries} countriesFailed={false} onRetryCountries={() => undefined} getCaptchaToken={noCaptcha} />, {
    path: `/ru/registration${regType ? `/${regType}` : ''}`,
  });

describe('social sign-in in the sign-in dialog', () => {
  it('offers each provider as a link to its sign-in in the page language, the test provider marked as such', async () => {
    renderInSite(<SignInFlow getCaptchaToken={noCaptcha} />, { path: '/ru/login?return=%2Fru%2Finformation%2Frules' });
    const section = await screen.findByRole('region', { name: ru('social_sign_in_with') });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([`${socialPaths.start}?provider=google&lang=ru`, `${socialPaths.start}?provider=local&lang=ru`]);
    expect(links[0]?.textContent).toBe(`G${ru('social_provider_link', { name: 'Google' })}`);
    expect(links[1]?.textContent).toContain(ru('social_local_note'));
    // The page to come back to survives the trip to the provider.
    fireEvent.click(links[1] as HTMLElement);
    expect(readPreference(getAppStorage(), 'returnUrl')).toBe('/ru/information/rules');
  });

  it('draws Telegram with its own widget, sent back in the page language; the test Telegram is a link', async () => {
    providers = [
      { id: 'telegram', name: 'Telegram', widget: { bot: 'goalbet_login_bot', authUrl: 'http://goalbet.localhost:3000/web-api/socauth/telegram?provider=telegram' } },
      { id: 'localtelegram', name: 'Local Telegram' },
    ];
    renderInSite(<SignInFlow getCaptchaToken={noCaptcha} />, { path: '/ru/login?return=%2Fru%2Fline' });
    const section = await screen.findByRole('region', { name: ru('social_sign_in_with') });
    const script = section.querySelector('[data-provider="telegram"] script');
    expect(script?.getAttribute('src')).toBe('https://telegram.org/js/telegram-widget.js?22');
    expect(script?.getAttribute('data-telegram-login')).toBe('goalbet_login_bot');
    expect(script?.getAttribute('data-auth-url')).toBe('http://goalbet.localhost:3000/web-api/socauth/telegram?provider=telegram&lang=ru');
    expect(script?.getAttribute('data-request-access')).toBe('write');
    // Its click happens in Telegram's frame: the page to come back to is kept at once.
    expect(readPreference(getAppStorage(), 'returnUrl')).toBe('/ru/line');
    const [local] = within(section).getAllByRole('link');
    expect(local?.getAttribute('href')).toBe(`${socialPaths.start}?provider=localtelegram&lang=ru`);
    expect(local?.textContent).toContain(ru('social_local_telegram_note'));
  });

  it('names the plain OAuth 2.0 providers in the page language with their own marks, or as the brand named them', async () => {
    providers = [
      { id: 'yandex', name: 'Yandex ID' },
      { id: 'vk', name: 'VK ID' },
      { id: 'mailru', name: 'Mail.ru' },
      { id: 'discord', name: 'Our Discord', brandNamed: true },
    ];
    renderInSite(<SignInFlow getCaptchaToken={noCaptcha} />, { path: '/ru/login' });
    const section = await screen.findByRole('region', { name: ru('social_sign_in_with') });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      ['yandex', 'vk', 'mailru', 'discord'].map((id) => `${socialPaths.start}?provider=${id}&lang=ru`),
    );
    expect(links.map((link) => link.textContent)).toEqual([
      `Я${ru('social_sign_in_yandex')}`,
      `VK${ru('social_sign_in_vk')}`,
      `@${ru('social_sign_in_mailru')}`,
      `D${ru('social_provider_link', { name: 'Our Discord' })}`,
    ]);
    expect(ru('social_sign_in_yandex')).toBe('Войти через Яндекс ID');
    // The mark is decoration in the provider's colours; the link's text is its name.
    const mark = links[0]?.querySelector('[data-mark="yandex"]');
    expect(mark?.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows nothing of it where the brand has no provider', async () => {
    providers = [];
    renderInSite(<SignInFlow getCaptchaToken={noCaptcha} />, { path: '/ru/login' });
    await screen.findByLabelText(ru('identity_field_login'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.hits(socialPaths.rights)).toBe(1);
    expect(screen.queryByRole('region', { name: ru('social_sign_in_with') })).toBeNull();
  });
});

describe('social registration (soc_reg) in the registration dialog', () => {
  it('its tab lists the providers with what registering through them means', async () => {
    openRegistration('soc_reg');
    expect(screen.getByRole('tab', { name: ru('identity_reg_type_soc_reg') }).getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText(ru('social_register_lead'))).toBeTruthy();
    expect(within(panel).getByText(ru('social_register_terms', { age: 18 }))).toBeTruthy();
    const local = await within(panel).findByRole('link', { name: new RegExp(ru('social_provider_link', { name: 'Local ID' })) });
    expect(local.getAttribute('href')).toBe(`${socialPaths.start}?provider=local&lang=ru`);
    expect(within(panel).queryByRole('button', { name: ru('identity_register_submit') })).toBeNull();
  });

  it('says when the brand offers no provider now, and when the list could not be read, with a retry', async () => {
    providers = [];
    const first = openRegistration('soc_reg');
    await screen.findByText(ru('social_providers_none'));
    first.unmount();

    server.route(socialPaths.rights, (_request, response) => sendJson(response, 500, { success: false, error: { id: 'internal', message: 'Server error' } }));
    openRegistration('soc_reg');
    await screen.findByText(ru('social_providers_failed'));
    server.route(socialPaths.rights, (_request, response) => sendJson(response, 200, { success: true, data: { providers: [{ id: 'local', name: 'Local ID' }] } }));
    fireEvent.click(screen.getByRole('button', { name: ru('identity_retry') }));
    await screen.findByRole('link', { name: new RegExp(ru('social_provider_link', { name: 'Local ID' })) });
  });
});
