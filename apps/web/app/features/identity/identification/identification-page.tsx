// office_account_identification and office_account_verification (issue 13 "Identification"): the
// player's identity check by documents. Both show the status in words (none, pending, verified,
// rejected with the operator's reason); identification says what to upload and takes the files
// while no check waits and none passed; verification lists what was sent and leads to the upload.
// The server checks the files again by their bytes; its refusals are said here in words.
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  identificationDocumentPath,
  type IdentificationConfig,
  type IdentificationDocumentType,
  type IdentificationMediaType,
  type IdentificationState,
} from '@stavka/contract/identification';
import { href } from '@stavka/contract/route-href';
import { formatDateTime } from '@stavka/i18n/format';
import type { ApiFailure } from '../../../shared/api-client';
import { AppLink } from '../../../shared/app-link';
import { useRootData } from '../../../shared/root-data';
import { Alert } from '../../../shared/ui/alerts';
import { Button } from '../../../shared/ui/button';
import { OfficeScreen, screenStatesFor } from '../../../shared/ui/office-screen';
import { FieldFrame } from '../fields/field-frame';
import { SelectField } from '../fields/select-field';
import { failureOf, usePlayerId } from '../two-factor/two-factor-queries';
import { identificationKeys, useIdentificationApi, useIdentificationScreen } from './identification-queries';
import { IdentityCheckPanel } from './identity-check-panel';
import styles from './identification.module.css';

function useFailureText(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => (failureOf(error)?.id === 'unauthorized' ? t('identity_session_expired') : t('identification_error_failed'));
}

const { ScreenState } = screenStatesFor(useFailureText);

const mediaKeys = {
  'image/jpeg': 'identification_media_jpeg',
  'image/png': 'identification_media_png',
  'image/webp': 'identification_media_webp',
  'application/pdf': 'identification_media_pdf',
} as const satisfies Record<IdentificationMediaType, string>;

const documentTypeKey = (type: IdentificationDocumentType) => `identification_document_type_${type}` as const;

/** A size for people: kilobytes below a megabyte, megabytes above, in the page's language. */
export function formatFileSize(bytes: number, lang: string): string {
  const megabytes = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(lang, { style: 'unit', unit: megabytes ? 'megabyte' : 'kilobyte', maximumFractionDigits: 1 }).format(bytes / (megabytes ? 1024 * 1024 : 1024));
}

export function IdentificationPage() {
  const { t } = useTranslation();
  const { site } = useRootData();
  const screen = useIdentificationScreen();
  const userId = usePlayerId();
  // Kept here: the form leaves once the check waits, and the confirmation stays in view.
  const [uploaded, setUploaded] = useState(false);
  return (
    <OfficeScreen title={t('identification_title')} lead={t('identification_lead')}>
      <ScreenState query={screen} rows={4}>
        {({ config, state }) => (
          <>
            {uploaded && <Alert messageKind="success">{t('identification_uploaded')}</Alert>}
            <StatusCard state={state} />
            {(state.status === 'none' || state.status === 'rejected') && (
              <>
                <IdentityCheckPanel userId={userId} />
                <WhatToUpload config={config} />
                <UploadForm config={config} onUploaded={() => setUploaded(true)} />
              </>
            )}
          </>
        )}
      </ScreenState>
      <p>
        <AppLink to={href('office_account_verification', { lng: site.lang })}>{t('identification_go_status')}</AppLink>
      </p>
    </OfficeScreen>
  );
}

export function VerificationPage() {
  const { t } = useTranslation();
  const { site } = useRootData();
  const screen = useIdentificationScreen();
  const userId = usePlayerId();
  return (
    <OfficeScreen title={t('verification_title')} lead={t('verification_lead')}>
      <ScreenState query={screen} rows={4}>
        {({ state }) => (
          <>
            <StatusCard state={state} />
            <DocumentList state={state} />
            {(state.status === 'none' || state.status === 'rejected') && <IdentityCheckPanel userId={userId} />}
            {(state.status === 'none' || state.status === 'rejected') && (
              <p>
                <AppLink className={styles.action} to={href('office_account_identification', { lng: site.lang })}>
                  {t(state.status === 'none' ? 'identification_go_upload' : 'identification_go_upload_again')}
                </AppLink>
              </p>
            )}
          </>
        )}
      </ScreenState>
    </OfficeScreen>
  );
}

