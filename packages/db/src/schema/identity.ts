import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sites } from './sites';

/**
 * Players. The id is the account number players sign in with (nine digits, from 100000001).
 * E-mail and phone are unique within a brand; both are stored normalised (lower-case e-mail,
 * the phone as digits with the calling code).
 */
export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 100000001 }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    email: text('email'),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    currencyCode: text('currency_code').notNull(),
    countryId: integer('country_id').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    birthDate: date('birth_date', { mode: 'string' }),
    promoCode: text('promo_code'),
    /** Partner (ref) of the entry link, else the brand's (spec §3 partner id). */
    partnerId: integer('partner_id').notNull(),
    /** The affiliate's tag or referral code of the entry link. */
    affiliateTag: text('affiliate_tag'),
    registrationType: text('registration_type').notNull(),
    language: text('language').notNull(),
    status: text('status').notNull().default('active'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    /** Identity check (KYC): none, pending, verified or rejected; a brand may require verified to withdraw. */
    identityStatus: text('identity_status', { enum: ['none', 'pending', 'verified', 'rejected'] }).notNull().default('none'),
    /** When a one-click player confirmed they saved the generated credentials. */
    credentialsSavedAt: timestamp('credentials_saved_at', { withTimezone: true }),
    /** A login the player chose to sign in with besides the account number (lower case; office_change_login). */
    loginName: text('login_name'),
    /** Whether the confirmed e-mail signs in too (security_auth_by_email); the player may turn it off. */
    authByEmail: boolean('auth_by_email').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_site_email_key').on(t.siteId, t.email).where(sql`${t.email} is not null`),
    uniqueIndex('users_site_phone_key').on(t.siteId, t.phone).where(sql`${t.phone} is not null`),
    uniqueIndex('users_site_login_name_key').on(t.siteId, t.loginName).where(sql`${t.loginName} is not null`),
  ],
);

/**
 * Server-side sessions (issue 3): the cookie holds a random token, the table its SHA-256. A session
 * ends by sign-out, expiry, an operator's block or a password change elsewhere.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    siteId: integer('site_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    device: text('device').notNull(),
    browser: text('browser').notNull(),
    frameMode: boolean('frame_mode').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * A player's two-factor sign-in by TOTP (issue 13). The shared secret is kept encrypted
 * (AES-256-GCM under a server secret); `enabledAt` is null while the player has been shown the
 * secret but has not yet confirmed it with a code. The recovery hash given at enabling is kept only
 * as an HMAC. `lastUsedStep` is the time step of the last code taken, so a code is taken once.
 */
export const userTwoFactor = pgTable('user_two_factor', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  secretCiphertext: text('secret_ciphertext').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  recoveryHash: text('recovery_hash'),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * A player's secure question (issue 13, spec §4: phone change asks its answer). Either one of the
 * listed questions (`question_id`) or the player's own text (`custom_question`). The answer is kept
 * only as an argon2id hash of its normalised form (trimmed, spaces collapsed, case-folded).
 */
export const userSecureQuestions = pgTable('user_secure_questions', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  questionId: integer('question_id'),
  customQuestion: text('custom_question'),
  answerHash: text('answer_hash').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
