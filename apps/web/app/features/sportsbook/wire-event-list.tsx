import { useMemo } from 'react';
import type { WireEvent } from '@stavka/contract/feed-wire';
import { EventList } from './event-list';
import { eventView } from './event-view';
import styles from './events-section.module.css';

export interface WireEventListProps {
  /** The feed's events as a loader read them (team, cricket and recommendation pages). */
  readonly events: readonly WireEvent[] | null;
  readonly label: string;
  readonly emptyText: string;
  /** Shown when the feed did not answer (events null). */
  readonly errorText: string;
  readonly withSport?: boolean;
}

/** A list of games with prices from a loader's events; the page refreshes them by re-running it. */
export function WireEventList({ events, label, emptyText, errorText, withSport = false }: WireEventListProps) {
  const views = useMemo(() => (events ?? []).map(eventView), [events]);
  if (events === null) return <p className={styles.error} role="status">{errorText}</p>;
  if (views.length === 0) return <p className={styles.note}>{emptyText}</p>;
  return <EventList events={views} label={label} withSport={withSport} />;
}
