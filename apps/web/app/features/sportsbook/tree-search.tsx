import { useTranslation } from 'react-i18next';
import { href } from '@stavka/contract/route-href';
import { AppLink as Link } from '../../shared/app-link';
import { useRootData } from '../../shared/root-data';
import { SEARCH_MAX_LENGTH } from '../../shared/ui/select-search';
import type { TreeData } from './catalogue';
import { champLink, sportLink } from './links';
import { searchTree } from './tree-filter';
import { Count } from './tree-count';
import styles from './sports-tree.module.css';
import { champWithSport } from './champ-title';

/** The search box on top of the tree (UX.md) and what it finds: sports and championships by name. */
export function TreeSearch({ data, query, onQuery, onNavigate }: { data: TreeData; query: string; onQuery: (query: string) => void; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const found = searchTree(data, query);
  return (
    <div className={styles.search}>
      <input
        type="search"
        className={styles.searchInput}
        value={query}
        maxLength={SEARCH_MAX_LENGTH}
        onChange={(event) => onQuery(event.currentTarget.value)}
        placeholder={t('sportsbook_tree_search')}
        aria-label={t('sportsbook_tree_search')}
      />
      {query.trim() !== '' && query.trim().length <= SEARCH_MAX_LENGTH && (
        // The tree finds sports and championships; matches by team are on the search page.
        <Link to={href('searchEvents', { lng: site.lang }, { q: query.trim() })} className={styles.link} onClick={onNavigate}>
          {t('search_in_events', { query: query.trim() })}
        </Link>
      )}
      {found && (
        <div className={styles.found}>
          {found.length === 0 ? (
            <p className={styles.note} role="status">
              {t('sportsbook_tree_nothing')}
            </p>
          ) : (
            <ul className={styles.champs}>
              {found.map((hit) => (
                <li key={`${hit.mode}-${hit.sport.id}-${hit.champ?.id ?? 0}`}>
                  <Link
                    to={hit.champ ? champLink(site.lang, hit.mode, hit.sport, hit.champ) : sportLink(site.lang, hit.mode, hit.sport)}
                    className={styles.link}
                    onClick={onNavigate}
                  >
                    <span className={styles.name}>
                      {hit.mode === 'live' ? `${t('sportsbook_tree_live')} · ` : ''}
                      {hit.champ ? champWithSport(hit.sport.name, hit.champ.name) : hit.sport.name}
                    </span>
                    <Count count={hit.champ ? hit.champ.games : hit.sport.games} />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
