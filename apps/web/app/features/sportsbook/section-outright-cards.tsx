import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { WireGame } from '@stavka/contract/feed-wire';
import { pushTopicKey } from '@stavka/contract/push';
import { useLiveFeed, useLiveTopics } from '../../shared/live/live-hooks';
import type { TreeData } from './catalogue';
import { treeOf } from './page-data';
import { OutrightCard } from './section-outright';
import type { SectionList } from './section-loaders';
import { sectionTopics } from './section-plan';
import styles from './section-lists.module.css';

/** Outrights side by side; the feed's silence (null) says so instead of an empty grid. */
export function OutrightCards({ games }: { games: readonly WireGame[] | null }) {
  const { t } = useTranslation();
  if (games === null) return <p className={styles.note} role="status">{t('sportsbook_feed_error')}</p>;
  if (games.length === 0) return null;
  return (
    <div className={styles.cards}>
      {games.map((game) => (
        <OutrightCard key={game.I} gameId={game.I} game={game} headingLevel={2} />
      ))}
    </div>
  );
}

export interface RaceCardsProps {
  /** The page's lists, one per race product (sport); the cards follow the same topics. */
  readonly lists: readonly SectionList[];
  readonly tree: TreeData;
  /** The races the loader read with their runners; null when the feed did not answer. */
  readonly games: readonly WireGame[] | null;
}

/**
 * The next race of each product with its runners and a countdown (the line), or the race being run
 * (live). The cards follow the products' lists: when a race goes off it leaves the line, and the
 * card of the next one takes its place — the page never keeps a race whose start has passed.
 */
export function RaceCards({ lists, tree, games }: RaceCardsProps) {
  const { t } = useTranslation();
  const feed = useLiveFeed();
  const topics = useMemo(() => lists.flatMap((list) => sectionTopics(list.data.scope, treeOf(tree, list.data.kind), list.data.kind).slice(0, 1)), [lists, tree]);
  // Every list's first page, as the loader read it: the cards need no round trip to show.
  lists.forEach((list, index) => {
    const topic = topics[index];
    if (topic && list.data.initial) feed.store.seed(pushTopicKey(topic), { events: [...list.data.initial] });
  });
  const views = useLiveTopics(topics, 'dashboard');
  const next = views.flatMap((view) => {
    const events = view.order.map((id) => feed.store.event(id)).filter((event) => event !== undefined);
    const soonest = events.reduce<(typeof events)[number] | undefined>((best, event) => (best === undefined || event.S < best.S ? event : best), undefined);
    return soonest ? [soonest] : [];
  });
  if (games === null) return <p className={styles.note} role="status">{t('sportsbook_feed_error')}</p>;
  if (next.length === 0) return null;
  return (
    <div className={styles.cards}>
      {next
        .sort((a, b) => a.S - b.S || a.I - b.I)
        .map((event) => (
          <OutrightCard key={event.I} gameId={event.I} game={games.find((game) => game.I === event.I)} headingLevel={2} countdown />
        ))}
    </div>
  );
}
