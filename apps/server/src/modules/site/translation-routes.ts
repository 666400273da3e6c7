import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../http/app-error';
import { validate } from '../../http/validate';
import type { DictionaryStore } from './dictionary-files';

// spec §7.13 translation routes; cache times of spec §9 (15 minutes for the map, the
// content-hashed files for 24 hours).

const MAP_MAX_AGE_S = 15 * 60;
const FILE_MAX_AGE_S = 24 * 60 * 60;

const langParams = z.object({ lang: z.string().regex(/^[a-z]{2,3}$/, 'a language code') });
const fileParams = z.object({ '*': z.string().regex(/^dictionaries\/[a-z]{2,3}\/[a-z0-9-]+\.[0-9a-f]{12}\.json$/, 'a dictionary path') });

export function registerTranslationRoutes(app: FastifyInstance, deps: { dictionaries: DictionaryStore }): void {
  app.get('/translation-api/by-lang/:lang', async (request, reply) => {
    const { lang } = validate(langParams, request.params);
    const dictionaries = deps.dictionaries.forLanguage(lang);
    if (!dictionaries) throw notFound(`No dictionary for language ${lang}`);
    void reply.header('cache-control', `public, max-age=${MAP_MAX_AGE_S}`);
    return {
      data: {
        type: 'dictionaries',
        id: lang,
        attributes: {
          version: dictionaries.version,
          language: lang,
          dictionaryMap: JSON.stringify({ web: dictionaries.web.path }),
        },
      },
    };
  });

  app.get('/translation-api/api/external/v2/unit/language/:lang', async (request, reply) => {
    const { lang } = validate(langParams, request.params);
    const dictionaries = deps.dictionaries.forLanguage(lang);
    if (!dictionaries) throw notFound(`No dictionary for language ${lang}`);
    void reply.header('cache-control', `public, max-age=${MAP_MAX_AGE_S}`);
    const dictionaryMap = Object.fromEntries(Object.entries(dictionaries.units).map(([unit, file]) => [unit, file.path]));
    return { data: { type: 'unit-dictionaries', id: lang, attributes: { version: dictionaries.version, language: lang, dictionaryMap } } };
  });

  app.get('/genfiles/web-app-v2/*', async (request, reply) => {
    const params = validate(fileParams, request.params);
    const file = deps.dictionaries.file(params['*']);
    if (!file) throw notFound('No such dictionary file');
    void reply
      .header('cache-control', `public, max-age=${FILE_MAX_AGE_S}, immutable`)
      .type('application/json; charset=utf-8');
    return file.body;
  });
}
