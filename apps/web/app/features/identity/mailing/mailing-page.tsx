// office_settings_mailing (issue 13 "Settings"): which news and offers the player receives, and by
// e-mail, SMS or push. Each kind is a group of ticks with what is saved now under it; saving sends
// every kind and shows the server's answer as the new saved state, a refusal in words.
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mailingChannels, type MailingChannel, type MailingChoice, mailingKinds, type MailingKind } from '@stavka/contract/mailing';
import { Alert } from '../../../shared/ui/alerts';
import { Button } from '../../../shared/ui/button';
import { OfficeScreen } from '../../../shared/ui/office-screen';
import { useMailingChoice } from './mailing-queries';
import { useMailingSave } from './use-mailing-save';
import styles from '../settings-form.module.css';
import { ScreenState } from '../office-screen-state';

type Subscriptions = MailingChoice['subscriptions'];

export function MailingPage() {
  const { t } = useTranslation();
  const choice = useMailingChoice();
  return (
    <OfficeScreen title={t('office_mailing_title')} lead={t('office_mailing_lead')}>
      <ScreenState query={choice}>{(data) => <MailingForm saved={data.subscriptions} />}</ScreenState>
    </OfficeScreen>
  );
}

function sameChoice(a: Subscriptions, b: Subscriptions): boolean {
  return mailingKinds.every((kind) => a[kind].length === b[kind].length && a[kind].every((channel) => b[kind].includes(channel)));
}

function MailingForm({ saved }: { saved: Subscriptions }) {
  const { t } = useTranslation();
  const { saving, outcome, save, clearOutcome } = useMailingSave();
  const [ticked, setTicked] = useState<Subscriptions>(saved);
  const changed = !sameChoice(ticked, saved);

  const toggle = (kind: MailingKind, channel: MailingChannel, on: boolean) => {
    setTicked((now) => ({ ...now, [kind]: mailingChannels.filter((c) => (c === channel ? on : now[kind].includes(c))) }));
    clearOutcome();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const choice = await save(ticked);
    if (choice) setTicked(choice.subscriptions);
  };

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      {mailingKinds.map((kind) => (
        <KindGroup key={kind} kind={kind} ticked={ticked[kind]} saved={saved[kind]} onToggle={toggle} />
      ))}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" size="s" loading={saving}>
          {t('mailing_save')}
        </Button>
        {changed && <span className={styles.note}>{t('mailing_unsaved')}</span>}
      </div>
      {outcome?.ok === true && <Alert messageKind="success">{t('mailing_saved')}</Alert>}
      {outcome?.ok === false && <Alert messageKind="error">{outcome.text}</Alert>}
    </form>
  );
}

function KindGroup({
  kind,
  ticked,
  saved,
  onToggle,
}: {
  kind: MailingKind;
  ticked: readonly MailingChannel[];
  saved: readonly MailingChannel[];
  onToggle: (kind: MailingKind, channel: MailingChannel, on: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const savedText =
    saved.length === 0
      ? t('mailing_saved_none')
      : t('mailing_saved_now', { channels: saved.map((channel) => t(`mailing_channel_${channel}`)).join(', ') });
  return (
    <fieldset className={styles.group} aria-describedby={`${id}-hint ${id}-saved`}>
      <legend className={styles.legend}>{t(`mailing_kind_${kind}`)}</legend>
      <p id={`${id}-hint`} className={styles.hint}>
        {t(`mailing_kind_${kind}_hint`)}
      </p>
      <div className={styles.channels}>
        {mailingChannels.map((channel) => (
          <div key={channel} className={styles.channel}>
            <input
              id={`${id}-${channel}`}
              type="checkbox"
              className={styles.check}
              checked={ticked.includes(channel)}
              onChange={(event) => onToggle(kind, channel, event.target.checked)}
            />
            <label htmlFor={`${id}-${channel}`}>{t(`mailing_channel_${channel}`)}</label>
          </div>
        ))}
      </div>
      <p id={`${id}-saved`} className={styles.saved}>
        {savedText}
      </p>
    </fieldset>
  );
}
