import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink as Link } from '../../shared/app-link';
import { useRootData } from '../../shared/root-data';
import { VisuallyHidden } from '../../shared/ui/visually-hidden';
import { Crest } from './crest';
import { SportIcon } from './sport-icon';
import type { EventView, OutcomeView } from './event-view';
import { EventRow } from './event-row';
import { eventChampLink } from './links';
import { pickOf, toggleMessage } from './pick';
import { useSelectionSink } from './selection-sink';
import { VirtualList } from './virtual-list';
import styles from './event-list.module.css';
import { champWithSport } from './champ-title';

type ListItem = { readonly kind: 'head'; readonly event: EventView } | { readonly kind: 'row'; readonly event: EventView };

/** Rows under a header for each championship, in the list's order. */
export function listItems(events: readonly EventView[]): ListItem[] {
  const items: ListItem[] = [];
  let champ: number | null = null;
  for (const event of events) {
    if (event.champId !== champ) {
      items.push({ kind: 'head', event });
      champ = event.champId;
    }
    items.push({ kind: 'row', event });
  }
  return items;
}

const itemKey = (item: ListItem) => `${item.kind}-${item.kind === 'head' ? item.event.champId : item.event.id}`;
const isHeader = (item: ListItem) => item.kind === 'head';

export interface EventListProps {
  readonly events: readonly EventView[];
  readonly label: string;
  readonly onNearEnd?: () => void;
  /** Show the sport's name in the championship headers (lists across sports). */
  readonly withSport?: boolean;
  /** The championship headers' level: one below the list's own heading. */
  readonly headingLevel?: 2 | 3;
}

/** Events grouped by championship in a virtual list, each row live by push; a price press goes to the bet slip. */
export function EventList({ events, label, onNearEnd, withSport = true, headingLevel = 3 }: EventListProps) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const sink = useSelectionSink();
  const [announcement, setAnnouncement] = useState('');
  const items = useMemo(() => listItems(events), [events]);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // The row hands over its live event and the button its live price: the handler stays the same
  // function while prices and clocks change, so memoised rows and buttons do not re-render for it.
  const onPick = useCallback(
    (event: EventView, outcome: OutcomeView) => {
      const pick = pickOf(t, event, outcome);
      setAnnouncement(toggleMessage(t, sink.toggle(pick), pick));
    },
    [t, sink],
  );
  const renderItem = useCallback(
    (item: ListItem) =>
      item.kind === 'row' ? (
        <EventRow event={item.event} onPick={onPick} />
      ) : (
        <Heading className={styles.head}>
          {withSport && <SportIcon sportId={item.event.sportId} />}
          <Crest src={item.event.champLogo} name={item.event.champName} kind="champ" size="head" />
          <Link to={eventChampLink(site.lang, item.event)} className={styles.champ}>
            {withSport ? champWithSport(item.event.sportName, item.event.champName) : item.event.champName}
          </Link>
        </Heading>
      ),
    [onPick, site.lang, withSport, Heading],
  );
  return (
    <>
      <VirtualList items={items} itemKey={itemKey} isHeader={isHeader} renderItem={renderItem} label={label} {...(onNearEnd ? { onNearEnd } : {})} />
      <VisuallyHidden>
        <span role="status">{announcement}</span>
      </VisuallyHidden>
    </>
  );
}
