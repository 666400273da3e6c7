import type { LiveState } from '../live-state';
import type { GameEntry } from '../live-state-entry';
import type { FeedKind } from '../model';
import { selectGames } from './selection';

// Web_SearchZip (wire-format §1.3): games whose team or championship name, in English or Russian,
// contains the text (strict: a word of the name starts with it). Case and "ё" are ignored.

function fold(text: string): string {
  return text.toLocaleLowerCase('ru').replace(/ё/g, 'е').trim();
}

export function searchGames(state: LiveState, options: { kind: FeedKind; now: number; text: string; strict: boolean }): GameEntry[] {
  const needle = fold(options.text);
  if (needle.length === 0) return [];
  const matches = (name: string | undefined) => {
    if (!name) return false;
    const hay = fold(name);
    return options.strict
      ? hay.split(/[\s.,()-]+/).some((word) => word.startsWith(needle)) || hay.startsWith(needle)
      : hay.includes(needle);
  };
  return selectGames(state, { kind: options.kind, now: options.now, virtualSports: true, getEmpty: true }).filter(({ game }) => {
    const champ = state.directory.championships.get(game.champId);
    const names = [game.team1.name.en, game.team1.name.ru, game.team2?.name.en, game.team2?.name.ru, champ?.name.en, champ?.name.ru];
    return names.some(matches);
  });
}
