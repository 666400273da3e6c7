import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useApiClient } from '../../shared/api-client';
import { EventActionsProvider, type EventActionsGame } from '../../shared/event-actions';
import { useLiveFeed } from '../../shared/live/live-hooks';
import { useRootData } from '../../shared/root-data';
import { getAppStorage } from '../../shared/storage/app-storage';
import { createFavouritesApi } from './favourites-api';
import { FavouritesContext } from './favourites-state';
import { FavouritesStore } from './favourites-store';
import { FavouriteStar } from './favourite-star';
import { GameNotices } from './game-notices';
import { SubscriptionBell } from './subscription-bell';
import { SubscriptionDialog } from './subscription-dialog';
import styles from './favourites.module.css';

// The favourites of the whole site: one store of favourite games, the star and bell beside every
// game (through the shared event-actions slot), the one subscription dialog and the notices.

function renderActions(game: EventActionsGame): ReactNode {
  return (
    <span className={styles.actions}>
      <FavouriteStar gameId={game.id} />
      <SubscriptionBell game={game} />
    </span>
  );
}

/** Provides favourites to the page; the layout wraps the content with it, inside the live feed. */
export function FavouritesShell({ children }: { children: ReactNode }) {
  const client = useApiClient();
  const api = useMemo(() => createFavouritesApi(client), [client]);
  const [store] = useState(() => new FavouritesStore(api, getAppStorage));
  const { viewer } = useRootData();
  const userId = viewer?.userId ?? null;
  const feed = useLiveFeed();
  const seenViewer = useRef(userId);
  const [dialogGame, setDialogGame] = useState<EventActionsGame | null>(null);

  // The viewer is outside state (the session); following it is what effects are for.
  useEffect(() => {
    void store.setViewer(userId);
    // A socket opened as a guest gets no notices: open it again with the new session.
    if (seenViewer.current !== userId) feed.reconnect();
    seenViewer.current = userId;
  }, [store, userId, feed]);

  const openSubscription = useCallback((game: EventActionsGame) => setDialogGame(game), []);
  const value = useMemo(() => ({ store, api, signedIn: userId !== null, openSubscription }), [store, api, userId, openSubscription]);
  return (
    <FavouritesContext.Provider value={value}>
      <EventActionsProvider render={renderActions}>{children}</EventActionsProvider>
      {dialogGame && <SubscriptionDialog key={dialogGame.id} game={dialogGame} onClose={() => setDialogGame(null)} />}
      <GameNotices />
    </FavouritesContext.Provider>
  );
}
