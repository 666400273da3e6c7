import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IDENTIFICATION_MAX_FILES, identificationPaths as paths, identificationUploadFieldsSchema } from '@stavka/contract/identification';
import { AppError } from '../../http/app-error';
import { validate } from '../../http/validate';
import { authOf, requireUser, type IdentityContext } from '../identity/service';
import type { DocumentStore } from './document-store';
import {
  assertMaySubmit,
  fileTooLarge,
  identificationConfig,
  identificationFail,
  identificationState,
  readOwnDocument,
  submitIdentification,
  type UploadedFile,
} from './service';

// The identification calls (spec §7.5; issue 13 "Identification"):
//   GET  config            → { documentTypes, mediaTypes, maxFileBytes, maxFiles }
//   GET  status            → the signed-in player's status, reason and files (signed in)
//   GET  fail              → { failed, reason, reviewedAt } of their latest check (signed in)
//   POST data (multipart)  document_type + files → the new status, pending (signed in)
//   GET  document/:id      → the bytes of one of the player's own files (signed in, never cached)
// Multipart is read only here (its own plugin scope): other calls still refuse it with 415.

export interface IdentificationRouteDeps {
  identity: IdentityContext;
  store: DocumentStore;
  maxFileBytes: number;
  now: () => Date;
}

const FILE_FIELD = 'files';

export async function registerIdentificationRoutes(app: FastifyInstance, deps: IdentificationRouteDeps): Promise<void> {
  const db = deps.identity.db;
  const guard = { preHandler: requireUser(deps.identity) };

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: deps.maxFileBytes, files: IDENTIFICATION_MAX_FILES, fields: 4, parts: IDENTIFICATION_MAX_FILES + 4, fieldSize: 1024 } });

    scope.get(paths.config, async () => ({ success: true as const, data: identificationConfig(deps.maxFileBytes) }));

    scope.get(paths.status, guard, async (request) => ({ success: true as const, data: await identificationState(db, authOf(request).user.id) }));

    scope.get(paths.fail, guard, async (request) => ({ success: true as const, data: await identificationFail(db, authOf(request).user.id) }));

    // Each upload holds up to four files in memory while they are checked: a few per address and ten minutes.
    scope.post(paths.data, { ...guard, config: { rateLimit: { max: 30, timeWindow: 600_000 } } }, async (request) => {
      if (!request.isMultipart()) throw new AppError('unsupported_media_type', 'Send the documents as multipart/form-data');
      const userId = authOf(request).user.id;
      await assertMaySubmit(db, userId);
      const { fields, files } = await readUpload(request, deps.maxFileBytes);
      const { document_type } = validate(identificationUploadFieldsSchema, fields);
      return { success: true as const, data: await submitIdentification({ db, store: deps.store, maxFileBytes: deps.maxFileBytes, now: deps.now }, userId, document_type, files) };
    });

    scope.get<{ Params: { id: string } }>(paths.document, guard, async (request, reply) => {
      const id = /^\d{1,15}$/.test(request.params.id) ? Number(request.params.id) : 0;
      if (id <= 0) throw new AppError('not_found', 'You have no document with this id');
      const document = await readOwnDocument({ db, store: deps.store }, authOf(request).user.id, id);
      return reply
        .type(document.mediaType)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="document-${id}"`)
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(Buffer.from(document.bytes));
    });
  });
}

/** Reads the form: its text fields and its files' bytes. The client's file names are dropped unread. */
async function readUpload(request: FastifyRequest, maxFileBytes: number): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== FILE_FIELD) throw new AppError('validation', `Files go in the "${FILE_FIELD}" field`, { [part.fieldname]: ['identification_unexpected_field'] });
        files.push({ bytes: new Uint8Array(await part.toBuffer()) });
      } else {
        if (Object.hasOwn(fields, part.fieldname)) throw new AppError('validation', 'A field came twice', { [part.fieldname]: ['identification_unexpected_field'] });
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    throw uploadError(error, maxFileBytes);
  }
  return { fields, files };
}

function uploadError(error: unknown, maxFileBytes: number): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge(maxFileBytes);
  if (code === 'FST_FILES_LIMIT') return new AppError('validation', `Attach at most ${IDENTIFICATION_MAX_FILES} files`, { files: ['identification_too_many_files'] });
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new AppError('validation', 'The form has too many parts');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_PROTO_VIOLATION') return new AppError('malformed_body', 'Malformed multipart body');
  return error;
}
