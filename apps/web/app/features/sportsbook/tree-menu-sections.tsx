import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@stavka/i18n/dictionaries';
import { AppLink as Link } from '../../shared/app-link';
import { useRootData } from '../../shared/root-data';
import type { TreeData } from './catalogue';
import type { BettingMode } from './links';
import { menuSectionEntries } from './section-menu';
import styles from './sports-tree.module.css';

export interface TreeMenuSectionsProps {
  readonly data: TreeData;
  /** The mode of the page: a section opens in it (long bets and marble races have one of their own). */
  readonly mode: BettingMode;
  /** The section whose page is open. */
  readonly currentCode: number | undefined;
  readonly onNavigate: (() => void) | undefined;
}

/** The menu sections of spec §3 in the sports tree: those with games now, each a link to its page. */
export function TreeMenuSections({ data, mode, currentCode, onNavigate }: TreeMenuSectionsProps) {
  const { t } = useTranslation();
  const { site } = useRootData();
  // Two trees can be on the page at once (the column and the drawer).
  const titleId = useId();
  const entries = menuSectionEntries(site.lang, data, mode);
  if (entries.length === 0) return null;
  return (
    <div className={styles.section}>
      <h2 className={styles.sectionTitle} id={titleId}>
        {t('sections_menu_label')}
      </h2>
      <ul className={styles.champs} aria-labelledby={titleId}>
        {entries.map(({ section, to }) => (
          <li key={section.code}>
            <Link
              to={to}
              className={styles.link}
              aria-current={section.code === currentCode ? 'page' : undefined}
              onClick={onNavigate}
              data-menu-section={section.code}
            >
              <span className={styles.name}>{t(section.nameKey as MessageKey)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
