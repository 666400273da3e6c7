import type { z } from 'zod';
import {
  type AccountData,
  type AccountField,
  accountFields,
  documentFields,
  documentTypes,
  type LockableField,
  lockedOnceFilled,
  requiredDocumentFields,
  type saveAccountFieldsRequestSchema,
  type saveDocumentRequestSchema,
} from '@stavka/contract/account';
import type { Database } from '@stavka/db/client';
import { minimumAge } from '@stavka/domain/validation/age';
import { encodeValidationMessage } from '@stavka/domain/validation/message-codec';
import { countryName } from '@stavka/i18n/display-names';
import { notFound, validationFailed } from '../../http/app-error';
import * as repo from './repo';

// The player's account data (issue 13 "Account and verification"; decision 0035). Every call
// reads and writes the signed-in player's own row only: no call takes a player id. A save reads
// the player's row FOR UPDATE in the transaction that writes, so the locks are checked against
// the identity-check status as it is when the write commits. A refused save writes nothing.

type Lang = string;
type SaveFields = z.output<typeof saveAccountFieldsRequestSchema>;
type SaveDocument = z.output<typeof saveDocumentRequestSchema>;
type Errors = Record<string, string[]>;

const LOCKED = 'account_field_locked';
const nameIn = (lang: Lang, row: { name: string; nameRu: string }) => (lang === 'ru' ? row.nameRu : row.name);

/**
 * Whether the data stays as checked: an identity check runs or has passed, by the player's latest
 * check by documents (the identification module's) or the account's own identity status.
 */
async function underCheck(db: repo.Executor, user: repo.AccountUser): Promise<boolean> {
  const held = (status: string | null) => status === 'pending' || status === 'verified';
  return held(user.identityStatus) || held(await repo.latestCheckStatus(db, user.id));
}

function lockedFields(checked: boolean, user: repo.AccountUser, details: repo.DetailsRow | undefined): LockableField[] {
  if (checked) return [...accountFields, 'document'];
  const kept = currentValues(user, details);
  return lockedOnceFilled.filter((field) => kept[field] !== null);
}

function currentValues(user: repo.AccountUser, details: repo.DetailsRow | undefined): Record<AccountField, string | number | null> {
  return {
    first_name: user.firstName,
    last_name: user.lastName,
    middle_name: details?.middleName ?? null,
    birth_date: user.birthDate,
    region_id: details?.regionId ?? null,
    city_id: details?.cityId ?? null,
    address: details?.address ?? null,
    postcode: details?.postcode ?? null,
  };
}

function detailsValues(details: repo.DetailsRow | undefined, now: Date): repo.DetailsValues {
  return {
    middleName: details?.middleName ?? null,
    regionId: details?.regionId ?? null,
    cityId: details?.cityId ?? null,
    address: details?.address ?? null,
    postcode: details?.postcode ?? null,
    documentType: details?.documentType ?? null,
    documentNumber: details?.documentNumber ?? null,
    documentIssueDate: details?.documentIssueDate ?? null,
    documentExpiryDate: details?.documentExpiryDate ?? null,
    documentIssuer: details?.documentIssuer ?? null,
    updatedAt: now,
  };
}

export async function accountData(db: repo.Executor, userId: number, lang: Lang): Promise<AccountData> {
  const user = await repo.findAccountUser(db, userId);
  if (!user) throw notFound('No such player');
  const details = await repo.findDetails(db, userId);
  const country = await repo.findCountry(db, user.countryId);
  const region = details?.regionId ? await repo.findRegion(db, details.regionId) : undefined;
  const city = details?.cityId ? await repo.findCity(db, details.cityId) : undefined;
  const type = details?.documentType;
  return {
    id: user.id,
    email: user.email,
    phone: user.phone,
    first_name: user.firstName,
    last_name: user.lastName,
    middle_name: details?.middleName ?? null,
    birth_date: user.birthDate,
    country: { id: user.countryId, name: country ? countryName(country.iso2, lang, { en: country.name, ru: country.nameRu }) : String(user.countryId) },
    region: region ? { id: region.id, name: nameIn(lang, region) } : null,
    city: city ? { id: city.id, name: nameIn(lang, city) } : null,
    address: details?.address ?? null,
    postcode: details?.postcode ?? null,
    document: {
      type:
        type !== null && type !== undefined && (documentTypes as readonly string[]).includes(type)
          ? (type as AccountData['document']['type'])
          : null,
      document_number: details?.documentNumber ?? null,
      document_issue_date: details?.documentIssueDate ?? null,
      document_expiry_date: details?.documentExpiryDate ?? null,
      document_issuer: details?.documentIssuer ?? null,
    },
    locked: lockedFields(await underCheck(db, user), user, details),
    documentTypes: documentTypes.map((documentType) => ({ type: documentType, required: [...requiredDocumentFields[documentType]] })),
  };
}

export interface SaveContext {
  db: Database;
  userId: number;
  minAge: number;
  now: Date;
}

