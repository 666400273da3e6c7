import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameEventType, GameEventTypeId } from '@stavka/contract/favourites';
import { useAlerts } from '../../shared/alerts-context';
import type { EventActionsGame } from '../../shared/event-actions';
import { useLiveEvent, useLiveGame } from '../../shared/live/live-hooks';
import { useRootData } from '../../shared/root-data';
import { Button } from '../../shared/ui/button';
import { Dialog } from '../../shared/ui/dialog';
import { SkeletonRows } from '../../shared/ui/skeleton';
import { useFavouritesContext } from './favourites-state';
import styles from './favourites.module.css';

interface Choice {
  readonly types: readonly GameEventType[];
  readonly saved: readonly GameEventTypeId[];
}

/**
 * The events of a game as checkboxes (GetEventTypesByGameId), ticked as saved (GetGameSubscription);
 * Save stores them. Both reads are server state (decision 0020): opened again, the dialog shows
 * the saved choice at once.
 */
export function SubscriptionDialog({ game, onClose }: { game: EventActionsGame; onClose: () => void }) {
  const { t } = useTranslation();
  const { site, viewer } = useRootData();
  const { api } = useFavouritesContext();
  const alerts = useAlerts();
  const listed = useLiveEvent(game.id);
  const full = useLiveGame(game.id);
  const event = listed ?? full;
  const introId = useId();
  const queryClient = useQueryClient();
  // The player is part of the key: another account signed in on this browser never sees these.
  const queryKey = ['favourites', 'subscription', viewer?.userId ?? null, game.id, site.lang];

  const read = useQuery({
    queryKey,
    queryFn: async (): Promise<Choice> => {
      const [types, current] = await Promise.all([api.eventTypes(game.id, site.lang), api.subscription(game.id)]);
      if (!types.ok) throw new Error(types.message);
      if (!current.ok) throw new Error(current.message);
      return { types: types.data, saved: current.data.Events };
    },
  });
  // Ticks the player changed; until then, the saved ones.
  const [edited, setEdited] = useState<ReadonlySet<GameEventTypeId> | null>(null);
  const chosen = edited ?? new Set(read.data?.saved);

  const save = useMutation({
    mutationFn: async (events: readonly GameEventTypeId[]) => {
      const result = await api.save(game.id, events, site.lang);
      if (!result.ok) throw new Error(result.message);
      return events;
    },
    onSuccess: (events) => {
      queryClient.setQueryData<Choice>(queryKey, (before) => before && { ...before, saved: events });
      alerts.show({ id: `subscription-${game.id}`, messageKind: 'success', text: t(events.length > 0 ? 'favourites_sub_saved' : 'favourites_sub_cleared'), timeoutMs: 4_000 });
      onClose();
    },
  });

  const toggle = (id: GameEventTypeId) => {
    const next = new Set(chosen);
    if (!next.delete(id)) next.add(id);
    setEdited(next);
  };

  const submit = (form: FormEvent) => {
    form.preventDefault();
    if (!read.data || save.isPending) return;
    save.mutate(read.data.types.map((type) => type.Id).filter((id) => chosen.has(id)));
  };

  const eventName = event ? (event.O2 ? `${event.O1} — ${event.O2}` : event.O1) : `#${game.id}`;
  return (
    <Dialog title={t('favourites_sub_title')} onClose={onClose} size="s" describedBy={introId}>
      <form className={styles.form} onSubmit={submit}>
        <p id={introId}>{t('favourites_sub_intro', { event: eventName })}</p>
        {read.isPending && (
          <div aria-busy="true">
            <SkeletonRows count={5} />
            <p className={styles.note}>{t('favourites_sub_loading')}</p>
          </div>
        )}
        {read.isError && (
          <p role="alert" className={styles.error}>
            {t('favourites_sub_failed', { reason: read.error.message })}
          </p>
        )}
        {read.data &&
          (read.data.types.length === 0 ? (
            <p className={styles.note}>{t('favourites_sub_none')}</p>
          ) : (
            <fieldset className={styles.choices}>
              <legend className={styles.legend}>{t('favourites_sub_events_label')}</legend>
              {read.data.types.map((type) => (
                <label key={type.Id} className={styles.choice}>
                  <input type="checkbox" checked={chosen.has(type.Id)} onChange={() => toggle(type.Id)} />
                  {type.Name}
                </label>
              ))}
            </fieldset>
          ))}
        {save.isError && (
          <p role="alert" className={styles.error}>
            {t('favourites_sub_failed', { reason: save.error.message })}
          </p>
        )}
        <div className={styles.buttons}>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('favourites_sub_cancel')}
          </Button>
          <Button type="submit" variant="primary" loading={save.isPending} disabled={!read.data || read.data.types.length === 0}>
            {t('favourites_sub_save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
