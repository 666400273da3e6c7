import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink as Link } from '../../shared/app-link';
import { useRootData } from '../../shared/root-data';
import type { TreeData } from './catalogue';
import { EventsSection } from './events-section';
import { GameLinkProvider } from './game-link-context';
import type { BettingMode, GameSection } from './links';
import { treeOf } from './page-data';
import type { SectionList } from './section-loaders';
import styles from './section-lists.module.css';

export interface SectionListsProps {
  readonly title: string;
  readonly tree: TreeData;
  readonly mode: BettingMode;
  readonly lists: readonly SectionList[];
  /** The same page in the other mode. */
  readonly modeLink: (mode: BettingMode) => string;
  /** Shown between the heading and the lists (menus, cards, notes). */
  readonly children?: ReactNode;
  /** Whether the page has content besides the lists (then no "empty" note without lists). */
  readonly hasOther?: boolean;
  /** The section whose game route the page's games link to (its lists and cards); main by default. */
  readonly gameSection?: GameSection;
}

/**
 * The body of a special section (spec §2 tabs): its heading, the line/live switch, then one live
 * list per sport or championship, each fed like the other betting lists (EventsSection).
 */
export function SectionLists({ title, tree, mode, lists, modeLink, children, hasOther = false, gameSection = 'main' }: SectionListsProps) {
  const { t } = useTranslation();
  const { site } = useRootData();
  return (
    <GameLinkProvider section={gameSection}>
      <div className={styles.page}>
        <div className={styles.header}>
          <h1 className={styles.title}>{title}</h1>
          <nav aria-label={t('sections_modes_label')}>
            <ul className={styles.modes}>
              {(['line', 'live'] as const).map((each) => (
                <li key={each}>
                  <Link to={modeLink(each)} className={styles.mode} aria-current={each === mode ? 'page' : undefined}>
                    {t(each === 'line' ? 'sections_mode_line' : 'sections_mode_live')}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        {children}
        {lists.length === 0 && !hasOther && <p className={styles.note}>{t('sections_empty')}</p>}
        {lists.map(({ part, data }) => (
          <EventsSection
            key={`${site.lang}-${mode}-${part.key}`}
            id={`${part.key}-${mode}`}
            title={part.title}
            data={data}
            catalogue={treeOf(tree, data.kind)}
            emptyText={t('sections_empty')}
            withSport={false}
          />
        ))}
      </div>
    </GameLinkProvider>
  );
}
