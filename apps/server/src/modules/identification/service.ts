import { randomUUID } from 'node:crypto';
import {
  IDENTIFICATION_MAX_FILES,
  IDENTIFICATION_REASON_MAX,
  identificationDocumentTypes,
  identificationMediaTypes,
  type IdentificationConfig,
  type IdentificationDocumentType,
  type IdentificationFail,
  type IdentificationMethod,
  type IdentificationMediaType,
  type IdentificationState,
} from '@stavka/contract/identification';
import type { Database } from '@stavka/db/client';
import type { IdentificationCheckRow } from '@stavka/db/schema';
import { runInTransaction, uniqueViolation } from '@stavka/db/unit-of-work';
import { dictionaryFor } from '@stavka/i18n/dictionaries';
import { AppError } from '../../http/app-error';
import { accountOwnerOf } from '../identity/service';
import { sendMessage } from '../messages/service';
import type { Outbox } from '../outbox/service';
import { showSite } from '../site/service';
import type { DocumentStore } from './document-store';
import { sniffMediaType } from './file-type';
import { closePendingCheck, documentsOf, findCheck, insertCheck, insertVerifiedCheck, latestCheck, ownDocument, pendingChecks } from './repo';

// Identity checks by documents (issue 13 "Identification"). A player uploads the pages of one
// document; the check waits (pending) until an operator verifies or rejects it with a reason, and
// the player is told by an office message. A rejected player uploads again; a pending or verified
// one cannot. Files are checked (type by their bytes, size) before anything is stored.

export interface IdentificationDeps {
  db: Database;
  store: DocumentStore;
  maxFileBytes: number;
  now: () => Date;
}

export function identificationConfig(maxFileBytes: number): IdentificationConfig {
  return { documentTypes: [...identificationDocumentTypes], mediaTypes: [...identificationMediaTypes], maxFileBytes, maxFiles: IDENTIFICATION_MAX_FILES };
}

export async function identificationState(db: Database, userId: number): Promise<IdentificationState> {
  const check = await latestCheck(db, userId);
  if (!check) return { status: 'none', method: null, reason: null, documentType: null, submittedAt: null, reviewedAt: null, documents: [] };
  const documents = await documentsOf(db, check.id);
  // A check passed at an identity provider (decision 0044) keeps its method where documents keep their type.
  const byDocuments = (identificationDocumentTypes as readonly string[]).includes(check.documentType);
  return {
    status: statusOf(check),
    method: byDocuments ? 'documents' : (check.documentType as IdentificationMethod),
    reason: check.status === 'rejected' ? check.reason : null,
    documentType: byDocuments ? (check.documentType as IdentificationDocumentType) : null,
    submittedAt: check.submittedAt.toISOString(),
    reviewedAt: check.reviewedAt?.toISOString() ?? null,
    documents: documents.map((d) => ({ id: d.id, mediaType: d.mediaType as IdentificationMediaType, size: d.size, uploadedAt: d.uploadedAt.toISOString() })),
  };
}

export async function identificationFail(db: Database, userId: number): Promise<IdentificationFail> {
  const check = await latestCheck(db, userId);
  if (check?.status !== 'rejected') return { failed: false, reason: null, reviewedAt: null };
  return { failed: true, reason: check.reason, reviewedAt: check.reviewedAt?.toISOString() ?? null };
}

function statusOf(check: IdentificationCheckRow): 'pending' | 'verified' | 'rejected' {
  if (check.status === 'verified' || check.status === 'rejected') return check.status;
  return 'pending';
}

const alreadyPending = () => new AppError('conflict', 'Your documents are being checked; wait for the answer', { files: ['identification_already_pending'] });
const alreadyVerified = () => new AppError('conflict', 'Your identity is already verified', { files: ['identification_already_verified'] });

/** Refuses an upload before its files are read: one check waits at a time, a verified player is done. */
export async function assertMaySubmit(db: Database, userId: number): Promise<void> {
  const check = await latestCheck(db, userId);
  if (check?.status === 'pending') throw alreadyPending();
  if (check?.status === 'verified') throw alreadyVerified();
}

export interface UploadedFile {
  bytes: Uint8Array;
}

/** Checks every file first (its type by its bytes), then stores them and writes the pending check. */
export async function submitIdentification(deps: IdentificationDeps, userId: number, documentType: IdentificationDocumentType, files: readonly UploadedFile[]): Promise<IdentificationState> {
  if (files.length === 0) throw new AppError('validation', 'Attach at least one file', { files: ['identification_file_required'] });
  if (files.length > IDENTIFICATION_MAX_FILES) throw new AppError('validation', `Attach at most ${IDENTIFICATION_MAX_FILES} files`, { files: ['identification_too_many_files'] });
  const typed = files.map((file) => {
    if (file.bytes.length === 0) throw new AppError('validation', 'A file is empty', { files: ['identification_file_empty'] });
    if (file.bytes.length > deps.maxFileBytes) throw fileTooLarge(deps.maxFileBytes);
    const mediaType = sniffMediaType(file.bytes);
    if (mediaType === null) throw new AppError('unsupported_media_type', 'Upload JPEG, PNG or WebP images or a PDF', { files: ['identification_file_type'] });
    return { bytes: file.bytes, mediaType, storageKey: `${userId}/${randomUUID()}` };
  });
  await assertMaySubmit(deps.db, userId);
  const stored: string[] = [];
  try {
    for (const file of typed) {
      await deps.store.put(file.storageKey, file.bytes);
      stored.push(file.storageKey);
    }
    await runInTransaction(deps.db, (uow) =>
      insertCheck(
        uow.tx,
        { userId, documentType, submittedAt: deps.now() },
        typed.map((f) => ({ storageKey: f.storageKey, mediaType: f.mediaType, size: f.bytes.length })),
      ),
    );
  } catch (error) {
    await Promise.allSettled(stored.map((key) => deps.store.delete(key)));
    if (uniqueViolation(error) !== undefined) throw alreadyPending();
    throw error;
  }
  return identificationState(deps.db, userId);
}

