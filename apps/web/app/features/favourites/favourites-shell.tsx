import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useApiClient } from '../../shared/api-client';
import { ChampActionsProvider, type ChampActionsChamp } from '../../shared/champ-actions';
import { EventActionsProvider, type EventActionsGame } from '../../shared/event-actions';
import { useLiveFeed } from '../../shared/live/live-hooks';
import { useRootData } from '../../shared/root-data';
import { getAppStorage } from '../../shared/storage/app-storage';
import { ChampStar } from './champ-star';
import { FavouriteChampsStore } from './favourite-champs-store';
import { createFavouritesApi } from './favourites-api';
import { FavouritesContext, useFavouriteChamps } from './favourites-state';
import { FavouritesStore } from './favourites-store';
import { FavouriteStar } from './favourite-star';
import { GameNotices } from './game-notices';
import { SubscriptionBell } from './subscription-bell';
import { SubscriptionDialog } from './subscription-dialog';
import styles from './favourites.module.css';

// The favourites of the whole site: one store of favourite games and one of championships, the
// star and bell beside every game (through the shared event-actions slot), the star beside every
// championship (champ-actions), the one subscription dialog and the notices.

function renderActions(game: EventActionsGame): ReactNode {
  return (
    <span className={styles.actions}>
      <FavouriteStar gameId={game.id} />
      <SubscriptionBell game={game} />
    </span>
  );
}

function renderChampActions(champ: ChampActionsChamp): ReactNode {
  return <ChampStar champ={champ} />;
}

/** Provides favourites to the page; the layout wraps the content with it, inside the live feed. */
export function FavouritesShell({ children }: { children: ReactNode }) {
  const client = useApiClient();
  const api = useMemo(() => createFavouritesApi(client), [client]);
  const [store] = useState(() => new FavouritesStore(api, getAppStorage));
  const [champs] = useState(() => new FavouriteChampsStore(getAppStorage));
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

  // Championships are this browser's whatever the viewer (no call for them): read once mounted.
  useEffect(() => champs.load(), [champs]);

  const openSubscription = useCallback((game: EventActionsGame) => setDialogGame(game), []);
  const value = useMemo(
    () => ({ store, champs, api, signedIn: userId !== null, openSubscription }),
    [store, champs, api, userId, openSubscription],
  );
  return (
    <FavouritesContext.Provider value={value}>
      <EventActionsProvider render={renderActions}>
        <PinnedChamps render={renderChampActions}>{children}</PinnedChamps>
      </EventActionsProvider>
      {dialogGame && <SubscriptionDialog key={dialogGame.id} game={dialogGame} onClose={() => setDialogGame(null)} />}
      <GameNotices />
    </FavouritesContext.Provider>
  );
}

/** The championship star in every tree row, and the starred championships pinned on top of it. */
function PinnedChamps({ render, children }: { render: (champ: ChampActionsChamp) => ReactNode; children: ReactNode }) {
  const { ids } = useFavouriteChamps();
  return (
    <ChampActionsProvider render={render} pinned={ids}>
      {children}
    </ChampActionsProvider>
  );
}