function StatusCard({ state }: { state: IdentificationState }) {
  const { t } = useTranslation();
  const { site, timeZone } = useRootData();
  const when = (iso: string | null) => (iso === null ? '' : formatDateTime(Date.parse(iso), site.lang, timeZone));
  const hint = {
    none: t('identification_status_none_hint'),
    pending: t('identification_status_pending_hint', { date: when(state.submittedAt) }),
    verified:
      state.method === 'smart_id' || state.method === 'mobile_id' || state.method === 'liveness'
        ? t('identity_check_verified_hint', { method: t(`identity_check_method_${state.method}`), date: when(state.reviewedAt) })
        : t('identification_status_verified_hint', { date: when(state.reviewedAt) }),
    rejected: t('identification_status_rejected_hint'),
  }[state.status];
  return (
    <section className={styles.card} aria-labelledby="identification-status" data-testid="identification-status" data-status={state.status}>
      <h2 id="identification-status" className={styles.title}>
        {t('identification_status_label')}
      </h2>
      <p className={styles.status}>{t(`identification_status_${state.status}`)}</p>
      {state.status === 'rejected' && state.reason !== null && (
        <p>
          <strong>{t('identification_reason_label')}:</strong> {state.reason}
        </p>
      )}
      <p className={styles.muted}>{hint}</p>
    </section>
  );
}

