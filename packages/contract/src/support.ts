import { z } from 'zod';
import { registrationFieldSchemas } from './identity';

// Support from the office (issue 13 "Support"): a request to the administration (`sendadminrequest`,
// spec §7.4: userName and email, the address the answer goes to, with what the request is about),
// and an idea shared with the brand. Both are office API calls (`/web-api/officeapi`, POST,
// answering `{ success, data }`) on the signed-in player's own behalf. Field messages are i18n keys
// of the validation namespace. A player sends at most SUPPORT_REQUESTS_PER_DAY of each a day.

export const supportPaths = {
  adminRequest: '/web-api/officeapi/sendadminrequest',
  shareIdea: '/web-api/officeapi/shareidea',
} as const;

export const SUPPORT_TEXT_MAX = 2000;
export const SUPPORT_NAME_MAX = 64;
export const SUPPORT_REQUESTS_PER_DAY = 5;

const requestText = z
  .string({ error: 'auth_required_field' })
  .trim()
  .min(1, 'auth_required_field')
  .max(SUPPORT_TEXT_MAX, `validation_text_max_length:${JSON.stringify({ value: SUPPORT_TEXT_MAX })}`);

export const adminRequestSchema = z.strictObject({
  userName: z
    .string({ error: 'auth_required_field' })
    .trim()
    .min(1, 'auth_required_field')
    .max(SUPPORT_NAME_MAX, `validation_text_max_length:${JSON.stringify({ value: SUPPORT_NAME_MAX })}`),
  email: z.string({ error: 'auth_required_field' }).pipe(registrationFieldSchemas.email),
  text: requestText,
});
export type AdminRequest = z.output<typeof adminRequestSchema>;

export const shareIdeaSchema = z.strictObject({ text: requestText });
export type ShareIdea = z.output<typeof shareIdeaSchema>;

/** What both answer: the request's number, to quote when asking about it. */
export const supportRequestSentSchema = z.object({ id: z.number().int().positive() });
export type SupportRequestSent = z.infer<typeof supportRequestSentSchema>;
