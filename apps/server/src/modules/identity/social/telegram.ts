import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { lt } from 'drizzle-orm';
import type { Database } from '@stavka/db/client';
import { telegramSignIns } from '@stavka/db/schema';
import type { SocialClaims } from './oidc-client';

// The Telegram login widget's answer (issue 13, decision 0040), checked as Telegram documents it
// (core.telegram.org/widgets/login#checking-authorization): the data-check-string is every received
// field but `hash`, sorted by key, as `key=value` lines joined with "\n"; the secret key is the
// SHA-256 of the bot token; the hash is the hex HMAC-SHA-256 of the string with that key. The
// answer is good for a day after its `auth_date`, and once.

/** An answer older than this is refused (Telegram's `auth_date` is in seconds). */
export const TELEGRAM_ANSWER_TTL_S = 24 * 60 * 60;
/** Clocks differ a little: an `auth_date` this far ahead of ours is still accepted. */
const CLOCK_SKEW_S = 60;

export type TelegramRefusal = 'invalid_hash' | 'outdated';

export interface TelegramIdentity extends SocialClaims {
  /** The messenger's chat id with the player: their Telegram user id. */
  chatId: string;
  hash: string;
  authDate: number;
}

function dataCheckString(fields: Record<string, string>): string {
  return Object.keys(fields)
    .filter((key) => key !== 'hash')
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
}

/** The hash Telegram signs `fields` with for the bot of `botToken`. */
export function telegramHash(fields: Record<string, string>, botToken: string): string {
  const secret = createHash('sha256').update(botToken).digest();
  return createHmac('sha256', secret).update(dataCheckString(fields)).digest('hex');
}

/**
 * The person the widget's fields name, when the bot's token signed them within the last day;
 * otherwise why not. `fields` are the received ones only (not the site's own parameters).
 */
export function checkTelegramAnswer(fields: Record<string, string>, botToken: string, now: Date): TelegramIdentity | TelegramRefusal {
  const { hash, id, auth_date: authDateText } = fields;
  if (hash === undefined || !/^[0-9a-f]{64}$/.test(hash) || id === undefined || !/^[1-9]\d{0,19}$/.test(id)) return 'invalid_hash';
  const expected = Buffer.from(telegramHash(fields, botToken), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(hash, 'hex'))) return 'invalid_hash';
  const authDate = authDateText !== undefined && /^\d{1,12}$/.test(authDateText) ? Number(authDateText) : Number.NaN;
  const nowS = Math.floor(now.getTime() / 1000);
  if (!Number.isSafeInteger(authDate) || authDate < nowS - TELEGRAM_ANSWER_TTL_S || authDate > nowS + CLOCK_SKEW_S) return 'outdated';
  const name = [fields.first_name, fields.last_name].filter((part) => part !== undefined && part !== '').join(' ');
  return {
    subject: id,
    chatId: id,
    email: null,
    emailVerified: false,
    name: name === '' ? (fields.username ?? null) : name,
    hash,
    authDate,
  };
}

/**
 * Marks a checked answer used on the brand. True the first time; false when it was used before.
 * The unique key makes this hold across processes and races; rows of outdated answers go.
 */
export async function redeemTelegramAnswer(db: Database, siteId: number, answer: TelegramIdentity, now: Date): Promise<boolean> {
  await db.delete(telegramSignIns).where(lt(telegramSignIns.expiresAt, now));
  const expiresAt = new Date((answer.authDate + TELEGRAM_ANSWER_TTL_S + CLOCK_SKEW_S) * 1000);
  const inserted = await db
    .insert(telegramSignIns)
    .values({ siteId, hash: answer.hash, expiresAt })
    .onConflictDoNothing({ target: [telegramSignIns.siteId, telegramSignIns.hash] })
    .returning({ hash: telegramSignIns.hash });
  return inserted.length === 1;
}
