import { useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WireEvent } from '@stavka/contract/feed-wire';
import type { PushTopic } from '@stavka/contract/push';
import { AppLink as Link } from '../../shared/app-link';
import { useLiveFeed, useLiveTopics } from '../../shared/live/live-hooks';
import { SkeletonRows } from '../../shared/ui/skeleton';
import { useFavourites } from './favourites-state';
import styles from './favourites.module.css';

export interface FavouritesInSectionProps {
  /** The page's heading, where the section's frame has none (top events), and the section's tabs. */
  readonly heading?: { readonly title: string; readonly nav: ReactNode };
  /** The list's heading. */
  readonly title: string;
  /** The section's lists as push topics (top events: the top of live and line; cricket: its sport). */
  readonly topics: readonly PushTopic[];
  /** What the empty state says: which games show here and how to add one. */
  readonly emptyText: string;
  /** Where to find games to star (the section's own list). */
  readonly browse: { readonly to: string; readonly label: string };
  /** The section's rows for the favourite games among its events (the route composes the sportsbook's list). */
  readonly renderList: (events: readonly WireEvent[]) => ReactNode;
}

/**
 * The favourite games within a section (`topEventsFavorites`, `cricketFavorites`): the section's
 * topics are followed live (push, polling while the socket is down) and the rows are those of its
 * games that are favourites, in the section's order; starring or unstarring a game updates the list.
 */
export function FavouritesInSection({ heading, title, ...list }: FavouritesInSectionProps) {
  const titleId = useId();
  return (
    <div className={styles.page}>
      {heading && (
        <>
          <h1 className={styles.title}>{heading.title}</h1>
          {heading.nav}
        </>
      )}
      <section className={styles.group} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.groupTitle}>
          {title}
        </h2>
        <SectionGames {...list} />
      </section>
    </div>
  );
}

function SectionGames({ topics, emptyText, browse, renderList }: Omit<FavouritesInSectionProps, 'heading' | 'title'>) {
  const { t } = useTranslation();
  const { store } = useLiveFeed();
  const favourites = useFavourites();
  const views = useLiveTopics(topics, 'favorites');
  const events = useMemo(() => {
    const wanted = new Set(favourites.ids);
    const seen = new Set<number>();
    const list: WireEvent[] = [];
    for (const view of views)
      for (const gameId of view.order) {
        const event = wanted.has(gameId) && !seen.has(gameId) ? store.event(gameId) : undefined;
        if (!event) continue;
        seen.add(gameId);
        list.push(event);
      }
    return list;
  }, [views, favourites.ids, store]);
  const loading = !favourites.ready || views.some((view) => view.status === 'loading');
  const failed = views.length > 0 && views.every((view) => view.status === 'error');
  if (events.length > 0) return <>{renderList(events)}</>;
  if (loading)
    return (
      <div aria-busy="true">
        <SkeletonRows count={5} />
        <p className={styles.note}>{t('favourites_section_loading')}</p>
      </div>
    );
  return (
    <div className={styles.empty} data-favourites-empty="">
      {failed && (
        <p className={styles.error} role="status">
          {t('favourites_section_failed')}
        </p>
      )}
      <p className={styles.note}>{emptyText}</p>
      <Link to={browse.to} className={styles.browse}>
        {browse.label}
      </Link>
    </div>
  );
}
