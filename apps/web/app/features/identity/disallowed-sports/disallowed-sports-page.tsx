// office_settings_disallow_sports (issue 13 "Settings"): the sports the player hides from their
// line and live lists. Each list is a group of labelled ticks, one per sport of the feed, with
// what is saved now under it; saving sends both lists and shows the answer as the saved state, and
// reads the page's viewer again, which carries the lists to the sports tree and the game lists.
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import type { DisallowedSports } from '@stavka/contract/disallow-sports';
import { useRootData } from '../../../shared/root-data';
import { Alert } from '../../../shared/ui/alerts';
import { Button } from '../../../shared/ui/button';
import { OfficeScreen } from '../../../shared/ui/office-screen';
import { sessionsFailureText } from '../sessions/sessions-errors';
import styles from '../settings-form.module.css';
import { usePlayerId } from '../two-factor/two-factor-queries';
import { disallowedSportsKeys, type HiddenSports, useDisallowedSports, useDisallowedSportsApi } from './disallowed-sports-queries';
import { ScreenState } from '../office-screen-state';

const lists = [
  { field: 'lineDisallowSport', label: 'disallow_sports_line' },
  { field: 'liveDisallowSport', label: 'disallow_sports_live' },
] as const;
type ListField = (typeof lists)[number]['field'];

export function DisallowedSportsPage() {
  const { t } = useTranslation();
  const { site } = useRootData();
  const query = useDisallowedSports(site.lang);
  return (
    <OfficeScreen title={t('office_disallow_sports_title')} lead={t('office_disallow_sports_lead')}>
      <ScreenState query={query}>
        {(data) =>
          data.sports.length === 0 ? <p className={styles.note}>{t('disallow_sports_none_in_feed')}</p> : <HiddenSportsForm data={data} />
        }
      </ScreenState>
    </OfficeScreen>
  );
}

const same = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id) => b.includes(id));

function HiddenSportsForm({ data }: { data: DisallowedSports }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const api = useDisallowedSportsApi();
  const queryClient = useQueryClient();
  const userId = usePlayerId();
  const revalidator = useRevalidator();
  const [hidden, setHidden] = useState<HiddenSports>({
    lineDisallowSport: data.lineDisallowSport,
    liveDisallowSport: data.liveDisallowSport,
  });
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: true } | { ok: false; text: string } | null>(null);
  const changed = lists.some(({ field }) => !same(hidden[field], data[field]));

  const toggle = (field: ListField, sportId: number, on: boolean) => {
    setHidden((now) => ({
      ...now,
      [field]: on ? [...now[field], sportId].sort((a, b) => a - b) : now[field].filter((id) => id !== sportId),
    }));
    setOutcome(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const answer = await api.save(site.lang, hidden);
    setSaving(false);
    if (answer.ok) {
      queryClient.setQueryData(disallowedSportsKeys.mine(userId, site.lang), answer.data);
      setHidden({ lineDisallowSport: answer.data.lineDisallowSport, liveDisallowSport: answer.data.liveDisallowSport });
      setOutcome({ ok: true });
      void revalidator.revalidate();
    } else {
      const text = answer.failure.id === null ? t('disallow_sports_save_failed') : sessionsFailureText(t, answer.failure, site.minAge);
      setOutcome({ ok: false, text });
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      {lists.map(({ field, label }) => (
        <SportGroup
          key={field}
          legend={t(label)}
          sports={data.sports}
          hidden={hidden[field]}
          saved={data[field]}
          onToggle={(sportId, on) => toggle(field, sportId, on)}
        />
      ))}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" size="s" loading={saving}>
          {t('disallow_sports_save')}
        </Button>
        {changed && <span className={styles.note}>{t('disallow_sports_unsaved')}</span>}
      </div>
      {outcome?.ok === true && <Alert messageKind="success">{t('disallow_sports_saved')}</Alert>}
      {outcome?.ok === false && <Alert messageKind="error">{outcome.text}</Alert>}
    </form>
  );
}

function SportGroup({
  legend,
  sports,
  hidden,
  saved,
  onToggle,
}: {
  legend: string;
  sports: DisallowedSports['sports'];
  hidden: readonly number[];
  saved: readonly number[];
  onToggle: (sportId: number, on: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const savedNames = sports.filter((sport) => saved.includes(sport.id)).map((sport) => sport.name);
  return (
    <fieldset className={styles.group} aria-describedby={`${id}-saved`}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.sports}>
        {sports.map((sport) => (
          <div key={sport.id} className={styles.channel}>
            <input
              id={`${id}-${sport.id}`}
              type="checkbox"
              className={styles.check}
              checked={hidden.includes(sport.id)}
              onChange={(event) => onToggle(sport.id, event.target.checked)}
            />
            <label htmlFor={`${id}-${sport.id}`}>{sport.name}</label>
          </div>
        ))}
      </div>
      <p id={`${id}-saved`} className={styles.saved}>
        {savedNames.length === 0 ? t('disallow_sports_saved_none') : t('disallow_sports_saved_now', { sports: savedNames.join(', ') })}
      </p>
    </fieldset>
  );
}
