import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PollingComponent } from '../../shared/live/betting-timers';
import { useLiveFeed, useLiveTopics } from '../../shared/live/live-hooks';
import { Button } from '../../shared/ui/button';
import { SkeletonRows } from '../../shared/ui/skeleton';
import type { CatalogueSport } from './catalogue';
import { EventList } from './event-list';
import { cachedEventView, type EventView } from './event-view';
import type { SectionData } from './page-data';
import { useHiddenSports, visibleSports } from './hidden-sports';
import { sectionTopics } from './section-plan';
import styles from './events-section.module.css';

export interface EventsSectionProps {
  readonly id: string;
  readonly title: string;
  readonly data: SectionData;
  /** The catalogue of the section's kind: a list across sports follows its sports from it. */
  readonly catalogue: readonly CatalogueSport[];
  readonly emptyText: string;
  readonly component?: PollingComponent;
  /** Championship headers name the sport too (lists across sports). */
  readonly withSport?: boolean;
  /** Topics after the first are followed as the player scrolls (infinite scroll, spec §9). */
  readonly infinite?: boolean;
  /** At most this many games (the home page's top lists), the first in the topic's order. */
  readonly limit?: number;
  readonly headingLevel?: 1 | 2;
  readonly actions?: ReactNode;
}

/**
 * A live list of games under a heading, fed by push (DESIGN §5): it follows its topics through the
 * page's live feed, seeded with the loader's first page (server rendered); rows read their game and
 * their prices from the live store, so a price change re-renders one button. While the socket is
 * down the feed polls the same topics. Key it by what it lists.
 */
export function EventsSection({ id, title, data, catalogue, emptyText, component = 'dashboard', withSport = true, infinite = true, limit, headingLevel = 2, actions }: EventsSectionProps) {
  const { t } = useTranslation();
  const { store } = useLiveFeed();
  const [pages, setPages] = useState(1);
  // A list across sports leaves out the sports the player hides; a sport's or a championship's own list does not.
  const hidden = useHiddenSports();
  const acrossSports = data.scope.type === 'all' || data.scope.type === 'top';
  const topics = useMemo(() => sectionTopics(data.scope, acrossSports ? visibleSports(hidden, data.kind, catalogue) : catalogue, data.kind), [data.scope, catalogue, data.kind, hidden, acrossSports]);
  const followed = useMemo(() => topics.slice(0, infinite ? Math.max(1, pages) : 1), [topics, pages, infinite]);
  const views = useLiveTopics(followed, component, data.initial ? { events: [...data.initial] } : undefined);
  // The rows in topic order, each game once; a row reads the rest of its game from the store.
  const events = useMemo(() => {
    const seen = new Set<number>();
    const list: EventView[] = [];
    for (const view of views)
      for (const gameId of view.order) {
        const event = seen.has(gameId) ? undefined : store.event(gameId);
        if (!event) continue;
        seen.add(gameId);
        const view = cachedEventView(event);
        if (!acrossSports || !hidden.hides(view.kind, view.sportId)) list.push(view);
      }
    return limit === undefined ? list : list.slice(0, limit);
  }, [views, store, hidden, acrossSports, limit]);
  const loading = views.some((view) => view.status === 'loading');
  const failed = views.some((view) => view.error !== null);
  const more = infinite && followed.length < topics.length;
  const loadMore = useCallback(() => {
    if (!loading) setPages((count) => Math.min(topics.length, count + 1));
  }, [loading, topics.length]);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const headingId = `${id}-title`;
  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={loading || undefined}>
      <div className={styles.header}>
        <Heading id={headingId} className={styles.title}>
          {title}
        </Heading>
        {actions}
      </div>
      {failed && (
        <p className={styles.error} role="status">
          {t('sportsbook_feed_error')}
        </p>
      )}
      {events.length === 0 ? (
        loading ? (
          <div className={styles.loading}>
            <SkeletonRows count={5} />
            <p className={styles.note}>{t('sportsbook_loading')}</p>
          </div>
        ) : (
          <p className={styles.note}>{emptyText}</p>
        )
      ) : (
        <EventList events={events} label={t('sportsbook_events_label', { title })} withSport={withSport} headingLevel={headingLevel === 1 ? 2 : 3} {...(more ? { onNearEnd: loadMore } : {})} />
      )}
      {more && (events.length > 0 || !loading) && (
        <Button className={styles.more} onClick={loadMore} loading={loading}>
          {t('sportsbook_load_more')}
        </Button>
      )}
    </section>
  );
}
