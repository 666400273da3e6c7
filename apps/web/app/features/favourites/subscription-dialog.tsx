import { useEffect, useId, useState, type FormEvent } from 'react';
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

type Loaded = { readonly status: 'loading' } | { readonly status: 'failed'; readonly message: string } | { readonly status: 'ready'; readonly types: readonly GameEventType[] };

/** The events of a game as checkboxes (GetEventTypesByGameId), ticked as saved (GetGameSubscription); Save stores them. */
export function SubscriptionDialog({ game, onClose }: { game: EventActionsGame; onClose: () => void }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const { api } = useFavouritesContext();
  const alerts = useAlerts();
  const listed = useLiveEvent(game.id);
  const full = useLiveGame(game.id);
  const event = listed ?? full;
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [chosen, setChosen] = useState<ReadonlySet<GameEventTypeId>>(new Set());
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const introId = useId();

  // Loading what the dialog shows when it opens: it exists only while open.
  useEffect(() => {
    let live = true;
    void Promise.all([api.eventTypes(game.id, site.lang), api.subscription(game.id)]).then(([types, current]) => {
      if (!live) return;
      if (!types.ok) setLoaded({ status: 'failed', message: types.message });
      else if (!current.ok) setLoaded({ status: 'failed', message: current.message });
      else {
        setChosen(new Set(current.data.Events));
        setLoaded({ status: 'ready', types: types.data });
      }
    });
    return () => {
      live = false;
    };
  }, [api, game.id, site.lang]);

  const toggle = (id: GameEventTypeId) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const save = async (submit: FormEvent) => {
    submit.preventDefault();
    if (loaded.status !== 'ready') return;
    setSaving(true);
    setError(null);
    const events = loaded.types.map((type) => type.Id).filter((id) => chosen.has(id));
    const result = await api.save(game.id, events, site.lang);
    setSaving(false);
    if (!result.ok) {
      setError(t('favourites_sub_failed', { reason: result.message }));
      return;
    }
    alerts.show({ id: `subscription-${game.id}`, messageKind: 'success', text: t(events.length > 0 ? 'favourites_sub_saved' : 'favourites_sub_cleared'), timeoutMs: 4_000 });
    onClose();
  };

  const eventName = event ? (event.O2 ? `${event.O1} — ${event.O2}` : event.O1) : `#${game.id}`;
  return (
    <Dialog title={t('favourites_sub_title')} onClose={onClose} size="s" describedBy={introId}>
      <form className={styles.form} onSubmit={(submit) => void save(submit)}>
        <p id={introId}>{t('favourites_sub_intro', { event: eventName })}</p>
        {loaded.status === 'loading' && (
          <div aria-busy="true">
            <SkeletonRows count={5} />
            <p className={styles.note}>{t('favourites_sub_loading')}</p>
          </div>
        )}
        {loaded.status === 'failed' && (
          <p role="alert" className={styles.error}>
            {t('favourites_sub_failed', { reason: loaded.message })}
          </p>
        )}
        {loaded.status === 'ready' &&
          (loaded.types.length === 0 ? (
            <p className={styles.note}>{t('favourites_sub_none')}</p>
          ) : (
            <fieldset className={styles.choices}>
              <legend className={styles.legend}>{t('favourites_sub_events_label')}</legend>
              {loaded.types.map((type) => (
                <label key={type.Id} className={styles.choice}>
                  <input type="checkbox" checked={chosen.has(type.Id)} onChange={() => toggle(type.Id)} />
                  {type.Name}
                </label>
              ))}
            </fieldset>
          ))}
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
        <div className={styles.buttons}>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('favourites_sub_cancel')}
          </Button>
          <Button type="submit" variant="primary" loading={saving} disabled={loaded.status !== 'ready' || loaded.types.length === 0}>
            {t('favourites_sub_save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
