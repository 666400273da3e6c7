// The menu sections of product-spec §3 as one typed table: code, path slug, dictionary key of the
// name, and what a section lists. The code → slug map itself is `menuSections` (request-params.ts,
// the multi-type parameter shares it); this table adds what the menus and the cyber pages need.
import { menuSections, type MenuSectionCode, type MenuSectionSlug } from './request-params';

/** Cyber sports of the family's catalogue (wire-format §2.2): cyber football, basketball, hockey. */
export const cyberSportIds = [85, 89, 144] as const;
/** Esports proper: championships are named after their game ("Counter-Strike 2. Pro Series"). */
export const esportsSportId = 40;
export const marbleSportId = 301;
export const greyhoundSportId = 311;
export const ufcSportId = 189;
export const politicsSportId = 202;
export const horseRacingSportId = 44;

/** Where a section sits: the betting menu, the esports genres (1001–1012), or list services. */
export type MenuSectionGroup = 'betting' | 'genre' | 'service';

/**
 * What a section lists, in terms of the catalogue every feed answers: whole sports, esports
 * championships of a genre, or nothing of its own (sorting and "play" switches of the menu).
 */
export type MenuSectionContent =
  | { readonly type: 'sports'; readonly sportIds: readonly number[]; readonly liveOnly?: boolean }
  /** Esports championships of the genre (esportsGenreOf), and whole sports of the same kind. */
  | { readonly type: 'genre'; readonly sportIds: readonly number[] }
  | { readonly type: 'none' };

export interface MenuSection {
  readonly code: MenuSectionCode;
  readonly slug: MenuSectionSlug;
  /** Dictionary key of the section's name (namespace `sections`). */
  readonly nameKey: `sections_menu_${string}`;
  readonly group: MenuSectionGroup;
  readonly content: MenuSectionContent;
}

const sports = (...sportIds: number[]): MenuSectionContent => ({ type: 'sports', sportIds });
const genre: MenuSectionContent = { type: 'genre', sportIds: [] };
const none: MenuSectionContent = { type: 'none' };

const contentByCode: Readonly<Record<MenuSectionCode, readonly [MenuSectionGroup, MenuSectionContent]>> = {
  3: ['betting', none],
  // Long-term bets: outrights whose result comes weeks or months later.
  7: ['betting', sports(politicsSportId)],
  8: ['betting', { type: 'sports', sportIds: [marbleSportId], liveOnly: true }],
  // Cyber matches that are streamed while played: the simulated cyber sports in play.
  9: ['betting', { type: 'sports', sportIds: [...cyberSportIds], liveOnly: true }],
  28: ['betting', sports(...cyberSportIds, esportsSportId)],
  // Real sports played out by a simulation: the cyber sports and the virtual races.
  11: ['betting', sports(...cyberSportIds, marbleSportId, greyhoundSportId)],
  13: ['betting', none],
  // Cyber football, basketball and hockey are sports simulators played by esports players.
  1001: ['genre', { type: 'genre', sportIds: [...cyberSportIds] }],
  1002: ['genre', genre],
  1003: ['genre', genre],
  1004: ['genre', genre],
  1005: ['genre', genre],
  1006: ['genre', genre],
  1007: ['genre', genre],
  1008: ['genre', genre],
  1009: ['genre', genre],
  1010: ['genre', genre],
  1011: ['genre', genre],
  1012: ['genre', sports(esportsSportId)],
  10000: ['service', none],
  10001: ['service', none],
  10002: ['service', none],
};

// Object keys come out in numeric order; the spec lists 28 between 9 and 11.
const specOrder: readonly number[] = [3, 7, 8, 9, 28, 11, 13, 1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010, 1011, 1012, 10000, 10001, 10002];

/** Every menu section in the spec's order. */
export const menuSectionTable: readonly MenuSection[] = (Object.keys(contentByCode) as `${MenuSectionCode}`[])
  .map((key) => Number(key) as MenuSectionCode)
  .sort((a, b) => specOrder.indexOf(a) - specOrder.indexOf(b))
  .map((code) => {
    const [group, content] = contentByCode[code];
    return { code, slug: menuSections[code], nameKey: `sections_menu_${menuSections[code].replaceAll('-', '_')}`, group, content };
  });

export function menuSectionBySlug(slug: string): MenuSection | undefined {
  return menuSectionTable.find((section) => section.slug === slug);
}

export function menuSectionByCode(code: number): MenuSection | undefined {
  return menuSectionTable.find((section) => section.code === code);
}

/**
 * The genre of each esports title (the part of a championship's English name before the first
 * ". "): a title not listed is in 1011 "others". Every esports championship is also in 1012.
 */
export const esportsGenreByTitle: Readonly<Record<string, MenuSectionCode>> = {
  'EA Sports FC': 1001,
  'NBA 2K': 1001,
  'NHL': 1001,
  'Rocket League': 1002,
  'Mortal Kombat': 1003,
  'Tekken': 1003,
  'Street Fighter': 1003,
  'Hearthstone': 1004,
  'Counter-Strike 2': 1005,
  'Valorant': 1005,
  'Rainbow Six Siege': 1005,
  'Dota 2': 1006,
  'League of Legends': 1006,
  'StarCraft II': 1008,
  'Age of Empires': 1008,
  'World of Tanks': 1009,
  'Tetris': 1010,
};

export function esportsTitleOf(champNameEn: string): string {
  const dot = champNameEn.indexOf('. ');
  return dot < 0 ? champNameEn : champNameEn.slice(0, dot);
}

/** The genre section (1001–1011) of an esports championship. */
export function esportsGenreOf(champNameEn: string): MenuSectionCode {
  return esportsGenreByTitle[esportsTitleOf(champNameEn)] ?? 1011;
}
