import type { Named } from './text';

// Small tables of the family's data strings (wire-format §1.4) that the feed model leaves to the
// wire: the period unit of a sport (TN/TNS) and the names of match statistics (SC.ST).

const HALF = { one: { en: 'Half', ru: 'Тайм' }, many: { en: 'Halves', ru: 'Таймы' } };
const PERIOD = { one: { en: 'Period', ru: 'Период' }, many: { en: 'Periods', ru: 'Периоды' } };
const QUARTER = { one: { en: 'Quarter', ru: 'Четверть' }, many: { en: 'Quarters', ru: 'Четверти' } };
const SET = { one: { en: 'Set', ru: 'Сет' }, many: { en: 'Sets', ru: 'Сеты' } };
const MAP = { one: { en: 'Map', ru: 'Карта' }, many: { en: 'Maps', ru: 'Карты' } };
const ROUND = { one: { en: 'Round', ru: 'Раунд' }, many: { en: 'Rounds', ru: 'Раунды' } };
const INNINGS = { one: { en: 'Innings', ru: 'Иннинг' }, many: { en: 'Innings', ru: 'Иннинги' } };

/** Period unit by sport id (wire-format §2.2). */
const PERIOD_UNITS: Record<number, { one: Named; many: Named }> = {
  1: HALF,
  2: PERIOD,
  3: QUARTER,
  4: SET,
  6: SET,
  8: HALF,
  9: ROUND,
  10: SET,
  14: HALF,
  16: SET,
  29: SET,
  40: MAP,
  56: ROUND,
  66: INNINGS,
  85: HALF,
  89: QUARTER,
  144: HALF,
  189: ROUND,
};

export function periodUnit(sportId: number): { one: Named; many: Named } | undefined {
  return PERIOD_UNITS[sportId];
}

/**
 * Statistics of SC.ST. Only 70 (corners) is a family id seen in real payloads; the others are our
 * own ids in 9001+ so that they cannot be mistaken for undecoded family ids.
 */
const STATS: Record<string, { id: number; name: Named }> = {
  corners: { id: 70, name: { en: 'Corner', ru: 'Угловой' } },
  yellowcards: { id: 9001, name: { en: 'Yellow card', ru: 'Жёлтая карточка' } },
  redcards: { id: 9002, name: { en: 'Red card', ru: 'Красная карточка' } },
  shots: { id: 9003, name: { en: 'Shots', ru: 'Удары' } },
  shotsontarget: { id: 9004, name: { en: 'Shots on target', ru: 'Удары в створ' } },
  fouls: { id: 9005, name: { en: 'Fouls', ru: 'Фолы' } },
  offsides: { id: 9006, name: { en: 'Offside', ru: 'Офсайд' } },
  penalties: { id: 9007, name: { en: 'Penalty', ru: 'Пенальти' } },
  aces: { id: 9008, name: { en: 'Aces', ru: 'Эйсы' } },
  doublefaults: { id: 9009, name: { en: 'Double faults', ru: 'Двойные ошибки' } },
  // Cricket innings: wickets fallen and legal balls bowled (overs are balls / 6).
  wickets: { id: 9010, name: { en: 'Wickets', ru: 'Калитки' } },
  balls: { id: 9011, name: { en: 'Balls', ru: 'Мячи' } },
};

/** A stat by the provider's key (`corners`, `yellow_cards`, `yellow-cards`, `yellowCards` alike). */
export function statOf(key: string): { id: number; name: Named } {
  const known = STATS[key.replace(/[-_\s]/g, '').toLowerCase()];
  if (known) return known;
  const numeric = /^\d+$/.test(key) ? Number(key) : 0;
  return { id: numeric, name: { en: key, ru: key } };
}
