import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WireGame } from '@stavka/contract/feed-wire';
import { cx } from '../../shared/ui/class-names';
import cue from '../../shared/ui/scroll-cue.module.css';
import { VisuallyHidden } from '../../shared/ui/visually-hidden';
import type { OutcomeView } from './event-view';
import { GameMarketGroup } from './game-market-group';
import { filterTabs } from './game-view';
import styles from './game-markets.module.css';

export interface GameMarketsProps {
  readonly game: WireGame;
  readonly eventLabel: string;
  readonly onPick: (game: WireGame, outcome: OutcomeView) => void;
}

/** Every market group of one game (or sub-game), with the filter of UX.md: All, then the kinds present. */
export function GameMarkets({ game, eventLabel, onPick }: GameMarketsProps) {
  const { t } = useTranslation();
  const groups = game.GE ?? [];
  const tabs = filterTabs(groups.map((g) => g.G));
  const [chosen, setChosen] = useState('all');
  const tab = tabs.find((x) => x.id === chosen) ?? tabs[0];
  const shown = tab ? groups.filter((g) => tab.groups.includes(g.G)) : groups;
  const pick = useCallback((outcome: OutcomeView) => onPick(game, outcome), [game, onPick]);
  if (groups.length === 0) return <p className={styles.note}>{t('game_markets_empty')}</p>;
  return (
    <div className={styles.markets}>
      {/* The outline of the page: the game (h1), its markets (h2), each market group (h3). */}
      <VisuallyHidden as="h2">{t('game_markets_label', { name: eventLabel })}</VisuallyHidden>
      {tabs.length > 2 && (
        <div className={cx(styles.filter, cue.cue)} role="group" aria-label={t('game_filter_label')}>
          {tabs.map((x) => (
            <button
              key={x.id}
              type="button"
              className={cx(styles.chip, x.id === tab?.id && styles.chipOn)}
              aria-pressed={x.id === tab?.id}
              onClick={() => setChosen(x.id)}
              data-filter={x.id}
            >
              {t(x.label)}
            </button>
          ))}
        </div>
      )}
      <div className={styles.groups}>
        {shown.map((group) => (
          <GameMarketGroup key={group.G} gameId={game.I} group={group} eventLabel={eventLabel} onPick={pick} />
        ))}
      </div>
    </div>
  );
}
