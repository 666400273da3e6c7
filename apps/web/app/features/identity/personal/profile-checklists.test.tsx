import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AccountData, accountPaths } from '@stavka/contract/account';
import { type IdentificationConfig, identificationPaths, type IdentificationState } from '@stavka/contract/identification';
import { sendJson, startTestServer, type TestServer } from '../../../shared/http/test-http-server';
import { ru } from '../../../shared/ui/test-utils';
import { IdentificationWelcomePage } from '../identification/identification-welcome-page';
import { blankAccount } from './blank-account';
import { pointPageAt, renderInSite, testViewer } from '../test-harness';
import { ClarifyDataPage } from './clarify-data-page';

// office_clarify_data and office_identification_welcome (issue 13): each step with its state as
// the server keeps it (the account data, the identity check) and the way to the screen that does
// it; nothing left to do once everything is filled and the identity confirmed.

let server: TestServer;
let account: AccountData;
let state: IdentificationState;

const config: IdentificationConfig = {
  documentTypes: ['passport', 'driving_licence'],
  mediaTypes: ['image/jpeg', 'application/pdf'],
  maxFileBytes: 1024 * 1024,
  maxFiles: 4,
};
const filled = {
  first_name: 'Анна',
  last_name: 'Петрова',
  middle_name: null,
  birth_date: '1990-04-12',
  region: { id: 77, name: 'Москва' },
  city: { id: 1, name: 'Москва' },
  address: 'ул. Тверская, 1',
  postcode: '125009',
  document: { type: 'passport' as const, document_number: '4510 123456', document_issue_date: '2015-05-20', document_expiry_date: null, document_issuer: 'ОВД' },
};

beforeAll(async () => {
  server = await startTestServer();
  server.route(accountPaths.get, (_request, response) => sendJson(response, 200, { success: true, data: account }));
  server.route(identificationPaths.config, (_request, response) => sendJson(response, 200, { success: true, data: config }));
  server.route(identificationPaths.status, (_request, response) => sendJson(response, 200, { success: true, data: state }));
});
afterAll(() => server.close());
beforeEach(() => {
  pointPageAt(server);
  account = blankAccount();
  state = { status: 'none', method: null, reason: null, documentType: null, submittedAt: null, reviewedAt: null, documents: [] };
});

const step = (id: string) => document.querySelector(`[data-step="${id}"]`) as HTMLElement;

describe('the details payouts need (clarify data)', () => {
  it('shows what is missing, each with the way to fill it in', async () => {
    renderInSite(<ClarifyDataPage />, { viewer: testViewer, path: '/ru/office/account/clarify' });
    expect((await screen.findByTestId('clarify-state')).textContent).toBe(ru('clarify_incomplete'));
    for (const id of ['name', 'address', 'document']) {
      expect(step(id).dataset['done']).toBe('false');
      expect(within(step(id)).getByRole('link').getAttribute('href')).toBe('/ru/office/account/edit');
    }
    expect(within(step('identity')).getByText(`${ru('identification_status_none')}.`)).toBeTruthy();
    expect(within(step('identity')).getByRole('link', { name: new RegExp(ru('clarify_identity_start')) }).getAttribute('href')).toBe('/ru/office/account/identification/welcome');
  });

  it('shows what is kept once filled, and that nothing is left when the identity is confirmed', async () => {
    account = { ...account, ...filled };
    state = { ...state, status: 'verified', documentType: 'passport', submittedAt: '2030-01-02T10:00:00.000Z', reviewedAt: '2030-01-03T10:00:00.000Z' };
    renderInSite(<ClarifyDataPage />, { viewer: testViewer, path: '/ru/office/account/clarify' });
    expect((await screen.findByTestId('clarify-state')).textContent).toBe(ru('clarify_complete'));
    expect(within(step('name')).getByText(/^Петрова Анна, /)).toBeTruthy();
    expect(within(step('address')).getByText('ул. Тверская, 1, Москва, Москва, 125009')).toBeTruthy();
    expect(within(step('document')).getByText(ru('clarify_step_document_done', { type: ru('account_document_type_passport'), number: '4510 123456' }))).toBeTruthy();
    for (const id of ['name', 'address', 'document', 'identity']) {
      expect(step(id).dataset['done']).toBe('true');
      expect(within(step(id)).queryByRole('link')).toBeNull();
    }
  });
});

describe('the start of identification (welcome)', () => {
  it("says what the check needs — the brand's documents and formats — and leads to the upload", async () => {
    renderInSite(<IdentificationWelcomePage />, { viewer: testViewer, path: '/ru/office/account/identification/welcome' });
    await screen.findByRole('heading', { name: ru('identification_welcome_step_upload') });
    const types = `${ru('identification_document_type_passport')}, ${ru('identification_document_type_driving_licence')}`;
    expect(within(step('upload')).getByText(ru('identification_welcome_upload_todo', { types }))).toBeTruthy();
    expect(within(step('upload')).getByRole('link').getAttribute('href')).toBe('/ru/office/account/identification');
    expect(within(step('review')).getByText(ru('identification_welcome_review_todo'))).toBeTruthy();
    expect(screen.getByRole('heading', { name: ru('identification_what_title') })).toBeTruthy();
    expect(step('name').dataset['done']).toBe('false');
  });

  it('follows a check that waits, then one rejected with its reason', async () => {
    state = { ...state, status: 'pending', documentType: 'passport', submittedAt: '2030-01-02T10:00:00.000Z' };
    const { unmount } = renderInSite(<IdentificationWelcomePage />, { viewer: testViewer, path: '/ru/office/account/identification/welcome' });
    await screen.findByRole('heading', { name: ru('identification_welcome_step_review') });
    expect(step('upload').dataset['done']).toBe('true');
    expect(within(step('review')).getByText(ru('identification_welcome_review_pending'))).toBeTruthy();
    expect(within(step('review')).getByRole('link').getAttribute('href')).toBe('/ru/office/account/verification');
    expect(screen.queryByRole('heading', { name: ru('identification_what_title') })).toBeNull();
    unmount();

    state = { ...state, status: 'rejected', reason: 'Фото нечёткое' };
    renderInSite(<IdentificationWelcomePage />, { viewer: testViewer, path: '/ru/office/account/identification/welcome' });
    await screen.findByRole('heading', { name: ru('identification_welcome_step_upload') });
    expect(within(step('upload')).getByText(/Фото нечёткое/)).toBeTruthy();
    expect(within(step('upload')).getByRole('link', { name: new RegExp(ru('identification_go_upload_again')) })).toBeTruthy();
  });
});
