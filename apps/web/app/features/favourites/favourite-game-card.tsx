import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WireGame } from '@stavka/contract/feed-wire';
import { useAlerts } from '../../shared/alerts-context';
import { AppLink as Link } from '../../shared/app-link';
import { useLiveGame, useLiveTopic } from '../../shared/live/live-hooks';
import { IconButton } from '../../shared/ui/button';
import { cx } from '../../shared/ui/class-names';
import { VisuallyHidden } from '../../shared/ui/visually-hidden';
import { useFavouritesContext } from './favourites-state';
import { SubscriptionBell } from './subscription-bell';
import styles from './favourites.module.css';

/** What the page composes into a card: the sportsbook's price buttons and game link. */
export interface FavouriteGameParts {
  /** The game's main prices as buttons that go to the bet slip. */
  readonly renderPrices: (game: WireGame) => ReactNode;
  /** The game page's path. */
  readonly gameHref: (game: WireGame) => string;
}

/**
 * One favourite game, following its game topic (push; polling at the favourites interval of
 * wire-format §5 while the socket is down): championship, teams and live score, the bell, removal,
 * and the main prices, which move and flash in place as the lists' do.
 */
export function FavouriteGameCard({ gameId, renderPrices, gameHref }: FavouriteGameParts & { gameId: number }) {
  const { t } = useTranslation();
  const topic = useLiveTopic({ kind: 'game', gameId }, 'favorites');
  const game = useLiveGame(gameId);
  const { store } = useFavouritesContext();
  const alerts = useAlerts();
  const [removing, setRemoving] = useState(false);
  const name = game ? (game.O2 ? `${game.O1} — ${game.O2}` : game.O1) : `#${gameId}`;
  const remove = async () => {
    setRemoving(true);
    const result = await store.toggle(gameId);
    setRemoving(false);
    if (!result.ok) alerts.show({ id: `favourite-${gameId}`, messageKind: 'error', text: t('favourites_failed', { reason: result.message ?? '' }), dismissible: true });
  };
  const live = game?.KI === 1;
  return (
    <li className={styles.card} data-favourite-game={gameId}>
      <div className={styles.cardHead}>
        {game ? (
          <span className={styles.champ}>{game.L}</span>
        ) : (
          <span className={styles.note} role="status">
            {topic.status === 'error' ? t('favourites_gone', { id: gameId }) : t('favourites_loading')}
          </span>
        )}
        <span className={styles.cardActions}>
          {game && <SubscriptionBell game={{ id: gameId, constId: game.CI, live }} />}
          <IconButton icon="trash" size="s" label={t('favourites_remove_game', { event: name })} loading={removing} onClick={() => void remove()} />
        </span>
      </div>
      {game && (
        <div className={styles.cardBody}>
          <p className={styles.teams}>
            {live && <span className={styles.liveBadge}>{t('favourites_live')}</span>}
            <Link to={gameHref(game)} className={styles.gameLink} aria-label={t('favourites_open_game', { event: name })}>
              {name}
            </Link>
            {live && game.SC && (
              <span className={cx(styles.score, 'tabular-nums')} data-score="">
                <span aria-hidden="true">
                  {game.SC.FS.S1 ?? 0}:{game.SC.FS.S2 ?? 0}
                </span>
                <VisuallyHidden>{t('favourites_score', { home: game.SC.FS.S1 ?? 0, away: game.SC.FS.S2 ?? 0 })}</VisuallyHidden>
              </span>
            )}
          </p>
          <div className={styles.prices} role="group" aria-label={t('favourites_prices_label', { event: name })}>
            {renderPrices(game)}
          </div>
        </div>
      )}
    </li>
  );
}
