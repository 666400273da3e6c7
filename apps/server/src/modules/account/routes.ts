import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  accountDataRequestSchema,
  accountPaths as paths,
  citiesRequestSchema,
  regionsRequestSchema,
  saveAccountFieldsRequestSchema,
  saveDocumentRequestSchema,
} from '@stavka/contract/account';
import { validate } from '../../http/validate';
import { authOf, requireUser, type IdentityContext } from '../identity/service';
import { accountData, cityList, regionList, saveAccountFields, saveDocument, type SaveContext } from './service';

// The account calls (issue 13 "Account and verification"; spec §7.4 office API, all POST, and §7.5):
//   getaccountdata          {lang?}                                          → AccountData (signed in)
//   saveaccountfields       {first_name?, last_name?, middle_name?, birth_date?, region_id?, city_id?, address?, postcode?, lang?} → AccountData
//   saverequireddocuments   {document_type, document_number?, document_issue_date?, document_expiry_date?, document_issuer?, lang?} → AccountData
//   GET regions?countryId=&lang=                                               → { regions: [{ id, code, name }] }
//   GET cities?regionId=&lang=                                                 → { cities: [{ id, name }] }
// A refusal is the office's field → messages map (spec §8); every call acts on the signed-in player only.

export function registerAccountRoutes(app: FastifyInstance, identity: IdentityContext): void {
  const guard = { preHandler: requireUser(identity) };
  const { db } = identity;
  const langOf = (request: FastifyRequest, lang: string | undefined) => lang ?? authOf(request).user.language;
  const saveContext = (request: FastifyRequest): SaveContext => ({
    db,
    userId: authOf(request).user.id,
    minAge: request.site.config.registration.minAge,
    now: identity.now(),
  });

  app.post(paths.get, guard, async (request) => {
    const { lang } = validate(accountDataRequestSchema, request.body ?? {});
    return { success: true as const, data: await accountData(db, authOf(request).user.id, langOf(request, lang)) };
  });

  app.post(paths.saveFields, guard, async (request) => {
    const input = validate(saveAccountFieldsRequestSchema, request.body ?? {});
    await saveAccountFields(saveContext(request), input);
    return { success: true as const, data: await accountData(db, authOf(request).user.id, langOf(request, input.lang)) };
  });

  app.post(paths.saveDocument, guard, async (request) => {
    const input = validate(saveDocumentRequestSchema, request.body ?? {});
    await saveDocument(saveContext(request), input);
    return { success: true as const, data: await accountData(db, authOf(request).user.id, langOf(request, input.lang)) };
  });

  const placeLang = (request: FastifyRequest, lang: string | undefined) => lang ?? request.site.config.global.defaultLanguage;

  app.get(paths.regions, async (request) => {
    const { countryId, lang } = validate(regionsRequestSchema, request.query);
    return { success: true as const, data: await regionList(db, countryId, placeLang(request, lang)) };
  });

  app.get(paths.cities, async (request) => {
    const { regionId, lang } = validate(citiesRequestSchema, request.query);
    return { success: true as const, data: await cityList(db, regionId, placeLang(request, lang)) };
  });
}