/** `saveaccountfields`: the fields sent, each checked and refused as a whole when one is wrong. */
export async function saveAccountFields(ctx: SaveContext, input: SaveFields): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const user = await repo.findAccountUser(tx, ctx.userId, true);
    if (!user) throw notFound('No such player');
    const details = await repo.findDetails(tx, ctx.userId);
    const kept = currentValues(user, details);
    const locked = new Set(lockedFields(await underCheck(tx, user), user, details));
    const errors: Errors = {};
    const add = (field: string, key: string) => (errors[field] ??= []).push(key);

    const changed = accountFields.filter((field) => input[field] !== undefined && input[field] !== kept[field]);
    for (const field of changed) if (locked.has(field)) add(field, LOCKED);
    // A name or birth date, once kept, is not cleared either (they lock when filled).
    if (input.birth_date !== undefined) {
      const today = ctx.now.toISOString().slice(0, 10);
      const tooYoung = minimumAge(ctx.minAge, { today })(input.birth_date);
      if (tooYoung) add('birth_date', encodeValidationMessage(tooYoung));
      else if (input.birth_date < '1900-01-01') add('birth_date', 'validation_incorrect_date');
    }

    const regionId = input.region_id === undefined ? kept.region_id : input.region_id;
    if (input.region_id !== undefined && input.region_id !== null) {
      const region = await repo.findRegion(tx, input.region_id);
      if (!region || region.countryId !== user.countryId) add('region_id', 'account_region_unknown');
    }
    // A city is kept only with its region: a new region without a city clears the old one.
    let cityId = input.city_id === undefined ? kept.city_id : input.city_id;
    if (input.city_id === undefined && input.region_id !== undefined && input.region_id !== kept.region_id) cityId = null;
    if (cityId !== null && typeof cityId === 'number') {
      if (regionId === null || typeof regionId !== 'number') add('city_id', 'account_city_needs_region');
      else if (!(await repo.cityInRegion(tx, cityId, regionId))) add('city_id', 'account_city_unknown');
    }
    if (Object.keys(errors).length > 0) throw validationFailed(errors);

    await repo.updateUserNames(tx, ctx.userId, {
      ...(input.first_name === undefined ? {} : { firstName: input.first_name }),
      ...(input.last_name === undefined ? {} : { lastName: input.last_name }),
      ...(input.birth_date === undefined ? {} : { birthDate: input.birth_date }),
    });
    const values = detailsValues(details, ctx.now);
    await repo.upsertDetails(tx, ctx.userId, {
      ...values,
      middleName: input.middle_name === undefined ? values.middleName : input.middle_name,
      regionId: typeof regionId === 'number' ? regionId : null,
      cityId: typeof cityId === 'number' ? cityId : null,
      address: input.address === undefined ? values.address : input.address,
      postcode: input.postcode === undefined ? values.postcode : input.postcode,
    });
  });
}

/** `saverequireddocuments`: the document's type with exactly the fields the type asks for. */
export async function saveDocument(ctx: SaveContext, input: SaveDocument): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const user = await repo.findAccountUser(tx, ctx.userId, true);
    if (!user) throw notFound('No such player');
    const details = await repo.findDetails(tx, ctx.userId);
    const errors: Errors = {};
    const add = (field: string, key: string) => (errors[field] ??= []).push(key);
    if (await underCheck(tx, user)) add('document_type', LOCKED);

    const required = requiredDocumentFields[input.document_type];
    for (const field of documentFields) {
      const sent = input[field] !== undefined;
      if (required.includes(field) && !sent) add(field, 'auth_required_field');
      if (!required.includes(field) && sent) add(field, 'account_field_not_for_document');
    }
    const today = ctx.now.toISOString().slice(0, 10);
    const issued = input.document_issue_date;
    const expires = input.document_expiry_date;
    if (issued !== undefined && issued > today) add('document_issue_date', 'account_issue_date_future');
    else if (issued !== undefined && user.birthDate !== null && issued < user.birthDate)
      add('document_issue_date', 'account_issue_date_before_birth');
    if (expires !== undefined && expires <= today) add('document_expiry_date', 'account_document_expired');
    if (Object.keys(errors).length > 0) throw validationFailed(errors);

    await repo.upsertDetails(tx, ctx.userId, {
      ...detailsValues(details, ctx.now),
      documentType: input.document_type,
      documentNumber: input.document_number ?? null,
      documentIssueDate: issued ?? null,
      documentExpiryDate: expires ?? null,
      documentIssuer: input.document_issuer ?? null,
    });
  });
}

export async function regionList(db: repo.Executor, countryId: number, lang: Lang) {
  const rows = await repo.regionsOf(db, countryId);
  return { regions: rows.map((row) => ({ id: row.id, code: row.code, name: nameIn(lang, row) })) };
}

export async function cityList(db: repo.Executor, regionId: number, lang: Lang) {
  const rows = await repo.citiesOf(db, regionId);
  return { cities: rows.map((row) => ({ id: row.id, name: nameIn(lang, row) })) };
}
