// What a special section lists, worked out from the catalogue the tree shows (GetSportsShortZip):
// whole sports, or the esports championships of a genre (menu sections, spec §3). A section shows
// only what the feed has now, so a menu never links to an empty page.
import { esportsGenreOf, esportsSportId, type MenuSection } from '@stavka/contract/menu-sections';
import type { CatalogueChamp, CatalogueSport } from './catalogue';
import type { SectionScope } from './section-plan';

/** One list of a section page: a sport or a championship, under its own heading. */
export interface SectionPart {
  readonly key: string;
  readonly title: string;
  readonly scope: Extract<SectionScope, { type: 'sport' } | { type: 'champ' }>;
}

const sportPart = (sport: CatalogueSport): SectionPart => ({ key: `sport-${sport.id}`, title: sport.name, scope: { type: 'sport', sportId: sport.id } });
const champPart = (champ: CatalogueChamp): SectionPart => ({ key: `champ-${champ.id}`, title: champ.name, scope: { type: 'champ', champId: champ.id } });

/** The given sports the catalogue has games of, in the order asked. */
export function sportParts(catalogue: readonly CatalogueSport[], sportIds: readonly number[]): SectionPart[] {
  return sportIds.flatMap((id) => {
    const sport = catalogue.find((s) => s.id === id);
    return sport ? [sportPart(sport)] : [];
  });
}

/** Esports championships of a genre section (1001–1011), in catalogue order. */
export function genreChamps(catalogue: readonly CatalogueSport[], code: number): CatalogueChamp[] {
  const esports = catalogue.find((s) => s.id === esportsSportId);
  return (esports?.champs ?? []).filter((champ) => esportsGenreOf(champ.nameEn) === code);
}

/** The lists of a menu section in a feed kind's catalogue; empty when it has nothing now. */
export function menuSectionParts(section: MenuSection, catalogue: readonly CatalogueSport[], live: boolean): SectionPart[] {
  const { content } = section;
  switch (content.type) {
    case 'none':
      return [];
    case 'sports':
      return content.liveOnly && !live ? [] : sportParts(catalogue, content.sportIds);
    case 'genre':
      return [...sportParts(catalogue, content.sportIds), ...genreChamps(catalogue, section.code).map(champPart)];
  }
}

/** The sections, of those given, that list something in either kind's catalogue now. */
export function sectionsWithContent(sections: readonly MenuSection[], live: readonly CatalogueSport[], line: readonly CatalogueSport[]): MenuSection[] {
  return sections.filter((section) => menuSectionParts(section, live, true).length > 0 || menuSectionParts(section, line, false).length > 0);
}
