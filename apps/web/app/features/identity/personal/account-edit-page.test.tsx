import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AccountData, accountPaths as paths } from '@stavka/contract/account';
import { sendJson, startTestServer, type TestServer } from '../../../shared/http/test-http-server';
import { ru } from '../../../shared/ui/test-utils';
import { lastBody, pointPageAt, renderInSite, testViewer } from '../test-harness';
import { blankAccount } from './blank-account';
import { AccountEditPage } from './account-edit-page';

// office_account_edit (issue 13 "Account"): the form shows the fields that may change and the
// locked ones as read-only text, sends only what changed, lists the cities of the region chosen,
// asks the fields of the document type chosen, and puts the server's refusals on their fields.

let server: TestServer;
let account: AccountData;
let answer: { status: number; body: unknown };

const blank: AccountData = blankAccount();

beforeAll(async () => {
  server = await startTestServer();
  server.route(paths.get, (_request, response) => sendJson(response, 200, { success: true, data: account }));
  server.route(paths.regions, (_request, response) =>
    sendJson(response, 200, {
      success: true,
      data: {
        regions: [
          { id: 643001, code: 'RU-MOW', name: 'Москва' },
          { id: 643006, code: 'RU-TA', name: 'Республика Татарстан' },
        ],
      },
    }),
  );
  server.route(paths.cities, (request, response) => {
    const regionId = new URL(request.url, 'http://x').searchParams.get('regionId');
    const cities = regionId === '643006' ? [{ id: 64300601, name: 'Казань' }] : [{ id: 64300101, name: 'Москва' }];
    sendJson(response, 200, { success: true, data: { cities } });
  });
  for (const path of [paths.saveFields, paths.saveDocument])
    server.route(path, (_request, response) => sendJson(response, answer.status, answer.body));
});
afterAll(() => server.close());
beforeEach(() => {
  pointPageAt(server);
  server.received.length = 0;
  document.cookie = 'csrf_token=csrf-1; path=/';
  account = blank;
  answer = { status: 200, body: { success: true, data: blank } };
});

type Key = Parameters<typeof ru>[0];
const field = (label: Key) => screen.getByLabelText(ru(label)) as HTMLInputElement;
const type = (label: Key, value: string) => fireEvent.change(field(label), { target: { value } });

async function open() {
  renderInSite(<AccountEditPage />, { viewer: testViewer, path: '/ru/office/account/edit' });
  await screen.findByLabelText(ru('account_last_name'));
}

describe('the account edit form', () => {
  it('sends the changed fields with a region and a city of it, and says they are saved', async () => {
    answer = {
      status: 200,
      body: { success: true, data: { ...blank, first_name: 'Анна', last_name: 'Петрова', locked: ['first_name', 'last_name'] } },
    };
    await open();
    type('account_last_name', 'Петрова');
    type('account_first_name', 'Анна');
    await screen.findByRole('option', { name: 'Республика Татарстан' });
    type('account_region', '643006');
    await screen.findByRole('option', { name: 'Казань' });
    type('account_city', '64300601');
    type('account_address', 'ул. Баумана, 5');
    fireEvent.click(screen.getByTestId('account-fields-submit'));
    await screen.findByText(ru('account_saved'));
    expect(lastBody(server, paths.saveFields)).toEqual({
      last_name: 'Петрова',
      first_name: 'Анна',
      region_id: 643006,
      city_id: 64300601,
      address: 'ул. Баумана, 5',
      lang: 'ru',
    });
    // The saved names are locked now: read-only, with the way to change them.
    await waitFor(() => expect(field('account_first_name').readOnly).toBe(true));
    expect(field('account_first_name').value).toBe('Анна');
  });

  it('shows locked fields read-only and never sends them', async () => {
    account = { ...blank, first_name: 'Иван', birth_date: '1985-01-01', locked: ['first_name', 'birth_date'] };
    await open();
    expect(field('account_first_name').readOnly).toBe(true);
    expect(field('account_birth_date').value).toBe('1 января 1985 г.');
    expect(screen.getAllByText(ru('account_locked_hint')).length).toBeGreaterThanOrEqual(2);
    type('account_postcode', '101000');
    fireEvent.click(screen.getByTestId('account-fields-submit'));
    await screen.findByText(ru('account_saved'));
    expect(lastBody(server, paths.saveFields)).toEqual({ postcode: '101000', lang: 'ru' });
  });

  it('shows the saved region and city chosen once their lists have come', async () => {
    account = { ...blank, region: { id: 643006, name: 'Республика Татарстан' }, city: { id: 64300601, name: 'Казань' } };
    await open();
    await screen.findByRole('option', { name: 'Казань' });
    await waitFor(() =>
      expect((screen.getByLabelText(ru('account_city')) as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Казань'),
    );
    expect((screen.getByLabelText(ru('account_region')) as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Республика Татарстан');
  });

  it("checks a field before sending, and puts the server's refusal on its field, focused", async () => {
    await open();
    type('account_first_name', 'R2D2');
    fireEvent.click(screen.getByTestId('account-fields-submit'));
    await screen.findByText(ru('password_available_symbols'));
    expect(server.received.filter((request) => request.url === paths.saveFields)).toHaveLength(0);

    answer = {
      status: 400,
      body: { success: false, error: { id: 'validation', message: 'Validation failed', errors: { first_name: ['account_field_locked'] } } },
    };
    type('account_first_name', 'Анна');
    fireEvent.click(screen.getByTestId('account-fields-submit'));
    await screen.findByText(ru('account_field_locked'));
    await waitFor(() => expect(document.activeElement).toBe(field('account_first_name')));
  });

  it('asks the fields of the document type chosen and sends only those', async () => {
    await open();
    fireEvent.click(screen.getByTestId('account-document-submit'));
    await screen.findByText(ru('account_document_type_unknown'));
    type('account_document_type', 'id_card');
    expect(screen.queryByLabelText(ru('account_document_issuer'))).toBeNull();
    type('account_document_number', 'ab 123456');
    type('account_document_issue_date', '2020-03-01');
    fireEvent.click(screen.getByTestId('account-document-submit'));
    await screen.findByText(ru('auth_required_field'));
    type('account_document_expiry_date', '2030-03-01');
    fireEvent.click(screen.getByTestId('account-document-submit'));
    await screen.findByText(ru('account_document_saved'));
    expect(lastBody(server, paths.saveDocument)).toEqual({
      document_type: 'id_card',
      document_number: 'ab 123456',
      document_issue_date: '2020-03-01',
      document_expiry_date: '2030-03-01',
      lang: 'ru',
    });
  });

  it('says the data is under check and offers no document form then', async () => {
    account = {
      ...blank,
      address: 'Невский, 1',
      locked: ['first_name', 'last_name', 'middle_name', 'birth_date', 'region_id', 'city_id', 'address', 'postcode', 'document'],
    };
    await open();
    expect(screen.getByText(ru('account_locked_check'))).toBeTruthy();
    expect(field('account_address').readOnly).toBe(true);
    expect(screen.queryByTestId('account-document-submit')).toBeNull();
  });
});
