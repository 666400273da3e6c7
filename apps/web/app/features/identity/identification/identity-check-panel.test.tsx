import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { identificationPaths, type IdentificationConfig, type IdentificationState } from '@stavka/contract/identification';
import { identityCheckPaths as paths, identityCheckSessionPath, type IdentityCheck } from '@stavka/contract/identity-checks';
import { sendJson, startTestServer, type TestServer } from '../../../shared/http/test-http-server';
import { ru } from '../../../shared/ui/test-utils';
import { pointPageAt, renderInSite, testViewer } from '../test-harness';
import { VerificationPage } from './identification-page';

// The Smart-ID check on the verification screen (decision 0044): the brand's methods beside
// document upload; the personal code asked and the server's refusal said on the field; then the
// verification code shown while the page asks the check's status, until it says verified or why not.

let server: TestServer;
let state: IdentificationState;
let statuses: IdentityCheck[];
let startAnswer: { status: number; body: unknown };

const config: IdentificationConfig = { documentTypes: ['passport'], mediaTypes: ['image/png'], maxFileBytes: 1024, maxFiles: 4 };
const none: IdentificationState = {
  status: 'none',
  method: null,
  reason: null,
  documentType: null,
  submittedAt: null,
  reviewedAt: null,
  documents: [],
};
const pending: IdentityCheck = {
  id: 7,
  kind: 'smart_id',
  state: 'pending',
  verificationCode: '4117',
  reason: null,
  pageUrl: 'http://localhost:3000/local-eid/0b8f6c9e-3a51-4a0e-9d7a-0c1d2e3f4a5b',
  startedAt: '2030-01-02T10:00:00.000Z',
  finishedAt: null,
};

beforeAll(async () => {
  server = await startTestServer();
  server.route(identificationPaths.config, (_request, response) => sendJson(response, 200, { success: true, data: config }));
  server.route(identificationPaths.status, (_request, response) => sendJson(response, 200, { success: true, data: state }));
  server.route(paths.methods, (_request, response) =>
    sendJson(response, 200, { success: true, data: { methods: ['smart_id', 'mobile_id'] } }),
  );
  server.route(paths.smartId, (_request, response) => sendJson(response, startAnswer.status, startAnswer.body));
  server.route(identityCheckSessionPath(7), (_request, response) =>
    sendJson(response, 200, { success: true, data: statuses.length > 1 ? statuses.shift() : statuses[0] }),
  );
});
beforeAll(() => {
  // The selfie check the player comes back from (`?check=9`).
  const ended: IdentityCheck = {
    ...pending,
    id: 9,
    kind: 'liveness',
    state: 'failed',
    reason: 'FACE_NOT_MATCHED',
    verificationCode: null,
    pageUrl: null,
  };
  server.route(identityCheckSessionPath(9), (_request, response) => sendJson(response, 200, { success: true, data: ended }));
});
afterAll(() => server.close());
beforeEach(() => {
  pointPageAt(server);
  server.received.length = 0;
  document.cookie = 'csrf_token=csrf-1; path=/';
  state = none;
  startAnswer = { status: 200, body: { success: true, data: pending } };
});

const starts = () => server.received.filter((request) => request.url === paths.smartId);
const start = () => fireEvent.click(screen.getByRole('button', { name: ru('identity_check_start', { method: 'Smart-ID' }) }));

describe('the Smart-ID check on the verification screen', () => {
  it('asks the personal code, shows the code to compare, waits, and says the player is verified', async () => {
    statuses = [pending, { ...pending, state: 'passed', pageUrl: null, finishedAt: '2030-01-02T10:00:30.000Z' }];
    renderInSite(<VerificationPage />, { viewer: testViewer, path: '/ru/office/account/verification' });
    expect(await screen.findByRole('heading', { name: ru('identity_check_title') })).toBeTruthy();
    expect((screen.getByLabelText(ru('identity_check_method_label')) as HTMLSelectElement).value).toBe('smart_id');

    // The server's refusal is said on its field.
    startAnswer = {
      status: 400,
      body: {
        success: false,
        error: { id: 'validation', message: 'Validation failed', errors: { personal_code: ['identity_check_personal_code'] } },
      },
    };
    start();
    expect(await screen.findByText(ru('identity_check_personal_code'))).toBeTruthy();
    expect(screen.getByLabelText(ru('identity_check_personal_code_label'), { exact: false }).getAttribute('aria-invalid')).toBe('true');

    startAnswer = { status: 200, body: { success: true, data: pending } };
    fireEvent.change(screen.getByLabelText(ru('identity_check_country_label')), { target: { value: 'LT' } });
    fireEvent.change(screen.getByLabelText(ru('identity_check_personal_code_label'), { exact: false }), {
      target: { value: '30303039914' },
    });
    start();
    expect((await screen.findByTestId('identity-check-code')).textContent).toBe('4117');
    expect(JSON.parse(starts().at(-1)!.body)).toEqual({ country: 'LT', personal_code: '30303039914' });
    expect(screen.getByRole('status').textContent).toBe(ru('identity_check_waiting'));
    expect(screen.getByRole('link', { name: ru('identity_check_open_local_app') }).getAttribute('href')).toBe(pending.pageUrl);

    state = {
      ...none,
      status: 'verified',
      method: 'smart_id',
      reviewedAt: '2030-01-02T10:00:30.000Z',
      submittedAt: '2030-01-02T10:00:30.000Z',
    };
    expect(await screen.findByText(ru('identity_check_passed'), {}, { timeout: 8000 })).toBeTruthy();
    // The screen reads the player's status again: verified, with the method.
    await waitFor(() => expect(screen.getByTestId('identification-status').getAttribute('data-status')).toBe('verified'));
    expect(server.hits(identityCheckSessionPath(7))).toBeGreaterThanOrEqual(2);
  }, 15_000);

  it('says why a refused check failed, and starts over on request', async () => {
    statuses = [{ ...pending, state: 'failed', reason: 'USER_REFUSED', pageUrl: null, finishedAt: '2030-01-02T10:00:10.000Z' }];
    renderInSite(<VerificationPage />, { viewer: testViewer, path: '/ru/office/account/verification' });
    fireEvent.change(await screen.findByLabelText(ru('identity_check_personal_code_label'), { exact: false }), {
      target: { value: '30303039914' },
    });
    start();
    expect(
      await screen.findByText(ru('identity_check_failed', { reason: ru('identity_check_reason_user_refused') }), {}, { timeout: 6000 }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: ru('identity_check_try_again') }));
    expect(await screen.findByRole('button', { name: ru('identity_check_start', { method: 'Smart-ID' }) })).toBeTruthy();
  }, 10_000);

  it('shows the result of a selfie check on the way back from the provider’s page', async () => {
    renderInSite(<VerificationPage />, { viewer: testViewer, path: '/ru/office/account/verification?check=9' });
    expect(await screen.findByText(ru('identity_check_failed', { reason: ru('identity_check_reason_face_not_matched') }))).toBeTruthy();
    expect(server.hits(identityCheckSessionPath(9))).toBe(1);
  });
});
