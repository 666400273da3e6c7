import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { WireEvent } from '@stavka/contract/feed-wire';
import { AppLink as Link } from '../../shared/app-link';
import { useLiveGame } from '../../shared/live/live-hooks';
import { useRootData } from '../../shared/root-data';
import { cricketLinks } from './cricket-links';
import { cricketGameView } from './cricket-view';
import { CricketScoreboard } from './scoreboard';

/**
 * A cricket game's score card (runs/wickets and overs, the chase) and the way to its match
 * tracker (the card's own while it is live), on the game page: live from the game the page follows by push, the loader's event
 * until the first update.
 */
export function CricketGameScore({ game: loaded }: { game: WireEvent }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const live = useLiveGame(loaded.I);
  const view = useMemo(() => cricketGameView(live ?? loaded), [live, loaded]);
  const names = { team1: view.teams[0].name, team2: view.teams[1].name };
  return (
    <>
      <CricketScoreboard games={[view]} label={t('cricket_game_link_label', names)} emptyText="" />
      {/* The card links a live game's tracker itself. */}
      {!view.live && (
        <p>
          <Link to={cricketLinks.broadcast(site.lang, view.id)}>{t('cricket_tracker_link_label', names)}</Link>
        </p>
      )}
    </>
  );
}
