import type { WireChrono } from '@stavka/contract/feed-wire';
import type { GameEntry } from '../live-state-entry';
import { pick, type Lang, type Named } from './text';

// Chrono of play: the key moments of a game (goals, red cards, penalties…) in the order they
// happened. The family's shape of this call is not documented (wire-format §6), so the shape is
// ours, in the family's terse style: K kind code, N its name, TS elapsed seconds, CP period, M team
// (0 when not one side's), S1/S2 the score after it.

const KINDS: Record<string, { code: number; name: Named }> = {
  goal: { code: 1, name: { en: 'Goal', ru: 'Гол' } },
  'red-card': { code: 2, name: { en: 'Red card', ru: 'Красная карточка' } },
  penalty: { code: 3, name: { en: 'Penalty', ru: 'Пенальти' } },
  point: { code: 4, name: { en: 'Point', ru: 'Очко' } },
};
const OTHER = { code: 9, name: { en: 'Event', ru: 'Событие' } };

export function wireChrono(entry: GameEntry, lang: Lang): WireChrono {
  return {
    I: entry.game.id,
    CI: entry.game.constId,
    H: entry.chrono.map((moment) => {
      const kind = KINDS[moment.kind] ?? OTHER;
      return {
        K: kind.code,
        N: pick(kind.name, lang),
        TS: Math.max(0, Math.floor(moment.elapsed)),
        CP: moment.period,
        M: moment.team,
        S1: moment.score[0],
        S2: moment.score[1],
      };
    }),
  };
}
