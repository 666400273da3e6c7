import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sendJson } from '../../../shared/http/test-http-server';
import { ru } from '../../../shared/ui/test-utils';
import { noCaptcha } from '../captcha-token';
import { identityPaths } from '../identity-api';
import { lastBody, renderInSite, serveTestApi, testCountries } from '../test-harness';
import { RegistrationFlow } from './registration-flow';

const server = serveTestApi('csrf-1');

function open(regType?: string) {
  const path = `/ru/registration${regType ? `/${regType}` : ''}?return=%2Fru%2Finformation%2Fabout`;
  return renderInSite(
    <RegistrationFlow regType={regType} countries={testCountries} countriesFailed={false} onRetryCountries={() => undefined} getCaptchaToken={noCaptcha} />,
    { path },
  );
}

const register = () => fireEvent.click(screen.getByRole('button', { name: ru('identity_register_submit') }));
const confirmAll = () => {
  fireEvent.click(screen.getByLabelText(ru('identity_age_confirm', { age: 18 })));
  fireEvent.click(screen.getByLabelText(ru('identity_terms_accept')));
};

describe('registration (issue 3: the brand types, its field order and required flags)', () => {
  it('offers the brand types in its order as tabs', () => {
    open();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      ru('identity_reg_type_fast_reg'),
      ru('identity_reg_type_soc_reg'),
      ru('identity_reg_type_phone_reg'),
      ru('identity_reg_type_full_reg'),
    ]);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tabs[0]?.id);
  });

  it('shows the e-mail form in the brand order, marking what may stay empty', () => {
    const { container } = open('full_reg');
    const names = [...container.querySelectorAll('form [name]')].map((element) => element.getAttribute('name'));
    expect(names).toEqual(['email', 'password', 'password_confirmation', 'first_name', 'last_name', 'birth_date', 'country_id', 'currency', 'promo_code', 'age_confirmed', 'terms_accepted']);
    expect(screen.getByLabelText(ru('identity_field_email')).hasAttribute('required')).toBe(true);
    const lastName = screen.getByLabelText(new RegExp(ru('identity_field_last_name')));
    expect(lastName.hasAttribute('required')).toBe(false);
    expect(container.querySelector(`label[for="${lastName.id}"]`)?.textContent).toContain(ru('identity_field_optional'));
  });

  it('sets the chosen country’s currency where the brand takes it, until the player picks a currency', async () => {
    renderInSite(<RegistrationFlow regType="full_reg" countries={testCountries} countriesFailed={false} onRetryCountries={() => undefined} getCaptchaToken={noCaptcha} />, {
      path: '/ru/registration/full_reg',
      site: { currencies: ['USD', 'RUB', 'KZT'], defaultCurrency: 'USD' },
    });
    const country = screen.getByLabelText(new RegExp(ru('identity_field_country_id'))) as HTMLSelectElement;
    const currency = screen.getByLabelText(new RegExp(ru('identity_field_currency'))) as HTMLSelectElement;
    // The visitor's geo (Russia) at first.
    await waitFor(() => expect(currency.value).toBe('RUB'));
    fireEvent.change(country, { target: { value: '398' } });
    await waitFor(() => expect(currency.value).toBe('KZT'));
    fireEvent.change(country, { target: { value: '' } });
    await waitFor(() => expect(currency.value).toBe('USD'));
    // A currency the player chose stays whatever the country.
    fireEvent.change(currency, { target: { value: 'RUB' } });
    fireEvent.blur(currency);
    fireEvent.change(country, { target: { value: '398' } });
    await waitFor(() => expect(country.value).toBe('398'));
    expect(currency.value).toBe('RUB');
  });

  it('checks the form before sending: errors on the fields, focus on the first, nothing sent', async () => {
    open('full_reg');
    fireEvent.change(screen.getByLabelText(ru('identity_field_birth_date')), { target: { value: '2015-01-01' } });
    register();
    await screen.findByText(ru('validation_required', { field: ru('identity_field_email') }));
    expect(screen.getByText(ru('validation_minimum_age', { age: 18 }))).toBeTruthy();
    expect(screen.getByText(ru('registration_confirm_age'))).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(ru('identity_field_email')));
    expect(server.received).toHaveLength(0);
  });

  it("puts the server's field messages on their fields", async () => {
    server.route(identityPaths.registration, (_request, response) =>
      sendJson(response, 400, { success: false, error: { id: 'validation', message: 'Validation failed', errors: { email: ['registration_email_taken'] } } }),
    );
    open('full_reg');
    fireEvent.change(screen.getByLabelText(ru('identity_field_email')), { target: { value: 'Ana@Example.com' } });
    fireEvent.change(screen.getByLabelText(ru('identity_field_password')), { target: { value: 'Secret-2024' } });
    fireEvent.change(screen.getByLabelText(ru('identity_field_password_confirmation')), { target: { value: 'Secret-2024' } });
    fireEvent.change(screen.getByLabelText(ru('identity_field_first_name')), { target: { value: 'Ана' } });
    fireEvent.change(screen.getByLabelText(ru('identity_field_birth_date')), { target: { value: '1990-05-05' } });
    confirmAll();
    register();
    await screen.findByText(ru('registration_email_taken'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(ru('identity_field_email'))));
    expect(lastBody(server, identityPaths.registration)).toMatchObject({
      type: 'full_reg',
      email: 'ana@example.com',
      password: { encoding: 'base64', value: Buffer.from('Secret-2024').toString('base64') },
      birth_date: '1990-05-05',
      country_id: 643,
      currency: 'RUB',
      age_confirmed: true,
      terms_accepted: true,
      lang: 'ru',
    });
  });

  it('one click: the credentials once, then "I saved them" tells the server and goes back', async () => {
    server.route(identityPaths.registration, (_request, response) =>
      sendJson(response, 200, { success: true, data: { userId: 100000009, login: '100000009', password: 'Xy7pQ2mK9a', currency: 'RUB', email: null, phone: null, csrfToken: 'csrf-1' } }),
    );
    server.route(identityPaths.storeCredentials, (_request, response) => sendJson(response, 200, { success: true, data: { credentialsSaved: true } }));
    const { router } = open();
    confirmAll();
    register();
    const dialog = await screen.findByRole('dialog', { name: ru('identity_credentials_title') });
    expect(within(dialog).getByTestId('credentials-login').textContent).toBe('100000009');
    expect(within(dialog).getByTestId('credentials-password').textContent).toBe('Xy7pQ2mK9a');
    // The details must be kept first: the dialog cannot be closed.
    expect(within(dialog).queryByRole('button', { name: ru('ui_close') })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: ru('identity_credentials_saved') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ru/information/about'));
    const stored = server.received.find((request) => request.url === identityPaths.storeCredentials);
    expect(JSON.parse(stored?.body ?? '')).toEqual({ method: 'copied' });
    expect(stored?.headers['x-csrf-token']).toBe('csrf-1');
  });

  it('one click: sends the credentials by e-mail with the password', async () => {
    server.route(identityPaths.registration, (_request, response) =>
      sendJson(response, 200, { success: true, data: { userId: 100000010, login: '100000010', password: 'Pw9aPw9aPw', currency: 'RUB', email: null, phone: null, csrfToken: 'csrf-1' } }),
    );
    server.route(identityPaths.storeCredentials, (_request, response) => sendJson(response, 200, { success: true, data: { credentialsSaved: true } }));
    open();
    confirmAll();
    register();
    const dialog = await screen.findByRole('dialog', { name: ru('identity_credentials_title') });
    fireEvent.click(within(dialog).getByRole('button', { name: ru('identity_credentials_send_email') }));
    fireEvent.change(within(dialog).getByLabelText(ru('identity_field_email')), { target: { value: 'me@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: ru('identity_credentials_email_submit') }));
    await within(dialog).findByText(ru('identity_credentials_email_sent', { email: 'me@example.com' }));
    expect(lastBody(server, identityPaths.storeCredentials)).toEqual({
      method: 'email',
      email: 'me@example.com',
      password: { encoding: 'base64', value: Buffer.from('Pw9aPw9aPw').toString('base64') },
    });
  });
});
