// Sport slugs of the betting paths (/line/football, the contract's href examples): the English
// sport names of wire-format §2.2 slugified, plus the simulator's virtual products (301, 311) and
// the cyber sports (85, 89, 144). A sport outside the table gets an id slug ('999-kabaddi'), so
// every sport has a link and every link leads back to its sport id without asking the feed.
import { idFromSlug, idSlug } from '@stavka/domain/slug';

const SPORT_SLUGS: Readonly<Record<number, string>> = {
  1: 'football',
  2: 'ice-hockey',
  3: 'basketball',
  4: 'tennis',
  5: 'baseball',
  6: 'volleyball',
  7: 'rugby',
  8: 'handball',
  9: 'boxing',
  10: 'table-tennis',
  11: 'chess',
  12: 'billiards',
  13: 'american-football',
  14: 'futsal',
  16: 'badminton',
  17: 'water-polo',
  18: 'motorsport',
  19: 'biathlon',
  20: 'tv-games',
  21: 'darts',
  22: 'alpine-skiing',
  23: 'ski-jumping',
  24: 'skiing',
  25: 'beach-soccer',
  26: 'formula-1',
  27: 'field-hockey',
  28: 'australian-rules',
  29: 'beach-volleyball',
  30: 'snooker',
  31: 'motorbikes',
  36: 'bicycle-racing',
  37: 'swimming',
  38: 'poker',
  40: 'esports',
  41: 'golf',
  44: 'horse-racing',
  48: 'lacrosse',
  56: 'martial-arts',
  60: 'fencing',
  63: 'sailing',
  64: 'shooting',
  66: 'cricket',
  68: 'greyhound-racing',
  69: 'toto',
  80: 'gaelic-football',
  81: 'sumo',
  82: 'lottery',
  85: 'cyber-football',
  87: 'special-bets',
  89: 'cyber-basketball',
  92: 'trotting',
  102: 'speedway',
  112: 'weightlifting',
  126: 'hurling',
  138: 'surfing',
  144: 'cyber-hockey',
  155: 'arm-wrestling',
  176: 'weather',
  189: 'ufc',
  202: 'politics',
  278: 'bare-knuckle-boxing',
  301: 'marble-races',
  303: 'games-of-the-future',
  311: 'virtual-greyhounds',
  314: 'polybet',
  2999: 'long-term-bets',
};

const SPORT_BY_SLUG: ReadonlyMap<string, number> = new Map(Object.entries(SPORT_SLUGS).map(([id, slug]) => [slug, Number(id)]));

/** The path slug of a sport: the table's, else its id and name ('999-kabaddi'). */
export function sportSlug(sportId: number, name: string): string {
  return SPORT_SLUGS[sportId] ?? idSlug(sportId, name);
}

/** The sport id of a path slug, or undefined when the slug names no sport. */
export function sportIdFromSlug(slug: string): number | undefined {
  return SPORT_BY_SLUG.get(slug) ?? idFromSlug(slug);
}
