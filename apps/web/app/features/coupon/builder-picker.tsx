import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BuilderEvents } from '@stavka/contract/bet-builder';
import type { OddsFormat } from '@stavka/domain/odds/formats';
import { useRootData } from '../../shared/root-data';
import { Button } from '../../shared/ui/button';
import { useBuilder, useBuilderApi } from './builder-context';
import type { BuilderGame, BuilderLeg, BuilderToggle } from './builder-store';
import { priceText } from './slip-item';
import styles from './builder.module.css';

/** The sportsbook's names of a market and its outcome (the layout hands them in). */
export type NameOutcome = (ref: { readonly group: number; readonly type: number; readonly param: number | null }) => { readonly market: string; readonly outcome: string };

/** How often the builder's outcomes are read again while it is open (their own prices move). */
export const BUILDER_EVENTS_POLL_MS = 15_000;

type BuilderOutcome = BuilderEvents['periods'][number]['groups'][number]['events'][number];

function legOf(period: BuilderEvents['periods'][number], group: number, outcome: BuilderOutcome, name: NameOutcome): BuilderLeg {
  const param = outcome.parameter ?? null;
  const names = name({ group, type: outcome.type, param });
  return { gameId: period.gameId, group, type: outcome.type, param, price: Math.round(outcome.cf * 1000), period: period.period, marketName: names.market, outcomeName: names.outcome };
}

function toggleText(t: TFunction, result: BuilderToggle, leg: BuilderLeg): string {
  switch (result) {
    case 'added':
      return t('builder_added', { outcome: leg.outcomeName });
    case 'removed':
      return t('builder_removed', { outcome: leg.outcomeName });
    case 'replaced':
      return t('builder_replaced', { outcome: leg.outcomeName });
    case 'restarted':
      return t('builder_restarted', { outcome: leg.outcomeName });
    case 'limit':
      return t('builder_limit');
  }
}

/**
 * The bet builder on a game page (decision 0026): the outcomes of the match and of its first half
 * that a builder takes, each a toggle with its own price; picked ones go to the builder in the slip,
 * where they are priced together. Shown only where the game offers a builder.
 */
export function BuilderPicker({ gameId, live, name, oddsFormat }: { gameId: number; live: boolean; name: NameOutcome; oddsFormat: OddsFormat }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const api = useBuilderApi();
  const { state, store } = useBuilder();
  const [open, setOpen] = useState(false);
  const [said, setSaid] = useState('');
  const titleId = useId();
  const panelId = useId();
  const events = useQuery({
    queryKey: ['coupon', 'builder-events', gameId, live, site.lang],
    staleTime: 5_000,
    refetchInterval: open ? BUILDER_EVENTS_POLL_MS : false,
    queryFn: async ({ signal }): Promise<BuilderEvents | null> => {
      const outcome = await api.events(gameId, live, site.lang, signal);
      if (outcome.kind === 'ok') return outcome.value;
      // No builder for this game (its sport, no model, or not in the line): the page shows none.
      if (outcome.kind === 'refused') return null;
      throw new Error(outcome.kind);
    },
  });
  const offer = events.data;
  if (!offer) return null;
  const game: BuilderGame = { gameId: offer.gameId, constId: offer.constId, sportId: offer.sportId, kind: offer.kind, team1: offer.opponent1, team2: offer.opponent2, maxLegs: offer.maxLegs };
  const here = state.game?.gameId === offer.gameId ? state.legs.length : 0;
  return (
    <section className={styles.picker} aria-labelledby={titleId} data-builder-picker={offer.gameId}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {t('builder_title')}
          {here > 0 && <span className={styles.count}>{here}</span>}
        </h2>
        <Button size="s" variant={open ? 'ghost' : 'secondary'} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          {open ? t('builder_hide') : t('builder_open')}
        </Button>
      </div>
      <p className={styles.lead}>{t('builder_lead', { min: offer.minLegs, max: offer.maxLegs })}</p>
      <div id={panelId} hidden={!open}>
        {open &&
          offer.periods.map((period) => (
            <div key={period.gameId} className={styles.period} role="group" aria-label={period.period === '' ? t('builder_match') : period.period}>
              <h3 className={styles.periodTitle}>{period.period === '' ? t('builder_match') : period.period}</h3>
              {period.groups.map((group) => (
                <div key={group.groupId} className={styles.market} role="group" aria-label={name({ group: group.groupId, type: 0, param: null }).market}>
                  <h4 className={styles.marketTitle}>{name({ group: group.groupId, type: 0, param: null }).market}</h4>
                  <div className={styles.outcomes}>
                    {group.events.map((outcome) => {
                      const leg = legOf(period, group.groupId, outcome, name);
                      const picked = store.isPicked(leg);
                      const price = priceText(leg.price, oddsFormat, site.lang);
                      return (
                        <button
                          key={`${outcome.type}:${outcome.parameter ?? ''}`}
                          type="button"
                          className={styles.outcome}
                          aria-pressed={picked}
                          disabled={outcome.blocked === true}
                          data-leg={`${leg.gameId}:${leg.group}:${leg.type}:${leg.param ?? 0}`}
                          aria-label={t('builder_outcome_label', { outcome: leg.outcomeName, price })}
                          onClick={() => setSaid(toggleText(t, store.toggle(game, leg), leg))}
                        >
                          <span className={styles.outcomeName}>{leg.outcomeName}</span>
                          <span className={styles.outcomePrice}>{price}</span>
                        </button>
                      );
                    })}
                  </div>
                </div>
              ))}
            </div>
          ))}
      </div>
      <p role="status" className={styles.said}>
        {said}
      </p>
    </section>
  );
}
