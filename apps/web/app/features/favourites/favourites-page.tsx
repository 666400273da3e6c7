import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '../../shared/alerts-context';
import { useLiveGame, useLiveTopic, useOutcomePrice } from '../../shared/live/live-hooks';
import { IconButton } from '../../shared/ui/button';
import { cx } from '../../shared/ui/class-names';
import { SkeletonRows } from '../../shared/ui/skeleton';
import { useFavourites, useFavouritesContext } from './favourites-state';
import { SubscriptionBell } from './subscription-bell';
import styles from './favourites.module.css';

export interface FavouritesPageProps {
  /** A price in the player's odds format (the route takes it from the sportsbook). */
  readonly formatPrice: (thousandths: number) => string;
}

/** The favourites page (product-spec route `favorites`): every favourite game, live, with its main prices. */
export function FavouritesPage({ formatPrice }: FavouritesPageProps) {
  const { t } = useTranslation();
  const { ids, ready } = useFavourites();
  return (
    <section className={styles.page} aria-labelledby="favourites-title">
      <h1 id="favourites-title" className={styles.title}>
        {t('favourites_title')}
      </h1>
      {!ready ? (
        <div aria-busy="true">
          <SkeletonRows count={5} />
          <p className={styles.note}>{t('favourites_loading')}</p>
        </div>
      ) : ids.length === 0 ? (
        <p className={styles.note}>{t('favourites_empty')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('favourites_list_label')}>
          {ids.map((id) => (
            <FavouriteGame key={id} gameId={id} formatPrice={formatPrice} />
          ))}
        </ul>
      )}
    </section>
  );
}

const COLUMNS = [
  { type: 1, label: 'favourites_outcome_home' },
  { type: 2, label: 'favourites_outcome_draw' },
  { type: 3, label: 'favourites_outcome_away' },
] as const;

/** One favourite game, following its game topic (socket, or polling at the favourites interval of wire-format §5). */
function FavouriteGame({ gameId, formatPrice }: { gameId: number; formatPrice: (thousandths: number) => string }) {
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
            <span>{name}</span>
            {live && game.SC && (
              <span className={cx(styles.score, 'tabular-nums')} data-score="" aria-label={t('favourites_score', { home: game.SC.FS.S1 ?? 0, away: game.SC.FS.S2 ?? 0 })}>
                {game.SC.FS.S1 ?? 0}:{game.SC.FS.S2 ?? 0}
              </span>
            )}
          </p>
          <ul className={styles.prices} aria-label={t('favourites_prices_label', { event: name })}>
            {COLUMNS.map((column) => (
              <Price key={column.type} gameId={gameId} type={column.type} label={t(column.label)} formatPrice={formatPrice} />
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}

function Price({ gameId, type, label, formatPrice }: { gameId: number; type: number; label: string; formatPrice: (thousandths: number) => string }) {
  const { t } = useTranslation();
  const price = useOutcomePrice(gameId, 1, type);
  if (!price) return null;
  const text = price.blocked ? t('favourites_price_blocked', { outcome: label }) : t('favourites_price_label', { outcome: label, price: formatPrice(price.price) });
  return (
    <li className={cx(styles.price, price.blocked && styles.blocked)} aria-label={text} data-price={price.price}>
      <span className={styles.priceLabel} aria-hidden="true">
        {label}
      </span>
      <span className="tabular-nums" aria-hidden="true">
        {price.blocked ? '—' : formatPrice(price.price)}
      </span>
    </li>
  );
}
