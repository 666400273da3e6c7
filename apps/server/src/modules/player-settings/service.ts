import { eq, sql } from 'drizzle-orm';
import type { PlayerSettingChange, PlayerSettings, SavedSiteSettings } from '@stavka/contract/player-settings';
import { readStoredSetting } from '@stavka/contract/player-settings';
import type { Database } from '@stavka/db/client';
import { playerSettings, users } from '@stavka/db/schema';
import { AppError, validationFailed } from '../../http/app-error';
import type { AuthState } from '../identity/service';
import { couponSettingsOf, presentCouponSettings, saveCouponSettingsOfPlayer, type BettingContext } from '../betting/service';

// A player's site settings (issue 13 "Settings", spec §7.4 savesetting, decision 0041): the odds
// format, compact view, theme, text size, time zone and language they chose, one row per setting in
// `player_settings`. Two settings live where their value already lives, so that there is one store
// of each: the language is also the player's language (`users.language`, the language of their
// mails and texts), and the one-click stake is the bet slip's (`coupon_settings`, decision 0025).

export interface PlayerSettingsDeps {
  readonly betting: BettingContext;
  /** Whether the player's brand serves a language (its `langs_order` with a known locale). */
  readonly servesLanguage: (lang: string) => boolean;
}

/** The site settings the player chose (null where they chose nothing); every signed-in page reads them. */
export async function savedSiteSettingsOf(db: Database, userId: number): Promise<SavedSiteSettings> {
  const rows = await db.select({ id: playerSettings.settingId, value: playerSettings.value }).from(playerSettings).where(eq(playerSettings.userId, userId));
  const text = (id: string) => rows.find((row) => row.id === id)?.value;
  return {
    coef_view: readStoredSetting('coef_view', text('coef_view')),
    compact_view: readStoredSetting('compact_view', text('compact_view')),
    theme: readStoredSetting('theme', text('theme')),
    font_size: readStoredSetting('font_size', text('font_size')),
    time_zone: readStoredSetting('time_zone', text('time_zone')),
    language: readStoredSetting('language', text('language')),
  };
}

/** All the player's settings, with one-click betting as the bet slip keeps it. */
export async function playerSettingsOf(betting: BettingContext, userId: number): Promise<PlayerSettings> {
  const coupon = presentCouponSettings(await couponSettingsOf(betting.db, userId), (code) => betting.wallet.currencies.scaleOf(code));
  return { ...(await savedSiteSettingsOf(betting.db, userId)), one_click: coupon.oneClick };
}

/**
 * Saves one setting of the signed-in player. A value the brand cannot take (a language it does not
 * serve; a stake its currency cannot hold; no stake while one-click is on) is the validation map on
 * `setting_value`, and nothing is written.
 */
export async function saveSetting(deps: PlayerSettingsDeps, auth: AuthState, change: PlayerSettingChange): Promise<PlayerSettings> {
  const { betting } = deps;
  const userId = auth.user.id;
  if (change.id === 'one_click_stake') {
    await saveOneClickStake(deps, auth, change.value);
    return playerSettingsOf(betting, userId);
  }
  if (change.id === 'language' && !deps.servesLanguage(change.value)) throw validationFailed({ setting_value: ['player_setting_invalid'] });
  const row = { userId, settingId: change.id, value: String(change.value), updatedAt: betting.now() };
  await betting.db.transaction(async (tx) => {
    await tx
      .insert(playerSettings)
      .values(row)
      .onConflictDoUpdate({ target: [playerSettings.userId, playerSettings.settingId], set: { value: sql`excluded.value`, updatedAt: sql`excluded.updated_at` } });
    if (change.id === 'language') await tx.update(users).set({ language: change.value }).where(eq(users.id, userId));
  });
  return playerSettingsOf(betting, userId);
}

async function saveOneClickStake(deps: PlayerSettingsDeps, auth: AuthState, stake: string | number | null): Promise<void> {
  try {
    await saveCouponSettingsOfPlayer(deps.betting, auth, { one_click_stake: stake });
  } catch (error) {
    // The slip's own refusal, said of this call's field.
    if (error instanceof AppError && error.id === 'validation') throw validationFailed({ setting_value: Object.values(error.fields ?? {}).flat() });
    throw error;
  }
}
