// The secure question's calls as the browser makes them (issue 13; spec §7.4) and its server state
// (decision 0020), keyed by the signed-in player. Reads fail with the API failure, as two-factor's do.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { z } from 'zod';
import { wrapPassword } from '@stavka/contract/password-wrapper';
import { mySecureQuestionSchema, secureQuestionListSchema, secureQuestionPaths as paths } from '@stavka/contract/secure-question';
import { type ApiClient, useApiClient } from '../../../shared/api-client';
import { dataOf, usePlayerId } from '../two-factor/two-factor-queries';

/** What the form sends: a listed question by id or the player's own text, with the answer and password. */
export interface SecureQuestionChange {
  question: { id: number } | { text: string };
  answer: string;
  password: string;
  oldAnswer?: string | undefined;
  lang: string;
}

export function createSecureQuestionApi(api: ApiClient) {
  const post = <T>(url: string, body: Record<string, unknown>, schema: z.ZodType<T>, signal?: AbortSignal) =>
    api.send({ url, method: 'POST', body, schema, signal, allowParallel: true });
  return {
    list: (lang: string, signal?: AbortSignal) => post(paths.list, { lang }, secureQuestionListSchema, signal),
    mine: (lang: string, signal?: AbortSignal) => post(paths.mine, { lang }, mySecureQuestionSchema, signal),
    save: (change: SecureQuestionChange) => {
      const common = {
        user_answer: change.answer,
        password: wrapPassword(change.password),
        lang: change.lang,
        ...(change.oldAnswer === undefined ? {} : { old_answer: change.oldAnswer }),
      };
      return 'id' in change.question
        ? post(paths.set, { question_id: change.question.id, ...common }, mySecureQuestionSchema)
        : post(paths.setCustom, { question: change.question.text, ...common }, mySecureQuestionSchema);
    },
  };
}

export function useSecureQuestionApi() {
  const api = useApiClient();
  return useMemo(() => createSecureQuestionApi(api), [api]);
}

export const secureQuestionKeys = {
  mine: (userId: number, lang: string) => ['secure-question', userId, lang] as const,
  list: (lang: string) => ['secure-questions', lang] as const,
};

/** The player's question and the listed ones, read together for the form. */
export function useSecureQuestionScreen(lang: string) {
  const userId = usePlayerId();
  const api = useSecureQuestionApi();
  return useQuery({
    queryKey: secureQuestionKeys.mine(userId, lang),
    enabled: userId !== 0,
    queryFn: async ({ signal }) => {
      const [mine, list] = await Promise.all([api.mine(lang, signal), api.list(lang, signal)]);
      return { mine: dataOf(mine), questions: dataOf(list).questions };
    },
  });
}
