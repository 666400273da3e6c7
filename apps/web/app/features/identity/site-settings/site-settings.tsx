// The site settings of office_settings (issue 13 "Settings", decision 0041): odds format, theme,
// text size, compact view, time zone, language and the one-click stake. Each choice is saved on the
// player's account the moment it is made (spec §7.4 savesetting, one setting a call), is put in
// force on this page at once, and follows the player to any browser they sign in on. What is saved
// is said under each group; a refusal is said in words and the choice goes back.
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { fontSizes, type FontSize, type PlayerSettingId, type PlayerSettings } from '@stavka/contract/player-settings';
import type { UserSettings } from '@stavka/contract/sessions';
import { formatMoney } from '@stavka/i18n/format';
import { oddsFormatFromId, oddsFormatIds, oddsFormats } from '@stavka/domain/odds/formats';
import { oddsFormatNames, oddsFormatSamples } from '../../../shared/odds-format-names';
import { pathInLanguage, useSaveSetting } from '../../../shared/player-settings';
import { useRootData } from '../../../shared/root-data';
import { timeZoneOptions, type ZoneName } from '../../../shared/time-zones';
import { Alert } from '../../../shared/ui/alerts';
import { Button } from '../../../shared/ui/button';
import { SelectField } from '../fields/select-field';
import { TextField } from '../fields/text-field';
import { sessionsFailureText } from '../sessions/sessions-errors';
import { sessionsKeys, usePlayerId, useUserSettings } from '../sessions/sessions-queries';
import { SessionsScreenState } from '../sessions/sessions-screen-state';
import styles from '../settings-form.module.css';
import { applyOnThisDevice } from './apply-setting';

type Choices = {
  coef_view: number;
  theme: 'dark' | 'light';
  font_size: FontSize;
  compact_view: boolean;
  time_zone: string;
  language: string;
};
type ChoiceId = keyof Choices;
type Status = { state: 'saving' } | { state: 'saved' } | { state: 'failed'; text: string };

/** `timeZones`: the zones named by the server (routes/office-settings.tsx), so the page and its hydration agree. */
export function SiteSettings({ timeZones }: { timeZones?: readonly ZoneName[] }) {
  const settings = useUserSettings();
  return (
    <SessionsScreenState query={settings} rows={6}>
      {(loaded) => <SiteSettingsForm saved={loaded.values} timeZones={timeZones} />}
    </SessionsScreenState>
  );
}

/** What is in force now: the saved value, else what this browser shows (cookie or brand default). */
function useChoicesInForce(saved: PlayerSettings): Choices {
  const root = useRootData();
  return {
    coef_view: saved.coef_view ?? oddsFormatIds[root.oddsFormat ?? 'decimal'],
    theme: saved.theme ?? root.theme,
    font_size: saved.font_size ?? root.fontSize ?? 'm',
    compact_view: saved.compact_view ?? root.compactView ?? false,
    time_zone: saved.time_zone ?? root.timeZone,
    language: saved.language ?? root.site.lang,
  };
}

/** Saves one setting and reports how it went; on success puts it in force on this page. */
function useSettingSaver() {
  const { t } = useTranslation();
  const { site } = useRootData();
  const saveSetting = useSaveSetting();
  const queryClient = useQueryClient();
  const userId = usePlayerId();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const location = useLocation();
  const [statuses, setStatuses] = useState<Partial<Record<PlayerSettingId, Status>>>({});
  const setStatus = (id: PlayerSettingId, status: Status) => setStatuses((now) => ({ ...now, [id]: status }));

  const save = async (id: PlayerSettingId, value: string | number | boolean | null): Promise<boolean> => {
    setStatus(id, { state: 'saving' });
    const answer = await saveSetting(id, value);
    if (answer === null || !answer.ok) {
      const text = answer === null || answer.failure.id === null ? t('settings_save_failed') : sessionsFailureText(t, answer.failure, site.minAge);
      setStatus(id, { state: 'failed', text });
      return false;
    }
    queryClient.setQueryData<UserSettings>(sessionsKeys.settings(userId ?? 0), (old) => old && { ...old, values: answer.data });
    setStatus(id, { state: 'saved' });
    applyOnThisDevice(id, value);
    // The page's root data carries the saved settings: read it again so every part shows them.
    if (id === 'language' && typeof value === 'string') void navigate(pathInLanguage(location.pathname, location.search, value));
    else void revalidator.revalidate();
    return true;
  };
  return { statuses, save };
}

