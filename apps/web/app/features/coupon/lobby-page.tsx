// The bet lobby (decision 0028): the brand's open bets that players chose to show (`withLobby`) —
// each with its selections, kind and price and the player by a masked account number, never the
// stake —, read again every half minute; "copy to the slip" makes a bet's selections the player's
// slip (through a shared slip, so they come as the server knows them now).
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { betVids } from '@stavka/contract/betting';
import { lobbyBetSchema, specialBetPaths, type LobbyBet } from '@stavka/contract/special-bets';
import type { MessageKey } from '@stavka/i18n/dictionaries';
import type { OddsFormat } from '@stavka/domain/odds/formats';
import { formatDateTime } from '@stavka/i18n/format';
import { useApiClient } from '../../shared/api-client';
import { useRootData } from '../../shared/root-data';
import { Alert } from '../../shared/ui/alerts';
import { Button } from '../../shared/ui/button';
import { SkeletonRows } from '../../shared/ui/skeleton';
import { familyCall } from './betting-api';
import type { NameOutcome } from './builder-picker';
import { useSharedSlips } from './coupon-context';
import { WEB_SOURCE } from './coupon-request';
import { loadStateText } from './shared-slip-texts';
import { priceText } from './slip-item';
import styles from './lobby.module.css';

export const LOBBY_POLL_MS = 30_000;
/** How many published bets the page lists. */
export const LOBBY_COUNT = 30;

const kindKeys: Readonly<Record<number, MessageKey>> = {
  [betVids.single]: 'sportsbook_slip_single',
  [betVids.express]: 'sportsbook_slip_express',
  [betVids.system]: 'bet_kind_system',
  [betVids.chain]: 'bet_kind_chain',
  [betVids.anti_express]: 'bet_kind_anti_express',
};

function LobbyCard({ bet, name, oddsFormat }: { bet: LobbyBet; name: NameOutcome; oddsFormat: OddsFormat }) {
  const { t } = useTranslation();
  const { site, timeZone } = useRootData();
  const { shared } = useSharedSlips();
  const [said, setSaid] = useState<string | null>(null);
  const [copying, setCopying] = useState(false);
  const copy = async () => {
    setCopying(true);
    const body = {
      Events: bet.Events.map((event) => ({ GameId: event.GameId, Type: event.Type, Param: event.Param, Coef: event.Coef })),
      Vid: bet.Vid,
      expressNum: 0,
      CheckCf: 2 as const,
      Lng: site.lang,
      Source: WEB_SOURCE,
    };
    const state = await shared.copy(body, site.lang);
    setCopying(false);
    setSaid(loadStateText(t, state));
  };
  const kind = kindKeys[bet.Vid];
  return (
    <article className={styles.bet} aria-label={t('lobby_bet_label', { name: bet.Name })} data-lobby-bet={bet.BetId}>
      <header className={styles.head}>
        <span className={styles.player}>{bet.Name}</span>
        <time className={styles.muted} dateTime={new Date(bet.Dt * 1000).toISOString()}>
          {formatDateTime(bet.Dt * 1000, site.lang, timeZone, 'dateTime')}
        </time>
        {kind && <span className={styles.kind}>{t(kind)}</span>}
        {bet.Coef !== null && <strong className={styles.coef}>{priceText(Math.round(bet.Coef * 1000), oddsFormat, site.lang)}</strong>}
      </header>
      <ul className={styles.legs}>
        {bet.Events.map((event) => (
          <li key={`${event.GameId}:${event.Type}:${event.Param}`} className={styles.leg}>
            <span>{event.Opp2 === '' ? event.Opp1 : t('sportsbook_event_teams', { team1: event.Opp1, team2: event.Opp2 })}</span>
            <strong>{name({ group: 0, type: event.Type, param: event.Param === 0 ? null : event.Param }).outcome}</strong>
            <span className={styles.muted}>{event.Coef > 1 ? priceText(Math.round(event.Coef * 1000), oddsFormat, site.lang) : '—'}</span>
          </li>
        ))}
      </ul>
      <Button size="s" variant="secondary" loading={copying} onClick={() => void copy()} aria-label={t('lobby_copy_label', { name: bet.Name })}>
        {t('lobby_copy')}
      </Button>
      <p role="status" className={styles.muted}>
        {said ?? ''}
      </p>
    </article>
  );
}

export function LobbyPage({ name, oddsFormat }: { name: NameOutcome; oddsFormat: OddsFormat }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const client = useApiClient();
  const headingId = useId();
  const lobby = useQuery({
    queryKey: ['coupon', 'lobby', site.lang],
    staleTime: 10_000,
    refetchInterval: LOBBY_POLL_MS,
    queryFn: async ({ signal }) => {
      const outcome = await familyCall(client, specialBetPaths.lobby, {}, z.array(lobbyBetSchema), { method: 'GET', signal, query: { count: LOBBY_COUNT, lng: site.lang } });
      if (outcome.kind !== 'ok') throw new Error(outcome.kind);
      return outcome.value;
    },
  });
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.title}>
        {t('lobby_title')}
      </h1>
      <p className={styles.lead}>{t('lobby_lead')}</p>
      {lobby.isPending ? (
        <SkeletonRows count={4} />
      ) : lobby.isError ? (
        <Alert
          messageKind="error"
          action={
            <Button size="s" icon="refresh" loading={lobby.isFetching} onClick={() => void lobby.refetch()}>
              {t('lobby_retry')}
            </Button>
          }
        >
          {t('lobby_failed')}
        </Alert>
      ) : lobby.data.length === 0 ? (
        <p className={styles.lead}>{t('lobby_empty')}</p>
      ) : (
        <ul className={styles.list} aria-busy={lobby.isFetching || undefined} data-testid="lobby">
          {lobby.data.map((bet) => (
            <li key={bet.BetId}>
              <LobbyCard bet={bet} name={name} oddsFormat={oddsFormat} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
