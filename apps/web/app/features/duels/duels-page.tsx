// The duels page (issue 12; decision 0026): two teams from different pre-match games, chosen from
// the teams the server lists (GetAvailablePlayersForDuel), become a duel (BuildDuel) on which scores
// more in its own game; the duel's prices go to the slip like any selection.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DuelPlayer } from '@stavka/contract/bet-builder';
import type { OddsFormat } from '@stavka/domain/odds/formats';
import { formatDateTime } from '@stavka/i18n/format';
import { useApiClient } from '../../shared/api-client';
import { refusalText } from '../../shared/bet-refusals';
import { useRootData } from '../../shared/root-data';
import { Alert } from '../../shared/ui/alerts';
import { Button } from '../../shared/ui/button';
import { SkeletonRows } from '../../shared/ui/skeleton';
import { DuelCard, type DuelSink, type NameOutcome } from './duel-card';
import { createDuelsApi, type DuelSide } from './duels-api';
import styles from './duels.module.css';

/** The list of teams is read again this often: games start and leave it. */
export const DUEL_PLAYERS_POLL_MS = 60_000;

const keyOf = (player: Pick<DuelPlayer, 'GameId' | 'Side'>) => `${player.GameId}:${player.Side}`;

function sideOf(key: string): DuelSide | null {
  const match = /^(\d+):([12])$/.exec(key);
  return match ? { gameId: Number(match[1]), side: match[2] === '1' ? 1 : 2 } : null;
}

function TeamSelect({ label, value, players, exceptGame, onChange }: { label: string; value: string; players: readonly DuelPlayer[]; exceptGame: number | null; onChange: (key: string) => void }) {
  const { t } = useTranslation();
  const { site, timeZone } = useRootData();
  const id = useId();
  const byChamp = useMemo(() => {
    const groups = new Map<string, DuelPlayer[]>();
    for (const player of players) groups.set(player.Champ, [...(groups.get(player.Champ) ?? []), player]);
    return [...groups.entries()];
  }, [players]);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select id={id} className={styles.select} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('duels_choose')}</option>
        {byChamp.map(([champ, list]) => (
          <optgroup key={champ} label={champ}>
            {list.map((player) => (
              <option key={keyOf(player)} value={keyOf(player)} disabled={player.GameId === exceptGame}>
                {t('duels_team_option', { team: player.Team, opponent: player.Opponent, start: formatDateTime(player.Start * 1000, site.lang, timeZone, 'dayMonth') })}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}

export function DuelsPage({ sink, name, oddsFormat }: { sink: DuelSink; name: NameOutcome; oddsFormat: OddsFormat }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const client = useApiClient();
  const api = useMemo(() => createDuelsApi(client), [client]);
  const headingId = useId();
  const [a, setA] = useState('');
  const [b, setB] = useState('');
  const players = useQuery({
    queryKey: ['duels', 'players', site.lang],
    staleTime: 30_000,
    refetchInterval: DUEL_PLAYERS_POLL_MS,
    queryFn: async ({ signal }) => {
      const outcome = await api.players(site.lang, signal);
      if (outcome.kind !== 'ok') throw new Error(outcome.message);
      return outcome.value;
    },
  });
  const build = useMutation({
    mutationFn: async ({ first, second }: { first: DuelSide; second: DuelSide }) => api.build(first, second, site.lang),
  });
  const list = players.data ?? [];
  const sideA = sideOf(a);
  const sideB = sideOf(b);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sideA && sideB && sideA.gameId !== sideB.gameId) build.mutate({ first: sideA, second: sideB });
  };
  const built = build.data;
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.title}>
        {t('duels_title')}
      </h1>
      <p className={styles.lead}>{t('duels_lead')}</p>
      {players.isPending ? (
        <div role="status" aria-label={t('duels_loading')}>
          <SkeletonRows count={3} />
        </div>
      ) : players.isError ? (
        <Alert
          messageKind="error"
          action={
            <Button size="s" icon="refresh" loading={players.isFetching} onClick={() => void players.refetch()}>
              {t('duels_retry')}
            </Button>
          }
        >
          {t('duels_failed')}
        </Alert>
      ) : list.length < 4 ? (
        <p className={styles.lead}>{t('duels_none')}</p>
      ) : (
        <form className={styles.form} onSubmit={submit}>
          <TeamSelect label={t('duels_team_a')} value={a} players={list} exceptGame={sideB?.gameId ?? null} onChange={setA} />
          <TeamSelect label={t('duels_team_b')} value={b} players={list} exceptGame={sideA?.gameId ?? null} onChange={setB} />
          <Button type="submit" variant="primary" loading={build.isPending} disabled={!sideA || !sideB || sideA.gameId === sideB.gameId}>
            {t('duels_build')}
          </Button>
        </form>
      )}
      <div role="status">
        {built?.kind === 'refused' && (
          <p className={styles.problem}>
            {t('duels_refused')} {refusalText(t, built.code)}
          </p>
        )}
        {built?.kind === 'unanswered' && <p className={styles.problem}>{t('duels_unanswered')}</p>}
      </div>
      {built?.kind === 'ok' && <DuelCard key={built.value.Event.I} duel={built.value} sink={sink} name={name} oddsFormat={oddsFormat} lang={site.lang} />}
    </section>
  );
}
