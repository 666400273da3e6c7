// A setting the player has just saved, put in force on this page before the root data is read
// again (decision 0041): the theme, text size and compact view on <html>, and the cookies that
// this browser keeps for when nobody is signed in (theme, time zone, odds format; decision 0005).
import type { PlayerSettingId } from '@stavka/contract/player-settings';
import { getAppStorage } from '../../../shared/storage/app-storage';
import { writeCoefViewCookie, writeThemeCookie, writeTimeZoneCookie } from '../../../shared/storage/app-cookies';
import { writePreference } from '../../../shared/storage/preferences';

export function applyOnThisDevice(id: PlayerSettingId, value: string | number | boolean | null): void {
  const html = document.documentElement;
  if (id === 'theme' && (value === 'dark' || value === 'light')) {
    html.dataset.theme = value;
    writeThemeCookie(value);
  } else if (id === 'coef_view' && typeof value === 'number') {
    writeCoefViewCookie(value);
    writePreference(getAppStorage(), 'coefficientFormat', value);
  } else if (id === 'time_zone' && typeof value === 'string') {
    writeTimeZoneCookie(value);
  } else if (id === 'font_size' && typeof value === 'string') {
    if (value === 'm') delete html.dataset.fontSize;
    else html.dataset.fontSize = value;
  } else if (id === 'compact_view') {
    if (value === true) html.dataset.compact = '';
    else delete html.dataset.compact;
  }
}
