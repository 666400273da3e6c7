import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  mySecureQuestionRequestSchema,
  secureQuestionListRequestSchema,
  secureQuestionPaths as paths,
  secureQuestionWithPhoneRequestSchema,
  setCustomSecureAnswerRequestSchema,
  setSecureAnswerRequestSchema,
} from '@stavka/contract/secure-question';
import { validate } from '../../http/validate';
import { authOf, requireUser } from './auth';
import type { IdentityContext } from './context';
import { listSecureQuestions, mySecureQuestion, secureQuestionForPhone, setSecureQuestion } from './secure-question-service';

// The secure question's calls (spec §7.4, all POST):
//   getsecurequestions                {lang?}                                   → { questions: [{ id, text }] }
//   getUserSecureQuestion             {lang?}                                   → { question, custom, updatedAt } (signed in)
//   getusersecurequestion-with-phone  {phone, lang?}                            → { question } (alike for every phone)
//   setanswertosecurequestion         {question_id, user_answer, password, old_answer?, lang?} → as getUserSecureQuestion
//   setanswertocustomsecurequestion   {question, user_answer, password, old_answer?, lang?}    → as getUserSecureQuestion

export function registerSecureQuestionRoutes(app: FastifyInstance, ctx: IdentityContext): void {
  const guard = { preHandler: requireUser(ctx) };
  const langOf = (request: FastifyRequest, lang: string | undefined) => lang ?? request.site.config.global.defaultLanguage;

  app.post(paths.list, async (request) => {
    const { lang } = validate(secureQuestionListRequestSchema, request.body ?? {});
    return { success: true as const, data: { questions: listSecureQuestions(langOf(request, lang)) } };
  });

  app.post(paths.mine, guard, async (request) => {
    const { lang } = validate(mySecureQuestionRequestSchema, request.body ?? {});
    const { user } = authOf(request);
    return { success: true as const, data: await mySecureQuestion(ctx, user.id, lang ?? user.language) };
  });

  app.post(paths.withPhone, async (request) => {
    const { phone, lang } = validate(secureQuestionWithPhoneRequestSchema, request.body ?? {});
    return { success: true as const, data: { question: await secureQuestionForPhone(ctx, request, phone, langOf(request, lang)) } };
  });

  app.post(paths.set, guard, async (request) => {
    const input = validate(setSecureAnswerRequestSchema, request.body ?? {});
    return { success: true as const, data: await setSecureQuestion(ctx, authOf(request), input) };
  });

  app.post(paths.setCustom, guard, async (request) => {
    const input = validate(setCustomSecureAnswerRequestSchema, request.body ?? {});
    return { success: true as const, data: await setSecureQuestion(ctx, authOf(request), input) };
  });
}
