import { z } from 'zod';
import { passwordInput } from './password-wrapper';
import { playerSettingsSchema } from './player-settings';

// The player's sessions and password (spec §7.4 getusersessions, getsessionid, closesession,
// disconnecteverywhere; §7.5 PUT user/v1/password and GET user/v1/settings; §3 user settings
// fields old_password, password, password_confirmation, end_other_sessions). Office calls answer
// `{ success, data }`; refusals are the office error shape with a field → messages map.

export const sessionPaths = {
  list: '/web-api/officeapi/getusersessions',
  current: '/web-api/officeapi/getsessionid',
  close: '/web-api/officeapi/closesession',
  closeOthers: '/web-api/officeapi/disconnecteverywhere',
  password: '/web-api/api/web/user/v1/password',
  settings: '/web-api/api/web/user/v1/settings',
} as const;

/** A session id as the server makes them: 16 random bytes in hex. */
export const sessionIdSchema = z.string().regex(/^[0-9a-f]{32}$/, 'session_id_invalid');

export const playerSessionSchema = z.object({
  sessionId: z.string(),
  /** The session of the device asking. */
  current: z.boolean(),
  /** Phone, tablet, desktop … ('unknown' when the browser did not say). */
  device: z.string(),
  /** Browser and its major version. */
  browser: z.string(),
  /** Operating system and its version. */
  os: z.string(),
  ip: z.string(),
  /** Where the session began, when a location service knows it; null: only the address is known. */
  place: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
});
export type PlayerSession = z.infer<typeof playerSessionSchema>;

/** `getusersessions`: the player's live sessions, this one first, then the most recently seen. */
export const playerSessionsSchema = z.object({
  sessions: z.array(playerSessionSchema),
  /** When the player signed in before this session began; null when this is their first. */
  previousSignInAt: z.string().nullable(),
  /** Minutes without activity after which a session ends on this brand; 0: it does not. */
  autologoffMinutes: z.number().int().nonnegative(),
});
export type PlayerSessions = z.infer<typeof playerSessionsSchema>;

/** `getsessionid`: this session, when it began, and when the player signed in before it (null: never). */
export const currentSessionSchema = z.object({ sessionId: z.string(), createdAt: z.string(), previousSignInAt: z.string().nullable() });
export const sessionsClosedSchema = z.object({ closed: z.number().int().nonnegative() });

export const closeSessionRequestSchema = z.strictObject({ session_id: sessionIdSchema });
export const noFieldsRequestSchema = z.strictObject({});

/** `PUT user/v1/password`: the current password, the new one twice, and whether to end the other sessions. */
export const changePasswordRequestSchema = z.strictObject({
  old_password: passwordInput,
  password: passwordInput,
  password_confirmation: passwordInput,
  end_other_sessions: z.boolean().default(false),
});
export type ChangePasswordRequest = z.output<typeof changePasswordRequestSchema>;

export const passwordChangedSchema = z.object({ changed: z.literal(true), closedSessions: z.number().int().nonnegative() });

/** `GET user/v1/settings`: the settings form of spec §3 with what it needs to be drawn. */
export const userSettingsSchema = z.object({
  fields: z.array(z.enum(['old_password', 'password', 'password_confirmation', 'end_other_sessions'])),
  /** The form's default for ending the other sessions. */
  end_other_sessions: z.boolean(),
  /** The player's other live sessions, which the switch would end. */
  otherSessions: z.number().int().nonnegative(),
  password: z.object({ minLength: z.number().int(), maxLength: z.number().int() }),
  /** The player's saved settings (`savesetting`, decision 0041). */
  values: playerSettingsSchema,
});
export type UserSettings = z.infer<typeof userSettingsSchema>;
