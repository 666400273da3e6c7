import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type IdentificationConfig, identificationPaths as paths, type IdentificationState } from '@stavka/contract/identification';
import { sendJson, startTestServer, type TestServer } from '../../../shared/http/test-http-server';
import { ru } from '../../../shared/ui/test-utils';
import { pointPageAt, renderInSite, testViewer } from '../test-harness';
import { IdentificationPage, VerificationPage } from './identification-page';

// office_account_identification and office_account_verification (issue 13): the status in words
// (with the reason of a rejection), what to upload, a labelled file field checked before sending,
// the upload as multipart with its progress in words, and the server's refusals on the field.

let server: TestServer;
let state: IdentificationState;
let answer: { status: number; body: unknown; delayMs?: number };

const config: IdentificationConfig = {
  documentTypes: ['passport', 'id_card', 'driving_licence', 'residence_permit'],
  mediaTypes: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
  maxFileBytes: 1024 * 1024,
  maxFiles: 4,
};
const none: IdentificationState = { status: 'none', method: null, reason: null, documentType: null, submittedAt: null, reviewedAt: null, documents: [] };
const pending: IdentificationState = {
  status: 'pending',
  method: 'documents',
  reason: null,
  documentType: 'id_card',
  submittedAt: '2030-01-02T10:00:00.000Z',
  reviewedAt: null,
  documents: [{ id: 11, mediaType: 'image/png', size: 2048, uploadedAt: '2030-01-02T10:00:00.000Z' }],
};

beforeAll(async () => {
  server = await startTestServer();
  server.route(paths.config, (_request, response) => sendJson(response, 200, { success: true, data: config }));
  server.route(paths.status, (_request, response) => sendJson(response, 200, { success: true, data: state }));
  server.route(paths.data, (_request, response) => {
    setTimeout(() => sendJson(response, answer.status, answer.body), answer.delayMs ?? 0);
  });
});
afterAll(() => server.close());
beforeEach(() => {
  pointPageAt(server);
  server.received.length = 0;
  document.cookie = 'csrf_token=csrf-1; path=/';
  state = none;
  answer = { status: 200, body: { success: true, data: pending } };
});

const uploads = () => server.received.filter((request) => request.url === paths.data);
const png = (name = 'passport.png', size = 300) => new File([new Uint8Array(size)], name, { type: 'image/png' });

function choose(...files: File[]) {
  const input = screen.getByLabelText(ru('identification_files_label'));
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  fireEvent.change(input);
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: ru('identification_submit') }));

describe('the identification screen', () => {
  it('says nothing is uploaded, checks the files before sending, then uploads and shows the check pending', async () => {
    renderInSite(<IdentificationPage />, { viewer: testViewer, path: '/ru/office/account/identification' });
    await screen.findByText(ru('identification_status_none'));
    expect(screen.getByText(ru('identification_what_title'))).toBeTruthy();
    const input = screen.getByLabelText(ru('identification_files_label')) as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toContain('application/pdf');

    submit();
    expect(await screen.findByText(ru('identification_error_file_required'))).toBeTruthy();
    expect(document.activeElement).toBe(input);
    choose(png('huge.png', 2 * 1024 * 1024));
    submit();
    expect(await screen.findByText(ru('identification_error_file_too_large', { name: 'huge.png', size: '1 МБ' }))).toBeTruthy();
    choose(new File(['#!/bin/sh'], 'run.sh', { type: 'application/x-sh' }));
    submit();
    expect(await screen.findByText(ru('identification_error_file_type', { name: 'run.sh' }))).toBeTruthy();
    expect(uploads()).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(ru('identification_document_type_label')), { target: { value: 'id_card' } });
    choose(png('front.png'), png('back.png'));
    expect(screen.getByText(ru('identification_files_chosen', { count: 2 }))).toBeTruthy();
    answer = { ...answer, delayMs: 150 };
    submit();
    expect(await screen.findByText(ru('identification_uploading', { count: 2 }))).toBeTruthy();
    expect(await screen.findByText(ru('identification_uploaded'))).toBeTruthy();
    expect(screen.getByTestId('identification-status').getAttribute('data-status')).toBe('pending');
    expect(screen.getByText(ru('identification_status_pending'))).toBeTruthy();
    expect(screen.queryByLabelText(ru('identification_files_label'))).toBeNull();

    const [sent] = uploads();
    expect(sent?.method).toBe('POST');
    expect(sent?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent?.headers['x-csrf-token']).toBe('csrf-1');
    expect(sent?.body).toContain('name="document_type"\r\n\r\nid_card');
    expect(sent?.body.match(/name="files"; filename="(front|back)\.png"/g)).toHaveLength(2);
  });

  it('shows the reason of a rejection, takes files again, and says what the server refused', async () => {
    state = { ...pending, status: 'rejected', reason: 'Фото размыто', reviewedAt: '2030-01-03T10:00:00.000Z' };
    answer = { status: 415, body: { success: false, error: { id: 'unsupported_media_type', message: 'no', errors: { files: ['identification_file_type'] } } } };
    renderInSite(<IdentificationPage />, { viewer: testViewer, path: '/ru/office/account/identification' });
    await screen.findByText(ru('identification_status_rejected'));
    expect(screen.getByTestId('identification-status').textContent).toContain('Фото размыто');
    choose(png('renamed.png'));
    submit();
    expect(await screen.findByText(ru('identification_error_any_type'))).toBeTruthy();
    const input = screen.getByLabelText(ru('identification_files_label'));
    expect(input.getAttribute('aria-invalid')).toBe('true');

    answer = { status: 409, body: { success: false, error: { id: 'conflict', message: 'no', errors: { files: ['identification_already_pending'] } } } };
    submit();
    expect(await screen.findByText(ru('identification_error_already_pending'))).toBeTruthy();
  });
});

describe('the verification screen', () => {
  it('shows a verified check and its files, with no way to upload', async () => {
    state = { ...pending, status: 'verified', reviewedAt: '2030-01-03T10:00:00.000Z' };
    renderInSite(<VerificationPage />, { viewer: testViewer, path: '/ru/office/account/verification' });
    await screen.findByText(ru('identification_status_verified'));
    expect(screen.getByText(ru('identification_document_type_of', { type: ru('identification_document_type_id_card') }))).toBeTruthy();
    expect(screen.getByText(ru('identification_document_item', { number: 1, type: ru('identification_media_png'), size: '2 кБ' }))).toBeTruthy();
    expect(screen.getByRole('link', { name: ru('identification_document_open', { number: 1 }) }).getAttribute('href')).toBe('/web-api/identification/document/11');
    expect(screen.queryByRole('link', { name: ru('identification_go_upload_again') })).toBeNull();
  });

  it('leads a rejected player to upload again, with the reason in view', async () => {
    state = { ...pending, status: 'rejected', reason: 'Срок действия истёк', reviewedAt: '2030-01-03T10:00:00.000Z' };
    renderInSite(<VerificationPage />, { viewer: testViewer, path: '/ru/office/account/verification' });
    await screen.findByText(ru('identification_status_rejected'));
    expect(screen.getByText('Срок действия истёк')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('link', { name: ru('identification_go_upload_again') }).getAttribute('href')).toBe('/ru/office/account/identification'));
  });
});
