import type { ReactNode } from 'react';
import type { MetaArgs, MetaDescriptor } from 'react-router';
import type { SportsHomeTab } from '@stavka/contract/routes';
import type { MessageKey } from '@stavka/i18n/dictionaries';
import { CouponPanel } from '../features/coupon/coupon-panel';
import { BettingLayout } from '../features/sportsbook/betting-layout';
import type { TreeData } from '../features/sportsbook/catalogue';
import type { BettingMode, GameSection } from '../features/sportsbook/links';
import { useOddsFormat } from '../features/sportsbook/odds-format';
import { SectionLists } from '../features/sportsbook/section-lists';
import type { SectionList } from '../features/sportsbook/section-loaders';
import { SectionTabs } from '../features/sportsbook/section-tabs';
import type { TreePlace } from '../features/sportsbook/sports-tree';
import { useTreeData } from '../features/sportsbook/use-tree-data';
import { pageMeta } from '../shared/page-meta';
import { useRootData } from '../shared/root-data';

// Not a route: the frame the betting route modules compose their pages in (ARCHITECTURE: routes
// compose features; the sports tree and the bet slip are two features, so they meet here).

/** The page's content, or a function of the tree as the page polls it (for menus and lists). */
type PageContent = ReactNode | ((tree: TreeData) => ReactNode);

export interface BettingPageProps {
  /** The tree the loader read; polled while the page is open. */
  readonly tree: TreeData;
  /** Where the page stands in the tree, which opens and marks it. */
  readonly place: TreePlace;
  readonly children: PageContent;
}

/** The player's bet slip in the page's language and odds format, for a page's slip column. */
export function PageSlip() {
  const { site } = useRootData();
  const format = useOddsFormat();
  return <CouponPanel oddsFormat={format} lang={site.lang} />;
}

/** A betting page (UX.md "Layout"): the sports tree, the page, the player's bet slip beside it. */
export function BettingPage({ tree: initial, place, children }: BettingPageProps) {
  const { site } = useRootData();
  const tree = useTreeData(initial, site.lang);
  return (
    <BettingLayout tree={tree} place={place} slip={<PageSlip />}>
      {typeof children === 'function' ? children(tree) : children}
    </BettingLayout>
  );
}

export interface SectionPageProps {
  /** What the section's loader read: the tree, line or live, and one list per sport or championship. */
  readonly data: { readonly tree: TreeData; readonly mode: BettingMode; readonly lists: readonly SectionList[] };
  /** The section's tab in the tabs above it (spec §2). */
  readonly tab: SportsHomeTab;
  readonly title: string;
  /** The same page in the other mode, in the page's language. */
  readonly modeLink: (mode: BettingMode, lng: string) => string;
  /** What the tree marks besides the mode (a sport, a championship). */
  readonly place?: Omit<TreePlace, 'mode'>;
  /** The lists to show; the loader's by default (outright pages show cards instead). */
  readonly lists?: readonly SectionList[];
  readonly hasOther?: boolean;
  readonly gameSection?: GameSection;
  /** Shown between the heading and the lists (menus, cards, notes). */
  readonly children?: PageContent;
}

/** A special section's page (cyber, UFC, politics, marble, best, bets of your choice): tabs, then its lists. */
export function SectionPage({ data, tab, title, modeLink, place, lists = data.lists, hasOther, gameSection, children }: SectionPageProps) {
  const { site } = useRootData();
  const { mode } = data;
  return (
    <BettingPage tree={data.tree} place={{ ...place, mode }}>
      {(tree) => (
        <>
          <SectionTabs active={tab} mode={mode} />
          <SectionLists
            gameSection={gameSection}
            title={title}
            tree={tree}
            mode={mode}
            lists={lists}
            hasOther={hasOther}
            modeLink={(each) => modeLink(each, site.lang)}
          >
            {typeof children === 'function' ? children(tree) : children}
          </SectionLists>
        </>
      )}
    </BettingPage>
  );
}

/**
 * The meta of a page whose title and description are fixed keys: none when the loader failed (the
 * error page gives its own).
 */
export function fixedMeta(keys: { title: MessageKey; description?: MessageKey }, extra: readonly MetaDescriptor[] = []) {
  return ({ matches, loaderData }: MetaArgs): MetaDescriptor[] => (loaderData ? [...pageMeta(matches, keys), ...extra] : []);
}
