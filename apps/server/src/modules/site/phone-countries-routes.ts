import type { FastifyInstance } from 'fastify';
import { asc } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@stavka/db/client';
import { countryName } from '@stavka/i18n/display-names';
import { countries } from '@stavka/db/schema';
import { validate } from '../../http/validate';

// spec §7.3 getphonecountries and phonemasks: the country list of the phone input (id, name, lower-case
// code, phone code with plus; spec §3) and its validation records {CountryId, Mask, Min, Max}.
// Reference data changes only with a release: both answers are built once and cached a day.

const query = z.object({ lng: z.string().regex(/^[a-z]{2,3}$/).optional() });

interface PhoneCountryRow {
  id: number;
  iso2: string;
  name: string;
  nameRu: string;
  phoneCode: string;
  phoneMask: string;
  phoneMin: number;
  phoneMax: number;
  phoneFirstDigits: string | null;
}

export function registerPhoneCountryRoutes(app: FastifyInstance, deps: { db: Database }): void {
  let rows: Promise<PhoneCountryRow[]> | undefined;
  // A failed read is not kept: the call answers the error and the next one reads again.
  const load = () =>
    (rows ??= deps.db
      .select()
      .from(countries)
      .orderBy(asc(countries.name))
      .then(
        (list) => list,
        (error: unknown) => {
          rows = undefined;
          throw error;
        },
      ));

  app.get('/web-api/user/getphonecountries', async (request, reply) => {
    const { lng } = validate(query, request.query);
    const lang = lng ?? request.site.config.global.defaultLanguage;
    const collator = new Intl.Collator(lang);
    const list = (await load())
      .map((c) => ({ id: c.id, name: countryName(c.iso2, lang, { en: c.name, ru: c.nameRu }), code: c.iso2.toLowerCase(), phoneCode: `+${c.phoneCode}` }))
      .sort((a, b) => collator.compare(a.name, b.name));
    void reply.header('cache-control', 'public, max-age=86400');
    return { success: true, data: list };
  });

  app.get('/web-api/api/user/phonemasks', async (_request, reply) => {
    const list = (await load()).map((c) => ({ CountryId: c.id, Mask: c.phoneMask, Min: c.phoneMin, Max: c.phoneMax, FirstDigits: c.phoneFirstDigits }));
    void reply.header('cache-control', 'public, max-age=86400');
    return { success: true, data: list };
  });
}
