import { describe, expect, it } from 'vitest';
import { esportsGenreOf, menuSectionByCode, menuSectionBySlug, menuSectionTable } from './menu-sections';
import { menuSections } from './request-params';
import { homeVariantFor, siteConfigSchema } from './site-config';

describe('the menu sections of spec §3', () => {
  it('lists every section once, in the spec order, with its slug and a name key', () => {
    expect(menuSectionTable.map((s) => s.code)).toEqual([3, 7, 8, 9, 28, 11, 13, 1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010, 1011, 1012, 10000, 10001, 10002]);
    for (const section of menuSectionTable) expect(section.slug).toBe(menuSections[section.code]);
    expect(menuSectionBySlug('vehicular-combat-games')?.nameKey).toBe('sections_menu_vehicular_combat_games');
    expect(menuSectionByCode(28)?.slug).toBe('cyber-zone');
    expect(menuSectionBySlug('nope')).toBeUndefined();
  });

  it('gives genres to esports titles; unknown titles are "others"', () => {
    expect(esportsGenreOf('Counter-Strike 2. Pro Series')).toBe(1005);
    expect(esportsGenreOf('Dota 2. International')).toBe(1006);
    expect(esportsGenreOf('Brand New Game. Cup')).toBe(1011);
    expect(menuSectionByCode(1001)?.content).toEqual({ type: 'genre', sportIds: [85, 89, 144] });
    expect(menuSectionByCode(8)?.content).toEqual({ type: 'sports', sportIds: [301], liveOnly: true });
  });
});

describe('the home page variant (spec §2)', () => {
  it('is the configured one, or the Asian showcase for an Asian-view geo', () => {
    expect(homeVariantFor('default', [704, 360], 643)).toBe('default');
    expect(homeVariantFor('multi', [704, 360], 643)).toBe('multi');
    expect(homeVariantFor('multi', [704, 360], 704)).toBe('asian');
  });

  it('validates the multi-build blocks and defaults them', () => {
    const config = siteConfigSchema.parse({});
    expect(config.homePage).toEqual({ variant: 'default', blocks: [{ type: 'tabs' }, { type: 'top', mode: 'live' }, { type: 'top', mode: 'line' }, { type: 'info' }] });
    const multi = siteConfigSchema.parse({ homePage: { variant: 'multi', blocks: [{ type: 'sport', mode: 'live', sportId: 1 }, { type: 'globalEvent' }] } });
    expect(multi.homePage.blocks).toHaveLength(2);
    expect(siteConfigSchema.safeParse({ homePage: { blocks: [{ type: 'sport', mode: 'live' }] } }).success).toBe(false);
    expect(siteConfigSchema.safeParse({ homePage: { blocks: [{ type: 'banner' }] } }).success).toBe(false);
    expect(siteConfigSchema.safeParse({ homePage: { variant: 'grid' } }).success).toBe(false);
    expect(siteConfigSchema.safeParse({ homePage: { blocks: [] } }).success).toBe(false);
  });
});
