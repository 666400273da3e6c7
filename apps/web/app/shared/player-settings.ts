// The player's saved site settings (issue 13 "Settings", decision 0041). A signed-in player's odds
// format, theme, time zone, language, text size and compact view are kept on their account
// (`savesetting`) and win over this browser's own cookies when a page loads, so they follow the
// player to any browser. Whatever changes one of them (the header's switches, office_settings)
// saves it here too; a guest's choice stays in the browser only.
import { useCallback } from 'react';
import { splitLngPrefix } from '@stavka/contract/route-href';
import { playerSettingsSchema, saveSettingPath, type PlayerSettingId, type PlayerSettings } from '@stavka/contract/player-settings';
import { type ApiOutcome, useApiClient } from './api-client';
import { useOptionalRootData } from './root-data';

export type SaveSetting = (id: PlayerSettingId, value: string | number | boolean | null) => Promise<ApiOutcome<PlayerSettings> | null>;

/** Saves one setting on the signed-in player's account; null (nothing sent) for a guest. */
export function useSaveSetting(): SaveSetting {
  const api = useApiClient();
  const signedIn = (useOptionalRootData()?.viewer ?? null) !== null;
  return useCallback<SaveSetting>(
    async (id, value) =>
      signedIn ? api.send({ url: saveSettingPath, method: 'POST', body: { setting_id: id, setting_value: value }, schema: playerSettingsSchema, allowParallel: true }) : null,
    [api, signedIn],
  );
}

/** The path of this page under another language prefix (spec §2: every link begins with /:lng). */
export function pathInLanguage(pathname: string, search: string, lang: string): string {
  const rest = splitLngPrefix(pathname)?.path ?? '/';
  return `/${lang}${rest === '/' ? '/' : rest}${search}`;
}
