import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink as Link } from '../../shared/app-link';
import { ChampActions, usePinnedChamps } from '../../shared/champ-actions';
import { useRootData } from '../../shared/root-data';
import { cx } from '../../shared/ui/class-names';
import { champsByCountry, type CatalogueChamp, type CatalogueSport, type TreeData } from './catalogue';
import { champLink, filterLink, sportLink, type BettingMode } from './links';
import { SportIcon } from './sport-icon';
import { Count } from './tree-count';
import { TreeMenuSections } from './tree-menu-sections';
import { TreeSearch } from './tree-search';
import { useVisibleTree } from './hidden-sports';
import styles from './sports-tree.module.css';

export interface TreePlace {
  readonly mode?: BettingMode;
  readonly sportId?: number;
  readonly champId?: number;
  /** The sports of the sport filter page (`bettingSportFilter`), ticked in the tree. */
  readonly sportIds?: readonly number[];
  /** The menu section (spec §3) whose page is open. */
  readonly sectionCode?: number;
}

/**
 * The sports tree (UX.md): the starred championships and the menu sections of spec §3, then live,
 * then the line; sport → country → championship with event counts; a search box on top. The current sport is open; others open on demand and render their
 * championships only while open, so a long catalogue costs few DOM nodes.
 */
export function SportsTree({ data: tree, place, onNavigate }: { data: TreeData; place: TreePlace; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const data = useVisibleTree(tree);
  const [query, setQuery] = useState('');
  const empty = data.live.length === 0 && data.line.length === 0;
  return (
    <nav className={styles.tree} aria-label={t('sportsbook_tree_title')}>
      <TreeSearch data={data} query={query} onQuery={setQuery} {...(onNavigate ? { onNavigate } : {})} />
      {query.trim() === '' && (
        <>
          {empty && <p className={styles.note}>{t('sportsbook_tree_empty')}</p>}
          <PinnedSection data={data} place={place} onNavigate={onNavigate} />
          <TreeMenuSections data={data} mode={place.mode ?? 'line'} currentCode={place.sectionCode} onNavigate={onNavigate} />
          <TreeSection
            mode="live"
            title={t('sportsbook_tree_live')}
            sports={data.live}
            countries={data.countries}
            place={place}
            onNavigate={onNavigate}
          />
          <TreeSection
            mode="line"
            title={t('sportsbook_tree_line')}
            sports={data.line}
            countries={data.countries}
            place={place}
            onNavigate={onNavigate}
          />
        </>
      )}
    </nav>
  );
}

/**
 * The starred championships on top of the tree (UX.md "favourites pinned"), each where it has games
 * now: live first, else the line. A starred championship without games is left out here; the
 * favourites page lists it as idle.
 */
function PinnedSection({ data, place, onNavigate }: { data: TreeData; place: TreePlace; onNavigate: (() => void) | undefined }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const pinned = usePinnedChamps();
  const rows = pinned.flatMap((champId) => {
    for (const mode of ['live', 'line'] as const) {
      for (const sport of data[mode]) {
        const champ = sport.champs.find((c) => c.id === champId);
        if (champ) return [{ mode, sport, champ }];
      }
    }
    return [];
  });
  if (rows.length === 0) return null;
  return (
    <div className={styles.section}>
      <h2 className={styles.sectionTitle} id="tree-pinned">
        {t('sportsbook_tree_pinned')}
      </h2>
      <ul className={styles.champs} aria-labelledby="tree-pinned">
        {rows.map(({ mode, sport, champ }) => (
          <ChampRow
            key={champ.id}
            to={champLink(site.lang, mode, sport, champ)}
            label={t('sportsbook_tree_pinned_champ', { sport: sport.name, champ: champ.name })}
            champ={champ}
            current={place.mode === mode && place.champId === champ.id}
            onNavigate={onNavigate}
          />
        ))}
      </ul>
    </div>
  );
}

interface SectionProps {
  mode: BettingMode;
  title: string;
  sports: readonly CatalogueSport[];
  countries: Readonly<Record<number, string>>;
  place: TreePlace;
  onNavigate: (() => void) | undefined;
}

/** A kind's sports; ticked sports open together on the sport filter page (`bettingSportFilter`). */
function TreeSection({ mode, title, sports, countries, place, onNavigate }: SectionProps) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const [ticked, setTicked] = useState<readonly number[]>(() => (place.mode === mode ? (place.sportIds ?? []) : []));
  if (sports.length === 0) return null;
  const tick = (sportId: number, on: boolean) =>
    setTicked((ids) => (on ? [...ids.filter((id) => id !== sportId), sportId] : ids.filter((id) => id !== sportId)));
  return (
    <div className={styles.section} data-tree-section={mode}>
      <h2 className={cx(styles.sectionTitle, mode === 'live' && styles.live)}>{title}</h2>
      <ul className={styles.sports}>
        {sports.map((sport) => (
          <SportNode
            key={sport.id}
            mode={mode}
            sport={sport}
            countries={countries}
            place={place}
            onNavigate={onNavigate}
            ticked={ticked.includes(sport.id)}
            onTick={tick}
          />
        ))}
      </ul>
      {ticked.length > 0 && (
        <div className={styles.filter}>
          <Link to={filterLink(site.lang, mode, ticked)} className={styles.filterLink} onClick={onNavigate} data-sport-filter={mode}>
            {t('live_filter_show', { count: ticked.length })}
          </Link>
          <button type="button" className={styles.filterClear} onClick={() => setTicked([])}>
            {t('live_filter_clear')}
          </button>
        </div>
      )}
    </div>
  );
}

