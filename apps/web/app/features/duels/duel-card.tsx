import type { TFunction } from 'i18next';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { BuiltDuel } from '@stavka/contract/bet-builder';
import type { WireOutcome } from '@stavka/contract/feed-wire';
import { formatOdds, type OddsFormat } from '@stavka/domain/odds/formats';
import { intlLocale } from '@stavka/i18n/format';
import styles from './duels.module.css';

/** A duel's outcome as the slip keeps a selection (the coupon's pick, by its shape). */
export interface DuelPick {
  readonly gameId: number;
  readonly constId: number;
  readonly kind: 1 | 3;
  readonly sportId: number;
  readonly champName: string;
  readonly team1: string;
  readonly team2: string;
  readonly group: number;
  readonly type: number;
  readonly param: number | null;
  readonly playerId: number | null;
  readonly marketName: string;
  readonly outcomeName: string;
  readonly price: number;
  readonly blocked: boolean;
  readonly updatedAt: number;
}

export type DuelRef = Pick<DuelPick, 'gameId' | 'group' | 'type' | 'param' | 'playerId'>;

/** What the duels page needs of the slip (the layout hands the slip's sink in). */
export interface DuelSink {
  subscribe(listener: () => void): () => void;
  isSelected(ref: DuelRef): boolean;
  toggle(pick: DuelPick): 'added' | 'removed' | 'replaced' | 'limit' | 'placing';
}

/** The sportsbook's names of a market and its outcome. */
export type NameOutcome = (ref: { readonly group: number; readonly type: number; readonly param: number | null }) => { readonly market: string; readonly outcome: string };

function pressText(t: TFunction, result: ReturnType<DuelSink['toggle']>, pick: DuelPick): string {
  const event = t('sportsbook_event_teams', { team1: pick.team1, team2: pick.team2 });
  switch (result) {
    case 'added':
      return t('sportsbook_slip_added', { event, outcome: pick.outcomeName });
    case 'removed':
      return t('sportsbook_slip_removed', { event, outcome: pick.outcomeName });
    case 'replaced':
      return t('sportsbook_slip_replaced', { outcome: pick.outcomeName });
    case 'limit':
      return t('sportsbook_slip_limit', { max: 50 });
    case 'placing':
      return t('bet_one_click_pressed', { outcome: pick.outcomeName });
  }
}

function OutcomeButton({ pick, sink, label, price, onPress }: { pick: DuelPick; sink: DuelSink; label: string; price: string; onPress: () => void }) {
  const selected = useSyncExternalStore(
    sink.subscribe,
    () => sink.isSelected(pick),
    () => false,
  );
  return (
    <button type="button" className={styles.outcome} aria-pressed={selected} disabled={pick.blocked} aria-label={label} data-price={pick.price} onClick={onPress}>
      <span className={styles.outcomeName}>{pick.outcomeName}</span>
      <span className={styles.outcomePrice}>{price}</span>
    </button>
  );
}

/**
 * A built duel (decision 0026): team A against team B on who scores more in their own games, its
 * markets — who scores more or the tie, double chance, A's handicap, both teams' goals — as prices
 * that go to the slip like any selection (or, with one-click betting on, place a single at once).
 */
export function DuelCard({ duel, sink, name, oddsFormat, lang }: { duel: BuiltDuel; sink: DuelSink; name: NameOutcome; oddsFormat: OddsFormat; lang: string }) {
  const { t } = useTranslation();
  const [said, setSaid] = useState('');
  const { Event: event, Players: [a, b] } = duel;
  const outcomes: WireOutcome[] = [...event.E, ...event.AE.flatMap((lines) => lines.ME)];
  const groups = [...new Set(outcomes.map((outcome) => outcome.G))];
  const eventLabel = t('duels_duel', { team1: event.O1, team2: event.O2 });
  const pickOf = (outcome: WireOutcome): DuelPick => {
    const param = outcome.P ?? null;
    const names = name({ group: outcome.G, type: outcome.T, param });
    return {
      gameId: event.I,
      constId: event.CI,
      kind: event.KI,
      sportId: event.SI,
      champName: event.L,
      team1: event.O1,
      team2: event.O2,
      group: outcome.G,
      type: outcome.T,
      param,
      playerId: null,
      marketName: names.market,
      outcomeName: names.outcome,
      price: Math.round(Number(outcome.CV) * 1000),
      blocked: outcome.B === true,
      updatedAt: event.U,
    };
  };
  return (
    <section className={styles.duel} aria-label={eventLabel} data-duel={event.I}>
      <h2 className={styles.duelTitle}>{eventLabel}</h2>
      <ul className={styles.sides}>
        {[a, b].map((side) => (
          <li key={`${side.GameId}:${side.Side}`}>{t('duels_sides', { team: side.Team, game: t('sportsbook_event_teams', { team1: side.Side === 1 ? side.Team : side.Opponent, team2: side.Side === 1 ? side.Opponent : side.Team }) })}</li>
        ))}
      </ul>
      {groups.map((group) => (
        <div key={group} className={styles.market} role="group" aria-label={name({ group, type: 0, param: null }).market}>
          <h3 className={styles.marketTitle}>{name({ group, type: 0, param: null }).market}</h3>
          <div className={styles.outcomes}>
            {outcomes
              .filter((outcome) => outcome.G === group)
              .map((outcome) => {
                const pick = pickOf(outcome);
                const price = formatOdds(pick.price, oddsFormat, intlLocale(lang));
                return (
                  <OutcomeButton
                    key={`${outcome.T}:${outcome.P ?? ''}`}
                    pick={pick}
                    sink={sink}
                    price={price}
                    label={t('duels_outcome_label', { event: eventLabel, outcome: pick.outcomeName, price })}
                    onPress={() => setSaid(pressText(t, sink.toggle(pick), pick))}
                  />
                );
              })}
          </div>
        </div>
      ))}
      <p className={styles.note}>{t('duels_pick_note')}</p>
      <p role="status" className={styles.said}>
        {said}
      </p>
    </section>
  );
}
