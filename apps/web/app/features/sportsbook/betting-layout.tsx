import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/button';
import { Dialog } from '../../shared/ui/dialog';
import { AppLink as Link } from '../../shared/app-link';
import { useRootData } from '../../shared/root-data';
import { multiLiveLink } from './links';
import { usePinnedGames } from './pinned-games';
import type { TreeData } from './catalogue';
import { SportsTree, type TreePlace } from './sports-tree';
import styles from './betting-layout.module.css';

export interface BettingLayoutProps {
  readonly tree: TreeData;
  readonly place: TreePlace;
  /** The bet slip column (desktop); phones and tablets open the slip as a sheet instead. */
  readonly slip: ReactNode;
  readonly children: ReactNode;
}

/**
 * The betting pages' frame (UX.md "Layout"): desktop three columns — sports tree, events, bet slip
 * (sticky); below 1200 px the tree opens in a drawer and the slip from its button.
 */
export function BettingLayout({ tree, place, slip, children }: BettingLayoutProps) {
  const { t } = useTranslation();
  const [drawer, setDrawer] = useState(false);
  return (
    <div className={styles.layout}>
      <div className={styles.tree}>
        <SportsTree data={tree} place={place} />
      </div>
      <div className={styles.content}>
        <Button className={styles.treeButton} icon="menu" size="s" onClick={() => setDrawer(true)} aria-haspopup="dialog">
          {t('sportsbook_tree_open')}
        </Button>
        <MultiLiveLink />
        {children}
      </div>
      <aside id="slip" className={styles.slip} aria-label={t('sportsbook_slip_title')} data-slip-column="" tabIndex={-1}>
        {slip}
      </aside>
      {drawer && (
        <Dialog title={t('sportsbook_tree_title')} onClose={() => setDrawer(false)}>
          <SportsTree data={tree} place={place} onNavigate={() => setDrawer(false)} />
        </Dialog>
      )}
    </div>
  );
}

/** The way to multi-live while any game is pinned (the pins are the browser's: none on the server). */
function MultiLiveLink() {
  const { t } = useTranslation();
  const { site } = useRootData();
  const { ids } = usePinnedGames();
  if (ids.length === 0) return null;
  return (
    <Link to={multiLiveLink(site.lang)} className={styles.multiLive} data-multi-live-link="">
      {t('live_multi_link', { count: ids.length })}
    </Link>
  );
}
