import { z } from 'zod';

// Identity verification by documents (issue 13 "Identification"; spec §7.5 "Identification: GET
// config, GET fail, POST identification/data (multipart)"). The spec gives no exact paths; these sit
// beside the other office calls and answer `{ success, data }`. The player uploads images or a PDF
// of one document; an operator verifies or rejects the check (`npm run ops -- kyc:…`).

export const identificationPaths = {
  config: '/web-api/identification/config',
  status: '/web-api/identification/status',
  fail: '/web-api/identification/fail',
  /** multipart/form-data: `document_type` and one to MAX files under `files`. */
  data: '/web-api/identification/data',
  /** The player's own uploaded file, by its id (never served to anyone else). */
  document: '/web-api/identification/document/:id',
} as const;

export const identificationDocumentTypes = ['passport', 'id_card', 'driving_licence', 'residence_permit'] as const;
export type IdentificationDocumentType = (typeof identificationDocumentTypes)[number];

/** What the server takes, told by the file's first bytes, not its name or declared type. */
export const identificationMediaTypes = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type IdentificationMediaType = (typeof identificationMediaTypes)[number];

export const IDENTIFICATION_MAX_FILES = 4;
export const IDENTIFICATION_REASON_MAX = 500;

export const identificationStatuses = ['none', 'pending', 'verified', 'rejected'] as const;
export type IdentificationStatus = (typeof identificationStatuses)[number];

/** The form's text field; the files come as parts of their own. */
export const identificationUploadFieldsSchema = z.strictObject({
  document_type: z.enum(identificationDocumentTypes, 'identification_document_type_unknown'),
});

export const identificationConfigSchema = z.object({
  documentTypes: z.array(z.enum(identificationDocumentTypes)),
  mediaTypes: z.array(z.enum(identificationMediaTypes)),
  maxFileBytes: z.number().int().positive(),
  maxFiles: z.number().int().positive(),
});
export type IdentificationConfig = z.infer<typeof identificationConfigSchema>;

export const identificationDocumentSchema = z.object({
  id: z.number().int().positive(),
  mediaType: z.enum(identificationMediaTypes),
  size: z.number().int().nonnegative(),
  uploadedAt: z.string(),
});
export type IdentificationDocument = z.infer<typeof identificationDocumentSchema>;

/** How the latest check was made: documents, or a check at an identity provider (decision 0044). */
export const identificationMethods = ['documents', 'smart_id', 'mobile_id', 'liveness'] as const;
export type IdentificationMethod = (typeof identificationMethods)[number];

/** The player's status: their latest check's, `none` before any upload. */
export const identificationStateSchema = z.object({
  status: z.enum(identificationStatuses),
  method: z.enum(identificationMethods).nullable(),
  /** Why the latest check was rejected; null otherwise. */
  reason: z.string().nullable(),
  documentType: z.enum(identificationDocumentTypes).nullable(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  documents: z.array(identificationDocumentSchema),
});
export type IdentificationState = z.infer<typeof identificationStateSchema>;

/** `GET fail`: the reason of the latest check when it was rejected. */
export const identificationFailSchema = z.object({ failed: z.boolean(), reason: z.string().nullable(), reviewedAt: z.string().nullable() });
export type IdentificationFail = z.infer<typeof identificationFailSchema>;

/** The path of one document for `href`-free use: the id in place of `:id`. */
export function identificationDocumentPath(id: number): string {
  return identificationPaths.document.replace(':id', String(id));
}
