import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { CUSTOM_QUESTION_ID, type MySecureQuestion, type SecureQuestion, secureQuestionIds } from '@stavka/contract/secure-question';
import { dictionaryFor, type MessageKey } from '@stavka/i18n/dictionaries';
import { AppError, validationFailed } from '../../http/app-error';
import { clearFailures, consume, lockedUntil, registerBackoffFailure, throttleKey } from '../throttle/service';
import { getOrCreateSecret } from '../secrets/service';
import type { AuthState } from './auth';
import type { IdentityContext } from './context';
import { WRONG_CURRENT_PASSWORD } from './password-change';
import { hashPassword, verifyPassword } from './passwords';
import { findSecureQuestion, insertSecureQuestion, replaceSecureQuestion, type SecureQuestionRow } from './secure-question-repo';
import { lockedOut, tooQuick } from './sign-in-throttle';
import { findUserByPhone } from './users-repo';

// The secure question (issue 13 "Security"): a player picks a listed question or writes their own
// and keeps its answer as an argon2id hash of the normalised answer (the contract trims, collapses
// spaces and case-folds it). Setting it takes the account's password; replacing one takes the old
// answer too. Wrong passwords and answers make the account wait longer each time, as the password
// change does, under one counter, so neither secret is guessed through the other.
// `getusersecurequestion-with-phone` answers every phone alike: a phone without an account (or
// without a question) gets a question chosen from the phone by a keyed hash, the same each time,
// so the answer never tells whether the phone is registered. A player's own question is named
// there only as "your own question", which a made-up answer can be too.

const MINUTE = 60_000;
/** Changes a player may try a minute, right or wrong. */
const SET_RATE = { max: 20, windowMs: MINUTE };
/** Phone look-ups an address may make a minute. */
const PHONE_RATE = { max: 20, windowMs: MINUTE };

type Language = string;
type SetInput = { user_answer: string; password: string; old_answer?: string | undefined; lang?: string | undefined };
export type SetSecureQuestionInput = SetInput & ({ question_id: number } | { question: string });

const questionKey = (id: number) => `secure_question_${id}` as MessageKey;

function listedQuestion(id: number, lang: Language): SecureQuestion {
  return { id, text: dictionaryFor(lang)[questionKey(id)] };
}

export function listSecureQuestions(lang: Language): SecureQuestion[] {
  return secureQuestionIds.map((id) => listedQuestion(id, lang));
}

function presentQuestion(row: SecureQuestionRow, lang: Language): SecureQuestion {
  if (row.customQuestion !== null) return { id: CUSTOM_QUESTION_ID, text: row.customQuestion };
  return listedQuestion(row.questionId ?? CUSTOM_QUESTION_ID, lang);
}

export async function mySecureQuestion(ctx: IdentityContext, userId: number, lang: Language): Promise<MySecureQuestion> {
  const row = await findSecureQuestion(ctx.db, userId);
  if (!row) return { question: null, custom: false, updatedAt: null };
  return { question: presentQuestion(row, lang), custom: row.customQuestion !== null, updatedAt: row.updatedAt.toISOString() };
}

/** The question shown for a phone: the listed one, "your own question", or the phone's made-up one. */
export async function secureQuestionForPhone(
  ctx: IdentityContext,
  request: FastifyRequest,
  phone: string,
  lang: Language,
): Promise<SecureQuestion> {
  const rate = await consume(ctx.db, throttleKey('ip', request.ip, 'secure_question_phone'), PHONE_RATE, ctx.now());
  if (!rate.allowed) throw tooQuick(rate.retryAfterMs);
  // Both look-ups run for every phone, so a known one takes no longer to answer.
  const user = await findUserByPhone(ctx.db, request.site.id, phone);
  const row = await findSecureQuestion(ctx.db, user?.id ?? 0);
  const madeUp = await madeUpQuestionId(ctx, request.site.id, phone);
  const id = row ? (row.customQuestion !== null ? CUSTOM_QUESTION_ID : (row.questionId ?? CUSTOM_QUESTION_ID)) : madeUp;
  if (id === CUSTOM_QUESTION_ID) return { id, text: dictionaryFor(lang).secure_question_custom_hidden };
  return listedQuestion(id, lang);
}

/** One of the listed ids or the own question's, as often as each, fixed per brand and phone. */
async function madeUpQuestionId(ctx: IdentityContext, siteId: number, phone: string): Promise<number> {
  const key = await getOrCreateSecret(ctx.db, 'secure-question-phones');
  const choices = [CUSTOM_QUESTION_ID, ...secureQuestionIds];
  const digest = createHmac('sha256', key).update(`${siteId}:${phone}`).digest();
  return choices[digest.readUInt32BE(0) % choices.length] ?? CUSTOM_QUESTION_ID;
}

/** Sets or replaces the player's question and answer. */
export async function setSecureQuestion(ctx: IdentityContext, auth: AuthState, input: SetSecureQuestionInput): Promise<MySecureQuestion> {
  const { db } = ctx;
  const now = ctx.now();
  const account = String(auth.user.id);
  const rate = await consume(db, throttleKey('account', account, 'secure_question_set'), SET_RATE, now);
  if (!rate.allowed) throw tooQuick(rate.retryAfterMs);
  const failuresKey = throttleKey('account', account, 'secure_question_failures');
  const until = await lockedUntil(db, failuresKey, now);
  if (until) throw lockedOut(until, now);

  const wrong = async (field: string, key: string, message: string): Promise<never> => {
    const failure = await registerBackoffFailure(db, failuresKey, WRONG_CURRENT_PASSWORD, now);
    if (failure.lockedUntil) throw lockedOut(failure.lockedUntil, now);
    throw validationFailed({ [field]: [key] }, message);
  };
  if (!(await verifyPassword(auth.user.passwordHash, input.password)))
    return wrong('password', 'secure_question_wrong_password', 'The password is wrong');
  const existing = await findSecureQuestion(db, auth.user.id);
  if (existing) {
    if (input.old_answer === undefined) throw validationFailed({ old_answer: ['secure_answer_old_required'] });
    if (!(await verifyPassword(existing.answerHash, input.old_answer)))
      return wrong('old_answer', 'secure_answer_wrong', 'The current answer is wrong');
  }
  await clearFailures(db, failuresKey);

  const values = {
    questionId: 'question_id' in input ? input.question_id : null,
    customQuestion: 'question' in input ? input.question : null,
    answerHash: await hashPassword(input.user_answer),
    updatedAt: now,
  };
  const saved = existing
    ? await replaceSecureQuestion(db, auth.user.id, existing.answerHash, values)
    : await insertSecureQuestion(db, auth.user.id, values);
  if (!saved) throw new AppError('conflict', 'The secure question was changed meanwhile; load it again');
  return mySecureQuestion(ctx, auth.user.id, input.lang ?? auth.user.language);
}
