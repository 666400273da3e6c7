import { z } from 'zod';
import { registrationFieldSchemas } from './identity';
import { passwordInput } from './password-wrapper';

// The secure question (issue 13 "Security"; spec §7.4 office API, §4: changing the phone asks its
// answer). Field messages are i18n keys of the validation namespace.

export const secureQuestionPaths = {
  list: '/web-api/officeapi/getsecurequestions',
  mine: '/web-api/officeapi/getUserSecureQuestion',
  withPhone: '/web-api/officeapi/getusersecurequestion-with-phone',
  set: '/web-api/officeapi/setanswertosecurequestion',
  setCustom: '/web-api/officeapi/setanswertocustomsecurequestion',
} as const;

/** The listed questions; their texts are the dictionary keys `secure_question_<id>`. */
export const secureQuestionIds = [1, 2, 3, 4, 5, 6] as const;
/** The id a player's own question is answered with where its text is not shown. */
export const CUSTOM_QUESTION_ID = 0;

export const SECURE_ANSWER_MIN_LENGTH = 2;
export const SECURE_ANSWER_MAX_LENGTH = 64;
export const CUSTOM_QUESTION_MAX_LENGTH = 120;

/** The answer as compared: trimmed, inner spaces collapsed, case-folded (so "Moscow " = "moscow"). */
export function normaliseSecureAnswer(answer: string): string {
  return answer.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

const answer = z
  .string()
  .max(256)
  .transform(normaliseSecureAnswer)
  .pipe(z.string().min(SECURE_ANSWER_MIN_LENGTH, 'secure_answer_too_short').max(SECURE_ANSWER_MAX_LENGTH, 'secure_answer_too_long'));

/** The answer already kept, when it is changed: any non-empty text (a wrong one is refused by comparison). */
const oldAnswer = z.string().max(256).transform(normaliseSecureAnswer).pipe(z.string().min(1, 'auth_required_field'));

const lang = z
  .string()
  .regex(/^[a-z]{2,3}$/)
  .optional();

/** `getsecurequestions`: the questions in the asked language (the brand's default otherwise). */
export const secureQuestionListRequestSchema = z.strictObject({ lang });

/** `getUserSecureQuestion`: the signed-in player's own question. */
export const mySecureQuestionRequestSchema = z.strictObject({ lang });

/** `getusersecurequestion-with-phone`: the question of the account with this phone. */
export const secureQuestionWithPhoneRequestSchema = z.strictObject({ phone: registrationFieldSchemas.phone, lang });

/** `setanswertosecurequestion`: a listed question with its answer, under the current password. */
export const setSecureAnswerRequestSchema = z.strictObject({
  question_id: z
    .number()
    .int()
    .refine((id) => (secureQuestionIds as readonly number[]).includes(id), 'secure_question_unknown'),
  user_answer: answer,
  password: passwordInput,
  old_answer: oldAnswer.optional(),
  lang,
});

/** `setanswertocustomsecurequestion`: the player's own question with its answer. */
export const setCustomSecureAnswerRequestSchema = z.strictObject({
  question: z.string().trim().min(5, 'secure_question_too_short').max(CUSTOM_QUESTION_MAX_LENGTH, 'secure_question_too_long'),
  user_answer: answer,
  password: passwordInput,
  old_answer: oldAnswer.optional(),
  lang,
});

export const secureQuestionSchema = z.object({ id: z.number().int(), text: z.string() });
export type SecureQuestion = z.infer<typeof secureQuestionSchema>;

export const secureQuestionListSchema = z.object({ questions: z.array(secureQuestionSchema) });

/** The player's question: `question` is null until one is set; `custom` tells a question of their own. */
export const mySecureQuestionSchema = z.object({
  question: secureQuestionSchema.nullable(),
  custom: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type MySecureQuestion = z.infer<typeof mySecureQuestionSchema>;

/** The answer for a phone: the same shape whether or not an account has it. */
export const secureQuestionWithPhoneSchema = z.object({ question: secureQuestionSchema });
