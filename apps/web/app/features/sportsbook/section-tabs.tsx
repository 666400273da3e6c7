import { useTranslation } from 'react-i18next';
import { href } from '@stavka/contract/route-href';
import { sportsHomeTabRoutes, sportsHomeTabs, type SportsHomeTab } from '@stavka/contract/routes';
import type { MessageKey } from '@stavka/i18n/dictionaries';
import { AppLink as Link } from '../../shared/app-link';
import { useRootData } from '../../shared/root-data';
import { cx } from '../../shared/ui/class-names';
import cue from '../../shared/ui/scroll-cue.module.css';
import type { BettingMode } from './links';
import styles from './section-tabs.module.css';

const TAB_LABELS: Readonly<Record<SportsHomeTab, MessageKey>> = {
  home: 'sections_tab_home',
  betsonyour: 'sections_tab_betsonyour',
  cyber: 'sections_tab_cyber',
  ufc: 'sections_tab_ufc',
  politics: 'sections_tab_politics',
  marble: 'sections_tab_marble',
  best: 'sections_tab_best',
  team: 'sections_tab_team',
  topgame: 'sections_tab_topgame',
  recommendation: 'sections_tab_recommendation',
  'top-events': 'sections_tab_top_events',
};

/** The page of a sports home tab in a mode, through the route table (spec §2 tabs). */
export function sectionTabLink(lng: string, tab: SportsHomeTab, mode: BettingMode): string {
  return href(sportsHomeTabRoutes[tab], { lng, mode });
}

/** The tabs a brand shows: "best" only with a global event (its page is 404 without one). */
export function visibleTabs(hasGlobalEvent: boolean): SportsHomeTab[] {
  return sportsHomeTabs.filter((tab) => tab !== 'best' || hasGlobalEvent);
}

export interface SectionTabsProps {
  /** The tab of this page; none on pages that are not a tab (a sport, a championship). */
  readonly active?: SportsHomeTab | undefined;
  readonly mode: BettingMode;
}

/**
 * The sports home's tab bar (spec §2 "Sports home tabs"): each tab a link to its page in the
 * current mode, the current one marked for assistive technology; one scrolling row on phones.
 */
export function SectionTabs({ active, mode }: SectionTabsProps) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const globalEvent = site.globalEvent ?? null;
  return (
    <nav className={cx(styles.bar, cue.cue)} aria-label={t('sections_tabs_label')}>
      <ul className={styles.tabs}>
        {visibleTabs(globalEvent !== null).map((tab) => (
          <li key={tab}>
            <Link
              to={sectionTabLink(site.lang, tab, mode)}
              className={styles.tab}
              aria-current={tab === active ? 'page' : undefined}
              data-tab={tab}
            >
              {tab === 'best' && globalEvent?.name ? globalEvent.name : t(TAB_LABELS[tab])}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
