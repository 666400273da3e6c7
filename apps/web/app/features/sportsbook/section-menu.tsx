import { useTranslation } from 'react-i18next';
import { menuSectionTable, type MenuSection } from '@stavka/contract/menu-sections';
import { href } from '@stavka/contract/route-href';
import type { MessageKey } from '@stavka/i18n/dictionaries';
import { AppLink as Link } from '../../shared/app-link';
import { useRootData } from '../../shared/root-data';
import { cx } from '../../shared/ui/class-names';
import cue from '../../shared/ui/scroll-cue.module.css';
import type { TreeData } from './catalogue';
import type { BettingMode } from './links';
import { sectionsWithContent } from './section-content';
import styles from './section-menu.module.css';

/** Sections listed under the cyber page (/:mode/cyber/:sectionSlug). */
const CYBER_CODES: ReadonlySet<number> = new Set([9, 28, 11, 1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010, 1011, 1012]);

/** The page a menu section opens; sections without a page of their own are not in the menu. */
export function menuSectionLink(lng: string, section: MenuSection, mode: BettingMode): string | null {
  if (CYBER_CODES.has(section.code)) return href('bettingCyberSection', { lng, mode, sectionSlug: section.slug });
  if (section.code === 7) return href('bettingBetsonyourSection', { lng, mode: 'line' });
  if (section.code === 8) return href('bettingMarbleSection', { lng, mode: 'live' });
  return null;
}

export interface MenuSectionEntry {
  readonly section: MenuSection;
  /** The section's page (menuSectionLink). */
  readonly to: string;
}

/**
 * The menu sections of spec §3 that have events now, each with its page: every section with a page
 * of its own, or only the cyber ones (the cyber page's menu).
 */
export function menuSectionEntries(lng: string, tree: TreeData, mode: BettingMode, cyberOnly = false): MenuSectionEntry[] {
  const candidates = menuSectionTable.filter((section) => (cyberOnly ? CYBER_CODES.has(section.code) : menuSectionLink(lng, section, mode) !== null));
  return sectionsWithContent(candidates, tree.live, tree.line).flatMap((section) => {
    const to = menuSectionLink(lng, section, mode);
    return to === null ? [] : [{ section, to }];
  });
}

export interface SectionMenuProps {
  readonly tree: TreeData;
  readonly mode: BettingMode;
  /** Only the cyber sections (the cyber page's own menu). */
  readonly cyberOnly?: boolean;
  readonly activeCode?: number;
}

/**
 * The menu sections as chips above a page's lists: the cyber page's menu of its sections, and the
 * `menu` block of a multi-build home page. The sports tree lists them too (tree-menu-sections.tsx).
 */
export function SectionMenu({ tree, mode, cyberOnly = false, activeCode }: SectionMenuProps) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const shown = menuSectionEntries(site.lang, tree, mode, cyberOnly);
  if (shown.length === 0) return null;
  return (
    <nav className={cx(styles.menu, cue.cue)} aria-label={t(cyberOnly ? 'sections_menu_cyber_label' : 'sections_menu_label')}>
      <ul className={styles.items}>
        {shown.map(({ section, to }) => (
          <li key={section.code}>
            <Link to={to} className={styles.item} aria-current={section.code === activeCode ? 'page' : undefined} data-menu-section={section.code}>
              {t(section.nameKey as MessageKey)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
