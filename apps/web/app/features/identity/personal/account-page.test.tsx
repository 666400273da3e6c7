import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AccountData, accountPaths as paths, documentTypes, requiredDocumentFields } from '@stavka/contract/account';
import { sendJson, startTestServer, type TestServer } from '../../../shared/http/test-http-server';
import { ru } from '../../../shared/ui/test-utils';
import { pointPageAt, renderInSite, testViewer } from '../test-harness';
import { AccountPage } from './account-page';

// office_account (issue 13 "Account"): the data as kept, what is missing said so, the document with
// the fields of its type, and the way to the edit screen.

let server: TestServer;
let account: AccountData;

beforeAll(async () => {
  server = await startTestServer();
  server.route(paths.get, (_request, response) => sendJson(response, 200, { success: true, data: account }));
});
afterAll(() => server.close());
beforeEach(() => {
  pointPageAt(server);
  account = {
    id: 100000005,
    email: 'ana@example.com',
    phone: '79161234567',
    first_name: 'Анна',
    last_name: 'Петрова',
    middle_name: null,
    birth_date: '1990-04-12',
    country: { id: 643, name: 'Россия' },
    region: { id: 643006, name: 'Республика Татарстан' },
    city: { id: 64300601, name: 'Казань' },
    address: 'ул. Баумана, 5',
    postcode: null,
    document: {
      type: 'passport',
      document_number: '4510 123456',
      document_issue_date: '2010-05-05',
      document_expiry_date: null,
      document_issuer: 'ОВД Вахитовского района',
    },
    locked: ['first_name', 'last_name', 'birth_date'],
    documentTypes: documentTypes.map((type) => ({ type, required: [...requiredDocumentFields[type]] })),
  };
});

describe('the account screen', () => {
  it('shows the kept data, says what is not given, and links to the edit screen', async () => {
    renderInSite(<AccountPage />, { viewer: testViewer, path: '/ru/office/account' });
    const personal = await screen.findByRole('region', { name: ru('account_section_personal') });
    expect(within(personal).getByText('100000005')).toBeTruthy();
    expect(screen.getByTestId('account-first-name').textContent).toBe('Анна');
    expect(within(personal).getByText('12 апреля 1990 г.')).toBeTruthy();
    expect(within(personal).getByText(ru('account_not_filled'))).toBeTruthy();
    expect(screen.getByText('+79161234567')).toBeTruthy();
    expect(screen.getByRole('link', { name: ru('phone_change_link') }).getAttribute('href')).toBe('/ru/office/security/phone/change');
    expect(screen.getByRole('link', { name: ru('email_change_link') }).getAttribute('href')).toBe('/ru/office/security/email/change');
    expect(screen.getByTestId('account-city').textContent).toBe('Казань');
    const document = screen.getByRole('region', { name: ru('account_section_document') });
    expect(within(document).getByText(ru('account_document_type_passport'))).toBeTruthy();
    expect(within(document).getByText('ОВД Вахитовского района')).toBeTruthy();
    expect(within(document).queryByText(ru('account_document_expiry_date'))).toBeNull();
    expect(screen.getByTestId('account-edit-link').getAttribute('href')).toBe('/ru/office/account/edit');
  });
});