export function fileTooLarge(maxFileBytes: number): AppError {
  return new AppError('payload_too_large', `A file is larger than ${maxFileBytes} bytes`, { files: ['identification_file_too_large'] }, { maxFileBytes });
}

/** One of the player's own files; another player's id answers as one that does not exist. */
export async function readOwnDocument(deps: Pick<IdentificationDeps, 'db' | 'store'>, userId: number, documentId: number): Promise<{ bytes: Uint8Array; mediaType: string }> {
  const document = await ownDocument(deps.db, userId, documentId);
  const bytes = document ? await deps.store.get(document.storageKey) : null;
  if (!document || !bytes) throw new AppError('not_found', 'You have no document with this id');
  return { bytes, mediaType: document.mediaType };
}

// --- The operator's side (ops kyc:list, kyc:approve, kyc:reject). ---

export interface PendingCheck {
  id: number;
  userId: number;
  documentType: string;
  files: number;
  submittedAt: string;
}

export async function listPendingChecks(db: Database): Promise<PendingCheck[]> {
  return (await pendingChecks(db)).map((c) => ({ id: c.id, userId: c.userId, documentType: c.documentType, files: c.files, submittedAt: c.submittedAt.toISOString() }));
}

export type Verdict = { status: 'verified' } | { status: 'rejected'; reason: string };

export function reasonProblem(reason: string): string | null {
  const trimmed = reason.trim();
  if (trimmed === '' || trimmed.length > IDENTIFICATION_REASON_MAX) return `--reason: 1 to ${IDENTIFICATION_REASON_MAX} characters`;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(trimmed)) return '--reason: no control characters';
  return null;
}

/**
 * Verifies or rejects a pending check and, in the same transaction, writes the player an office
 * message in their language (of the brand's first supported message type; none when it has none).
 * Answers the player's id and whether a message was written.
 */
export async function reviewCheck(deps: { db: Database; outbox: Outbox }, checkId: number, verdict: Verdict, operator: string, now: Date): Promise<{ userId: number; messageId: number | null }> {
  const reason = verdict.status === 'rejected' ? verdict.reason.trim() : null;
  if (reason !== null) {
    const problem = reasonProblem(reason);
    if (problem) throw new AppError('validation', problem);
  }
  const known = await findCheck(deps.db, checkId);
  if (!known) throw new AppError('not_found', `No identity check ${checkId}`);
  const owner = await accountOwnerOf(deps.db, known.userId);
  const site = await showSite(deps.db, String(owner.siteId));
  const types = site.config.other.supported_msg_types;
  return runInTransaction(deps.db, async (uow) => {
    const closed = await closePendingCheck(uow.tx, checkId, { status: verdict.status, reason, reviewedAt: now, reviewedBy: operator });
    if (!closed) throw new AppError('conflict', `Identity check ${checkId} is not pending (it is ${known.status})`);
    const messageId = await tellPlayer({ db: uow.tx, outbox: deps.outbox }, owner, types, verdict.status === 'verified' ? null : (reason ?? ''), now);
    return { userId: owner.id, messageId };
  });
}

/** The office message of a verdict (null reason: verified), of the brand's first message type; none without one. */
async function tellPlayer(
  deps: { db: Database; outbox: Outbox },
  owner: { id: number; language: string },
  types: readonly number[],
  rejectedFor: string | null,
  now: Date,
): Promise<number | null> {
  const type = types[0];
  if (type === undefined) return null;
  const words = dictionaryFor(owner.language);
  const message =
    rejectedFor === null
      ? { type, title: words.identification_message_verified_title, text: words.identification_message_verified_text }
      : { type, title: words.identification_message_rejected_title, text: words.identification_message_rejected_text.replace('{{reason}}', rejectedFor) };
  return sendMessage({ db: deps.db, outbox: deps.outbox }, { id: owner.id, types: [...types] }, message, now);
}

/**
 * A check passed at an identity provider (Smart-ID, Mobile-ID; decision 0044) verifies the player
 * exactly as an approved document check does: a verified check of that method, and the same office
 * message. Runs inside the caller's transaction (`tx`), so that it happens once with the provider's check.
 */
export async function recordProviderVerification(
  deps: { tx: Database; outbox: Outbox },
  userId: number,
  method: Exclude<IdentificationMethod, 'documents'>,
  reviewedBy: string,
  now: Date,
): Promise<void> {
  await insertVerifiedCheck(deps.tx, { userId, method, at: now, reviewedBy });
  const owner = await accountOwnerOf(deps.tx, userId);
  const site = await showSite(deps.tx, String(owner.siteId));
  await tellPlayer({ db: deps.tx, outbox: deps.outbox }, owner, site.config.other.supported_msg_types, null, now);
}
