import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pollingInterval, type PollingComponent } from '../../shared/live/betting-timers';
import { useRootData } from '../../shared/root-data';
import { Button } from '../../shared/ui/button';
import { SkeletonRows } from '../../shared/ui/skeleton';
import type { CatalogueSport } from './catalogue';
import { EventList } from './event-list';
import type { SectionData } from './page-data';
import { sectionPlan } from './section-plan';
import { useLiveEvents } from './use-live-events';
import styles from './events-section.module.css';

export interface EventsSectionProps {
  readonly id: string;
  readonly title: string;
  readonly data: SectionData;
  /** The live catalogue of the section's kind: later pages are planned from it. */
  readonly catalogue: readonly CatalogueSport[];
  readonly emptyText: string;
  readonly component?: PollingComponent;
  /** Championship headers name the sport too (lists across sports). */
  readonly withSport?: boolean;
  /** Pages after the first load as the player scrolls (infinite scroll, spec §9). */
  readonly infinite?: boolean;
  readonly headingLevel?: 1 | 2;
  readonly actions?: ReactNode;
}

/**
 * A live list of games under a heading: the loader's first page, later pages on scroll (or the
 * "Show more" button), prices and scores kept fresh by `useLiveEvents`. Key it by what it lists.
 */
export function EventsSection({ id, title, data, catalogue, emptyText, component = 'dashboard', withSport = true, infinite = true, headingLevel = 2, actions }: EventsSectionProps) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const [pages, setPages] = useState(1);
  const plan = useMemo(() => sectionPlan(data.scope, catalogue), [data.scope, catalogue]);
  const queries = useMemo(() => plan.slice(0, infinite ? Math.max(1, pages) : 1), [plan, pages, infinite]);
  const scope = data.scope;
  const snapshot = useLiveEvents(
    {
      kind: data.kind,
      lang: site.lang,
      queries,
      intervalMs: pollingInterval({
        component,
        kind: data.kind === 1 ? 'live' : 'line',
        sportId: scope.type === 'sport' ? scope.sportId : undefined,
        champId: scope.type === 'champ' ? scope.champId : undefined,
      }),
    },
    data.initial,
  );
  const more = infinite && pages < plan.length;
  const loadMore = useCallback(() => {
    if (!snapshot.loading) setPages((count) => Math.min(plan.length, count + 1));
  }, [snapshot.loading, plan.length]);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const headingId = `${id}-title`;
  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={snapshot.loading || undefined}>
      <div className={styles.header}>
        <Heading id={headingId} className={styles.title}>
          {title}
        </Heading>
        {actions}
      </div>
      {snapshot.failed && (
        <p className={styles.error} role="status">
          {t('sportsbook_feed_error')}
        </p>
      )}
      {snapshot.events.length === 0 ? (
        snapshot.loading ? (
          <div className={styles.loading}>
            <SkeletonRows count={5} />
            <p className={styles.note}>{t('sportsbook_loading')}</p>
          </div>
        ) : (
          <p className={styles.note}>{emptyText}</p>
        )
      ) : (
        <EventList events={snapshot.events} label={t('sportsbook_events_label', { title })} withSport={withSport} headingLevel={headingLevel === 1 ? 2 : 3} {...(more ? { onNearEnd: loadMore } : {})} />
      )}
      {more && snapshot.events.length > 0 && (
        <Button className={styles.more} onClick={loadMore} loading={snapshot.loading}>
          {t('sportsbook_load_more')}
        </Button>
      )}
    </section>
  );
}
