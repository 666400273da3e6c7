// The player's sessions and password as the browser calls them (spec §7.4, §7.5; issue 13). Every
// call resolves with the checked `data` or the failure, never rejects. Passwords travel in the
// wrapper of spec §5.
import { wrapPassword } from '@stavka/contract/password-wrapper';
import {
  currentSessionSchema,
  passwordChangedSchema,
  playerSessionsSchema,
  sessionPaths as paths,
  sessionsClosedSchema,
  userSettingsSchema,
} from '@stavka/contract/sessions';
import type { z } from 'zod';
import type { ApiClient } from '../../../shared/api-client';

export interface PasswordChange {
  readonly current: string;
  readonly password: string;
  readonly confirmation: string;
  readonly endOtherSessions: boolean;
}

export type SessionsApi = ReturnType<typeof createSessionsApi>;

export function createSessionsApi(api: ApiClient) {
  const read = <T>(url: string, schema: z.ZodType<T>, signal?: AbortSignal) => api.send({ url, method: 'POST', body: {}, schema, signal, allowParallel: true });
  return {
    sessions: (signal?: AbortSignal) => read(paths.list, playerSessionsSchema, signal),
    current: (signal?: AbortSignal) => read(paths.current, currentSessionSchema, signal),
    close: (sessionId: string) => api.send({ url: paths.close, method: 'POST', body: { session_id: sessionId }, schema: sessionsClosedSchema }),
    closeOthers: () => api.send({ url: paths.closeOthers, method: 'POST', body: {}, schema: sessionsClosedSchema }),
    settings: (signal?: AbortSignal) => api.send({ url: paths.settings, schema: userSettingsSchema, signal, allowParallel: true }),
    changePassword: (change: PasswordChange) =>
      api.send({
        url: paths.password,
        method: 'PUT',
        body: {
          old_password: wrapPassword(change.current),
          password: wrapPassword(change.password),
          password_confirmation: wrapPassword(change.confirmation),
          end_other_sessions: change.endOtherSessions,
        },
        schema: passwordChangedSchema,
      }),
  };
}