interface SportNodeProps extends Omit<SectionProps, 'title' | 'sports'> {
  sport: CatalogueSport;
  ticked: boolean;
  onTick: (sportId: number, on: boolean) => void;
}

function SportNode({ mode, sport, countries, place, onNavigate, ticked, onTick }: SportNodeProps) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const here = place.mode === mode && place.sportId === sport.id;
  const [open, setOpen] = useState(here);
  return (
    <li className={styles.sportItem}>
      <input
        type="checkbox"
        className={styles.tick}
        checked={ticked}
        onChange={(event) => onTick(sport.id, event.currentTarget.checked)}
        aria-label={t('live_filter_pick_sport', { sport: sport.name })}
      />
      <details className={styles.sport} open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className={cx(styles.summary, here && styles.current)}>
          <SportIcon sportId={sport.id} />
          <span className={styles.name}>{sport.name}</span>
          <Count count={sport.games} />
        </summary>
        {open && (
          <ul className={styles.champs}>
            <li>
              <Link
                to={sportLink(site.lang, mode, sport)}
                className={styles.link}
                aria-current={here && place.champId === undefined ? 'page' : undefined}
                onClick={onNavigate}
              >
                {t('sportsbook_tree_all_of', { sport: sport.name })}
              </Link>
            </li>
            {champsByCountry(sport, countries, t('sportsbook_tree_international')).map((group) => (
              <li key={group.countryId} className={styles.country}>
                <span className={styles.countryName}>{group.name}</span>
                <ul className={styles.champs}>
                  {group.champs.map((champ) => (
                    <ChampRow
                      key={champ.id}
                      to={champLink(site.lang, mode, sport, champ)}
                      label={champ.name}
                      champ={champ}
                      current={here && place.champId === champ.id}
                      onNavigate={onNavigate}
                    />
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </details>
    </li>
  );
}

/** A championship in the tree: its link with the count of games, and the actions beside it (the star). */
function ChampRow({
  to,
  label,
  champ,
  current,
  onNavigate,
}: {
  to: string;
  label: string;
  champ: CatalogueChamp;
  current: boolean;
  onNavigate: (() => void) | undefined;
}) {
  return (
    <li className={styles.champItem}>
      <Link to={to} className={styles.link} aria-current={current ? 'page' : undefined} onClick={onNavigate}>
        <span className={styles.name}>{label}</span>
        <Count count={champ.games} />
      </Link>
      <ChampActions champ={{ id: champ.id, name: champ.name }} />
    </li>
  );
}
