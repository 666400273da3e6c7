import { bigint, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity';

// The player's own settings of the office (issue 13 "Settings"): the mailing they agreed to and
// the sports they hide from their lists.

/**
 * The news and offers a player agreed to receive, one row per kind and channel (issue 13
 * "Settings", office_settings_mailing, POST /web-api/user/mailing). No row means no consent: a
 * player is subscribed to nothing until they tick it. Every sending path for news or offers reads
 * this table (modules/mailing/service.ts `mayReach`, `subscribersOf`) before it sends.
 */
export const mailingSubscriptions = pgTable(
  'mailing_subscriptions',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** `news`, `promotions` or `bonuses` (contract mailing.ts `mailingKinds`). */
    kind: text('kind').notNull(),
    /** `email`, `sms` or `push` (contract mailing.ts `mailingChannels`). */
    channel: text('channel').notNull(),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.channel] })],
);

/**
 * The sports a player hides from their line (kind 3) or live (kind 1) lists (issue 13 "Settings",
 * office_settings_disallow_sports, POST /web-api/api/web/user/v1/disallow-sports): one row per
 * kind and sport id of the feed (wire-format SI).
 */
export const disallowedSports = pgTable(
  'disallowed_sports',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** The feed kind: 3 line (pre-match), 1 live. */
    kind: smallint('kind').notNull(),
    sportId: integer('sport_id').notNull(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.sportId] })],
);

/**
 * The site settings a player saved in the office (issue 13 "Settings", spec §7.4 `savesetting` with
 * `setting_id` and `setting_value`, decision 0041): one row per setting they chose, its value as
 * text in the form `@stavka/contract/player-settings` reads. No row: the browser's own choice (or
 * the brand's default) applies. The one-click stake is not here: it is the bet slip's
 * (`coupon_settings`), and the language is also written to `users.language`.
 */
export const playerSettings = pgTable(
  'player_settings',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** `coef_view`, `compact_view`, `theme`, `font_size`, `time_zone` or `language`. */
    settingId: text('setting_id').notNull(),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.settingId] })],
);
