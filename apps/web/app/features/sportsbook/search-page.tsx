import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation, useSearchParams } from 'react-router';
import type { WireEvent } from '@stavka/contract/feed-wire';
import { AppLink as Link } from '../../shared/app-link';
import { useRootData } from '../../shared/root-data';
import { EventList } from './event-list';
import { eventView } from './event-view';
import { useLoaderRefresh } from './results-refresh';
import { eventChampLink } from './links';
import { SEARCH_TEXT_MAX, searchText } from './search-client';
import { champHits, type SearchPageData } from './search-page-data';
import styles from './search-page.module.css';

/** Wait after the last key press before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 400;

/**
 * The search of events (`searchEvents`): the text goes to ?q= a moment after the player stops
 * typing (the loader searches line and live); a text over the limit of spec §2 is refused with a
 * message and not sent. Matches are rows as in the lists (prices to the slip, links to the game and
 * its championship), and matching championships link to their pages.
 */
export function SearchPage({ data }: { data: SearchPageData }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const [text, setText] = useState(data.query);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const tooLong = text.trim().length > SEARCH_TEXT_MAX;
  // Only a search the feed did not answer is asked again.
  useLoaderRefresh(null, data.live === null || data.line === null);

  function send(raw: string) {
    clearTimeout(timer.current);
    const asked = searchText(raw);
    if ('refused' in asked && asked.refused === 'long') return;
    // The same search again is no navigation: it would cut short a press on a result made meanwhile.
    if (('text' in asked ? asked.text : '') === (searchParams.get('q') ?? '')) return;
    setSearchParams('text' in asked ? { q: asked.text } : {}, { replace: true, preventScrollReset: true });
  }
  function onChange(raw: string) {
    setText(raw);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => send(raw), SEARCH_DEBOUNCE_MS);
  }
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send(text);
  }

  const busy = navigation.state === 'loading';
  return (
    <section className={styles.page} aria-labelledby="search-title" aria-busy={busy || undefined}>
      <h1 id="search-title" className={styles.title}>
        {t('search_title')}
      </h1>
      <form role="search" className={styles.form} onSubmit={onSubmit}>
        <label htmlFor="search-events-text" className={styles.label}>
          {t('search_label')}
        </label>
        <input
          id="search-events-text"
          type="search"
          name="q"
          className={styles.input}
          value={text}
          onChange={(event) => onChange(event.currentTarget.value)}
          placeholder={t('search_placeholder')}
          aria-invalid={tooLong || undefined}
          aria-describedby={tooLong ? 'search-events-refused' : undefined}
          autoComplete="off"
        />
        {tooLong && (
          <p id="search-events-refused" className={styles.refused} role="alert">
            {t('search_too_long', { max: SEARCH_TEXT_MAX })}
          </p>
        )}
      </form>
      <SearchResults data={data} />
    </section>
  );
}

function SearchResults({ data }: { data: SearchPageData }) {
  const { t } = useTranslation();
  if (data.refused === 'long')
    return (
      <p className={styles.refused} role="status">
        {t('search_too_long', { max: SEARCH_TEXT_MAX })}
      </p>
    );
  if (data.refused === 'empty') return <p className={styles.note}>{t('search_hint')}</p>;
  const live = data.live ?? [];
  const line = data.line ?? [];
  const champs = champHits([...live, ...line], data.query);
  const failed = data.live === null || data.line === null;
  return (
    <div className={styles.page}>
      {failed && <p className={styles.error}>{t('search_feed_error')}</p>}
      <p className={styles.note} role="status">
        {live.length + line.length === 0 ? (failed ? '' : t('search_nothing', { query: data.query })) : t('search_found', { count: live.length + line.length, query: data.query })}
      </p>
      {champs.length > 0 && <ChampHits hits={champs} />}
      <GameHits id="search-live" title={t('search_live')} events={live} />
      <GameHits id="search-line" title={t('search_line')} events={line} />
    </div>
  );
}

function ChampHits({ hits }: { hits: ReturnType<typeof champHits> }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  return (
    <section className={styles.group} aria-labelledby="search-champs">
      <h2 id="search-champs" className={styles.groupTitle}>
        {t('search_champs')}
      </h2>
      <ul className={styles.list}>
        {hits.map(({ view, games }) => (
          <li key={`${view.kind}-${view.champId}`} className={styles.hit}>
            <span className={styles.when}>{view.kind === 1 ? <span className={styles.live}>{t('search_live_badge')}</span> : view.sportName}</span>
            <span className={styles.what}>
              <Link to={eventChampLink(site.lang, view)} className={styles.game}>
                {view.champName}
              </Link>
              <span className={styles.count}>{t('search_champ_games', { count: games })}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Matches as the lists show games: rows under their championship, with the main prices to the slip. */
function GameHits({ id, title, events }: { id: string; title: string; events: readonly WireEvent[] }) {
  const views = useMemo(() => events.map((event) => eventView(event)), [events]);
  if (events.length === 0) return null;
  return (
    <section className={styles.group} aria-labelledby={id} data-search-hits={id}>
      <h2 id={id} className={styles.groupTitle}>
        {title}
      </h2>
      <EventList events={views} label={title} />
    </section>
  );
}
