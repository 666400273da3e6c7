import { z } from 'zod';
import { registrationFieldSchemas } from './identity';

// The player's account data in the office (issue 13 "Account and verification"; spec §7.4 office
// API `getaccountdata`, `saveaccountfields`, `saverequireddocuments`; §7.5 regions and cities by
// region; §3 "required fields per document type"). Field messages are i18n keys of the validation
// namespace; the office answers a refusal as a map of field to messages (spec §5, §8).
// Which fields lock and when: decision 0035.

export const accountPaths = {
  get: '/web-api/officeapi/getaccountdata',
  saveFields: '/web-api/officeapi/saveaccountfields',
  saveDocument: '/web-api/officeapi/saverequireddocuments',
  regions: '/web-api/api/internal/v1/regions',
  cities: '/web-api/api/internal/v1/cities',
} as const;

export const documentTypes = ['passport', 'id_card', 'driving_licence', 'residence_permit'] as const;
export type DocumentType = (typeof documentTypes)[number];

export const documentFields = ['document_number', 'document_issue_date', 'document_expiry_date', 'document_issuer'] as const;
export type DocumentField = (typeof documentFields)[number];

/** The fields each document type asks besides its number, in the order the form shows them. */
export const requiredDocumentFields: Record<DocumentType, readonly DocumentField[]> = {
  passport: ['document_number', 'document_issue_date', 'document_issuer'],
  id_card: ['document_number', 'document_issue_date', 'document_expiry_date'],
  driving_licence: ['document_number', 'document_issue_date', 'document_expiry_date'],
  residence_permit: ['document_number', 'document_issue_date', 'document_expiry_date', 'document_issuer'],
};

/** Personal fields `saveaccountfields` takes. */
export const accountFields = [
  'first_name',
  'last_name',
  'middle_name',
  'birth_date',
  'region_id',
  'city_id',
  'address',
  'postcode',
] as const;
export type AccountField = (typeof accountFields)[number];

/** Fields that lock once they hold a value: the player's name and birth date (decision 0035). */
export const lockedOnceFilled: readonly AccountField[] = ['first_name', 'last_name', 'middle_name', 'birth_date'];

export const ADDRESS_MAX_LENGTH = 200;
export const ISSUER_MAX_LENGTH = 200;
export const DOCUMENT_NUMBER_MAX_LENGTH = 30;
export const POSTCODE_MAX_LENGTH = 12;

const lang = z
  .string()
  .regex(/^[a-z]{2,3}$/)
  .optional();
const id = z.number().int().positive().max(2_147_483_647);
/** Optional text a player may clear: null or an empty text clears it. */
const clearable = (schema: z.ZodType<string, string>) =>
  z
    .union([z.string(), z.null()])
    .transform((value) => (value === null || value.trim() === '' ? null : value))
    .pipe(schema.nullable());

const middleName = z
  .string()
  .trim()
  .max(64)
  .regex(/^[\p{L}'` -]+$/u, 'password_available_symbols');
const address = z
  .string()
  .trim()
  .max(ADDRESS_MAX_LENGTH, 'account_text_too_long')
  .regex(/^[\p{L}\p{N}\s.,'`"()/№#-]+$/u, 'account_address_symbols');
const postcode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9 -]{1,10}[A-Z0-9]$/, 'account_postcode_invalid');

/** `getaccountdata`: the signed-in player's own data; names in `lang` (the player's language else). */
export const accountDataRequestSchema = z.strictObject({ lang });

/** `saveaccountfields`: only the fields sent change; a locked field is refused, not skipped. */
export const saveAccountFieldsRequestSchema = z
  .strictObject({
    first_name: registrationFieldSchemas.first_name.optional(),
    last_name: registrationFieldSchemas.last_name.optional(),
    middle_name: clearable(middleName).optional(),
    birth_date: registrationFieldSchemas.birth_date.optional(),
    region_id: id.nullable().optional(),
    city_id: id.nullable().optional(),
    address: clearable(address).optional(),
    postcode: clearable(postcode).optional(),
    lang,
  })
  .refine((input) => accountFields.some((field) => input[field] !== undefined), { message: 'account_nothing_to_save', path: ['fields'] });

const documentNumber = z
  .string()
  .trim()
  .toUpperCase()
  .regex(
    new RegExp(`^[\\p{L}\\p{N}][\\p{L}\\p{N} -]{2,${DOCUMENT_NUMBER_MAX_LENGTH - 2}}[\\p{L}\\p{N}]$`, 'u'),
    'account_document_number_invalid',
  );

/**
 * `saverequireddocuments`: the identity document's type and the fields that type asks for
 * (`requiredDocumentFields`); a field the type does not ask for is refused.
 */
export const saveDocumentRequestSchema = z.strictObject({
  document_type: z.enum(documentTypes, 'account_document_type_unknown'),
  document_number: documentNumber.optional(),
  document_issue_date: z.iso.date('validation_incorrect_date').optional(),
  document_expiry_date: z.iso.date('validation_incorrect_date').optional(),
  document_issuer: z.string().trim().min(2, 'auth_required_field').max(ISSUER_MAX_LENGTH, 'account_text_too_long').optional(),
  lang,
});

/** Regions of a country (spec §7.5); `countryId` and `regionId` as the spec's request parameters (§3). */
export const regionsRequestSchema = z.strictObject({ countryId: z.coerce.number().pipe(id), lang });
export const citiesRequestSchema = z.strictObject({ regionId: z.coerce.number().pipe(id), lang });

const place = z.object({ id: z.number().int(), name: z.string() });
export type Place = z.infer<typeof place>;
export const regionsAnswerSchema = z.object({ regions: z.array(place.extend({ code: z.string() })) });
export const citiesAnswerSchema = z.object({ cities: z.array(place) });

export const accountDataSchema = z.object({
  /** The account number the player signs in with. */
  id: z.number().int(),
  /** E-mail and phone as kept; changed on their own security screens, not here. */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  middle_name: z.string().nullable(),
  birth_date: z.string().nullable(),
  /** The country chosen at registration; regions are this country's. */
  country: place,
  region: place.nullable(),
  city: place.nullable(),
  address: z.string().nullable(),
  postcode: z.string().nullable(),
  document: z.object({
    type: z.enum(documentTypes).nullable(),
    document_number: z.string().nullable(),
    document_issue_date: z.string().nullable(),
    document_expiry_date: z.string().nullable(),
    document_issuer: z.string().nullable(),
  }),
  /** The fields the player cannot change now (`document` stands for the whole document). */
  locked: z.array(z.enum([...accountFields, 'document'])),
  /** Each document type with the fields it asks for (spec §3). */
  documentTypes: z.array(z.object({ type: z.enum(documentTypes), required: z.array(z.enum(documentFields)) })),
});
export type AccountData = z.infer<typeof accountDataSchema>;
export type LockableField = AccountData['locked'][number];
