import { z } from 'zod';

/** A language as the configuration names it: two or three lowercase letters. */
export const langCode = z.string().regex(/^[a-z]{2,3}$/, 'a two- or three-letter language code');