function DocumentList({ state }: { state: IdentificationState }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  if (state.documents.length === 0 || state.documentType === null) return null;
  return (
    <section className={styles.card} aria-labelledby="identification-documents">
      <h2 id="identification-documents" className={styles.title}>
        {t('identification_documents_title')}
      </h2>
      <p>{t('identification_document_type_of', { type: t(documentTypeKey(state.documentType)) })}</p>
      <ol className={styles.files}>
        {state.documents.map((document, index) => (
          <li key={document.id}>
            {t('identification_document_item', { number: index + 1, type: t(mediaKeys[document.mediaType]), size: formatFileSize(document.size, site.lang) })}{' '}
            {/* The player's own file, from the API (never a public address); the server refuses anyone else. */}
            <a href={identificationDocumentPath(document.id)} download>
              {t('identification_document_open', { number: index + 1 })}
            </a>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function WhatToUpload({ config }: { config: IdentificationConfig }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  return (
    <section className={styles.card} aria-labelledby="identification-what">
      <h2 id="identification-what" className={styles.title}>
        {t('identification_what_title')}
      </h2>
      <ul className={styles.files}>
        <li>{t('identification_what_pages')}</li>
        <li>{t('identification_what_quality')}</li>
        <li>{t('identification_what_formats', { count: config.maxFiles, size: formatFileSize(config.maxFileBytes, site.lang) })}</li>
      </ul>
    </section>
  );
}

/** What is wrong with the chosen files before sending, in words; null when they may go. */
function filesProblem(t: TFunction, files: readonly File[], config: IdentificationConfig, lang: string): string | null {
  if (files.length === 0) return t('identification_error_file_required');
  if (files.length > config.maxFiles) return t('identification_error_too_many_files', { count: config.maxFiles });
  const size = formatFileSize(config.maxFileBytes, lang);
  for (const file of files) {
    if (file.size > config.maxFileBytes) return t('identification_error_file_too_large', { name: file.name, size });
    // The browser's guess from the name; an empty one is left to the server, which reads the bytes.
    if (file.type !== '' && !(config.mediaTypes as readonly string[]).includes(file.type)) return t('identification_error_file_type', { name: file.name });
  }
  return null;
}

/** The server's refusal in words: a file problem for the file field, anything else for the form. */
function refusalText(t: TFunction, failure: ApiFailure, config: IdentificationConfig, lang: string): { files: string | null; general: string | null } {
  const size = formatFileSize(config.maxFileBytes, lang);
  switch (failure.fieldErrors.files) {
    case 'identification_file_type':
      return { files: t('identification_error_any_type'), general: null };
    case 'identification_file_too_large':
      return { files: t('identification_error_any_too_large', { size }), general: null };
    case 'identification_too_many_files':
      return { files: t('identification_error_too_many_files', { count: config.maxFiles }), general: null };
    case 'identification_file_empty':
      return { files: t('identification_error_file_empty'), general: null };
    case 'identification_file_required':
      return { files: t('identification_error_file_required'), general: null };
    case 'identification_already_pending':
      return { files: null, general: t('identification_error_already_pending') };
    case 'identification_already_verified':
      return { files: null, general: t('identification_error_already_verified') };
  }
  if (failure.id === 'payload_too_large') return { files: t('identification_error_any_too_large', { size }), general: null };
  if (failure.id === 'unauthorized') return { files: null, general: t('identity_session_expired') };
  return { files: null, general: t('identification_error_failed') };
}

function UploadForm({ config, onUploaded }: { config: IdentificationConfig; onUploaded: () => void }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const api = useIdentificationApi();
  const client = useQueryClient();
  const userId = usePlayerId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [documentType, setDocumentType] = useState<IdentificationDocumentType>(config.documentTypes[0] ?? 'passport');
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string | null>(null);
  const [general, setGeneral] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (uploading) return;
    setGeneral(null);
    const problem = filesProblem(t, files, config, site.lang);
    setFilesError(problem);
    if (problem !== null) {
      fileInput.current?.focus();
      return;
    }
    setUploading(true);
    const outcome = await api.upload(documentType, files);
    setUploading(false);
    if (outcome.ok) {
      client.setQueryData(identificationKeys.screen(userId), { config, state: outcome.data });
      onUploaded();
      return;
    }
    const refusal = refusalText(t, outcome.failure, config, site.lang);
    setFilesError(refusal.files);
    setGeneral(refusal.general);
    if (refusal.files !== null) fileInput.current?.focus();
    if (outcome.failure.id === 'conflict') void client.invalidateQueries({ queryKey: identificationKeys.screen(userId) });
  };

  return (
    <form className={styles.form} noValidate aria-labelledby="identification-form-title" aria-busy={uploading} onSubmit={(event) => void onSubmit(event)}>
      <h2 id="identification-form-title" className={styles.title}>
        {t('identification_form_title')}
      </h2>
      <SelectField
        name="document_type"
        label={t('identification_document_type_label')}
        value={documentType}
        onChange={(event) => setDocumentType(event.target.value as IdentificationDocumentType)}
        options={config.documentTypes.map((type) => ({ value: type, label: t(documentTypeKey(type)) }))}
        disabled={uploading}
      />
      <FieldFrame
        label={t('identification_files_label')}
        mark="required"
        hint={files.length === 0 ? t('identification_files_hint', { count: config.maxFiles }) : t('identification_files_chosen', { count: files.length })}
        error={filesError ?? undefined}
      >
        {({ controlId, describedBy }) => (
          <input
            ref={fileInput}
            id={controlId}
            className={styles.fileInput}
            type="file"
            name="files"
            multiple
            required
            accept={[...config.mediaTypes, '.jpg', '.jpeg', '.png', '.webp', '.pdf'].join(',')}
            aria-describedby={describedBy}
            aria-invalid={filesError ? true : undefined}
            disabled={uploading}
            onChange={(event) => {
              setFiles([...(event.target.files ?? [])]);
              setFilesError(null);
            }}
          />
        )}
      </FieldFrame>
      {files.length > 0 && (
        <ul className={styles.files} aria-label={t('identification_files_chosen', { count: files.length })}>
          {files.map((file, index) => (
            <li key={`${index}-${file.name}`}>
              {file.name} — {formatFileSize(file.size, site.lang)}
            </li>
          ))}
        </ul>
      )}
      {uploading && (
        <p role="status" className={styles.muted}>
          {t('identification_uploading', { count: files.length })}
        </p>
      )}
      {general !== null && <Alert messageKind="error">{general}</Alert>}
      <Button type="submit" variant="primary" loading={uploading}>
        {t('identification_submit')}
      </Button>
    </form>
  );
}