function SiteSettingsForm({ saved, timeZones }: { saved: PlayerSettings; timeZones: readonly ZoneName[] | undefined }) {
  const { t, i18n } = useTranslation();
  const { site } = useRootData();
  const inForce = useChoicesInForce(saved);
  const [choices, setChoices] = useState<Choices>(inForce);
  const { statuses, save } = useSettingSaver();
  const zones = useMemo(() => timeZoneOptions(choices.time_zone, i18n.language, undefined, timeZones), [choices.time_zone, i18n.language, timeZones]);

  const choose = async <K extends ChoiceId>(id: K, value: Choices[K]) => {
    const before = choices[id];
    setChoices((now) => ({ ...now, [id]: value }));
    if (!(await save(id, value))) setChoices((now) => ({ ...now, [id]: before }));
  };

  return (
    <div className={styles.form}>
      <RadioGroup
        title={t('settings_odds_title')}
        hint={t('settings_odds_hint', { example: oddsFormatSamples(oddsFormatFromId(choices.coef_view) ?? 'decimal', site.lang) })}
        status={statuses.coef_view}
        value={String(choices.coef_view)}
        options={oddsFormats.map((format) => ({ value: String(oddsFormatIds[format]), label: `${t(oddsFormatNames[format])} (${oddsFormatSamples(format, site.lang)})` }))}
        onChoose={(value) => void choose('coef_view', Number(value))}
      />
      <RadioGroup
        title={t('settings_theme_title')}
        status={statuses.theme}
        value={choices.theme}
        options={[
          { value: 'dark', label: t('settings_theme_dark') },
          { value: 'light', label: t('settings_theme_light') },
        ]}
        onChoose={(value) => void choose('theme', value === 'light' ? 'light' : 'dark')}
      />
      <RadioGroup
        title={t('settings_font_title')}
        status={statuses.font_size}
        value={choices.font_size}
        options={fontSizes.map((size) => ({ value: size, label: t(`settings_font_${size}`) }))}
        onChoose={(value) => void choose('font_size', fontSizes.find((size) => size === value) ?? 'm')}
      />
      <Group title={t('settings_compact_title')} hint={t('settings_compact_hint')} status={statuses.compact_view}>
        {(ids) => (
          <div className={styles.channel}>
            <input
              id={`${ids}-compact`}
              type="checkbox"
              className={styles.check}
              checked={choices.compact_view}
              onChange={(event) => void choose('compact_view', event.target.checked)}
            />
            <label htmlFor={`${ids}-compact`}>{t('settings_compact_label')}</label>
          </div>
        )}
      </Group>
      <Group title={t('settings_time_zone_title')} status={statuses.time_zone}>
        {() => (
          <SelectField
            className={styles.fill}
            label={t('settings_time_zone_label')}
            hint={t('settings_time_zone_hint')}
            value={choices.time_zone}
            options={zones.map((zone) => ({ value: String(zone.id), label: zone.name }))}
            onChange={(event) => void choose('time_zone', event.target.value)}
          />
        )}
      </Group>
      <Group title={t('settings_language_title')} status={statuses.language}>
        {() => (
          <SelectField
            className={styles.fill}
            label={t('settings_language_label')}
            hint={t('settings_language_hint')}
            value={choices.language}
            options={site.languages.map((language) => ({ value: language.code, label: language.title }))}
            onChange={(event) => void choose('language', event.target.value)}
          />
        )}
      </Group>
      <OneClickStake saved={saved.one_click} status={statuses.one_click_stake} onSave={(stake) => save('one_click_stake', stake)} />
    </div>
  );
}

/** A titled group of controls with what became of its last save under it. */
function Group({ title, hint, status, children }: { title: string; hint?: string; status: Status | undefined; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <fieldset className={styles.group} aria-describedby={hint === undefined ? undefined : `${id}-hint`}>
      <legend className={styles.legend}>{title}</legend>
      {hint !== undefined && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {children(id)}
      <SaveStatus status={status} />
    </fieldset>
  );
}

function RadioGroup({
  title,
  hint,
  status,
  value,
  options,
  onChoose,
}: {
  title: string;
  hint?: string;
  status: Status | undefined;
  value: string;
  options: readonly { value: string; label: string }[];
  onChoose: (value: string) => void;
}) {
  return (
    <Group title={title} hint={hint} status={status}>
      {(id) => (
        <div className={styles.channels}>
          {options.map((option) => (
            <div key={option.value} className={styles.channel}>
              <input
                id={`${id}-${option.value}`}
                type="radio"
                name={id}
                className={styles.check}
                checked={value === option.value}
                onChange={() => onChoose(option.value)}
              />
              <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
            </div>
          ))}
        </div>
      )}
    </Group>
  );
}

/** Saving…, saved, or the refusal in words; a live region, so a screen reader hears it. */
function SaveStatus({ status }: { status: Status | undefined }) {
  const { t } = useTranslation();
  if (status?.state === 'failed') return <Alert messageKind="error">{status.text}</Alert>;
  return (
    <p role="status" className={styles.saved}>
      {status?.state === 'saving' ? t('settings_saving') : status?.state === 'saved' ? t('settings_saved') : ''}
    </p>
  );
}

/** The bet slip's one-click stake (decision 0025): set here, turned on or off in the slip. */
function OneClickStake({ saved, status, onSave }: { saved: PlayerSettings['one_click']; status: Status | undefined; onSave: (stake: string | null) => Promise<boolean> }) {
  const { t } = useTranslation();
  const { viewer, site } = useRootData();
  const currency = saved.currency ?? viewer?.currency ?? '';
  const [stake, setStake] = useState(saved.stake ?? '');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = stake.trim().replace(',', '.');
    void onSave(text === '' ? null : text);
  };
  return (
    <Group title={t('settings_one_click_title')} hint={t(saved.enabled ? 'settings_one_click_on' : 'settings_one_click_off')} status={status}>
      {() => (
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <TextField
            label={t('settings_one_click_label', { currency })}
            inputMode="decimal"
            autoComplete="off"
            value={stake}
            onChange={(event) => setStake(event.target.value)}
            hint={saved.stake === null ? t('settings_one_click_saved_none') : t('settings_one_click_saved_now', { amount: stakeText(saved.stake, currency, site.lang) })}
          />
          <div className={styles.actions}>
            <Button type="submit" variant="primary" size="s" loading={status?.state === 'saving'}>
              {t('settings_one_click_save')}
            </Button>
          </div>
        </form>
      )}
    </Group>
  );
}

/** The saved stake, exact decimal text in its currency, as money in the page language. */
function stakeText(stake: string, currency: string, lang: string): string {
  const [whole = '0', fraction = ''] = stake.split('.');
  return formatMoney(BigInt(`${whole}${fraction}`), { code: currency, scale: fraction.length }, lang);
}
