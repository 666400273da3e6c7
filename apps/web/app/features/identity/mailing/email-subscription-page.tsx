// office_email_subscription (issue 13 "Settings"): the news and offers the player gets by e-mail,
// the e-mail column of their mailing choice (decision 0039, POST /web-api/user/mailing). It says
// where letters go (and that an unconfirmed address gets none yet, a missing one nothing at all),
// ticks the kinds by e-mail, and saves only the e-mail channel: texts and push stay as they were.
import { href } from '@stavka/contract/route-href';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type MailingChoice, type MailingKind, mailingKinds } from '@stavka/contract/mailing';
import { AppLink } from '../../../shared/app-link';
import { useRootData } from '../../../shared/root-data';
import { Alert } from '../../../shared/ui/alerts';
import { Button } from '../../../shared/ui/button';
import { OfficeScreen } from '../../../shared/ui/office-screen';
import { ScreenState } from '../office-screen-state';
import styles from '../settings-form.module.css';
import { useMailingChoice } from './mailing-queries';
import { useMailingSave } from './use-mailing-save';

type Subscriptions = MailingChoice['subscriptions'];

export function EmailSubscriptionPage() {
  const { t } = useTranslation();
  const choice = useMailingChoice();
  return (
    <OfficeScreen title={t('office_email_subscription_title')} lead={t('office_email_subscription_lead')}>
      <Address />
      <ScreenState query={choice}>{(data) => <EmailForm saved={data.subscriptions} />}</ScreenState>
    </OfficeScreen>
  );
}

/** Where the letters go, and what to do when they cannot. */
function Address() {
  const { t } = useTranslation();
  const { site, viewer } = useRootData();
  const email = viewer?.email ?? null;
  if (email === null)
    return (
      <Alert messageKind="warning">
        {t('email_subscription_no_email')} <AppLink to={href('office_email_change', { lng: site.lang })}>{t('email_subscription_add')}</AppLink>
      </Alert>
    );
  if (viewer?.emailConfirmed !== true)
    return (
      <Alert messageKind="warning">
        {t('email_subscription_unconfirmed', { email })} <AppLink to={href('office_activation_email', { lng: site.lang })}>{t('email_subscription_confirm')}</AppLink>
      </Alert>
    );
  return <p className={styles.note}>{t('email_subscription_address', { email })}</p>;
}

const byEmail = (saved: Subscriptions): MailingKind[] => mailingKinds.filter((kind) => saved[kind].includes('email'));

function EmailForm({ saved }: { saved: Subscriptions }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const id = useId();
  const { saving, outcome, save, clearOutcome } = useMailingSave();
  const [ticked, setTicked] = useState<MailingKind[]>(() => byEmail(saved));
  const savedKinds = byEmail(saved);

  const toggle = (kind: MailingKind, on: boolean) => {
    setTicked((now) => mailingKinds.filter((k) => (k === kind ? on : now.includes(k))));
    clearOutcome();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // Each kind keeps its other channels; only e-mail follows the tick.
    const change = Object.fromEntries(
      mailingKinds.map((kind) => [kind, [...saved[kind].filter((channel) => channel !== 'email'), ...(ticked.includes(kind) ? (['email'] as const) : [])]]),
    );
    const choice = await save(change);
    if (choice) setTicked(byEmail(choice.subscriptions));
  };

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <fieldset className={styles.group} aria-describedby={`${id}-saved`}>
        <legend className={styles.legend}>{t('email_subscription_kinds')}</legend>
        {mailingKinds.map((kind) => (
          <div key={kind} className={styles.option}>
            <input
              id={`${id}-${kind}`}
              type="checkbox"
              className={styles.check}
              checked={ticked.includes(kind)}
              aria-describedby={`${id}-${kind}-hint`}
              onChange={(event) => toggle(kind, event.target.checked)}
            />
            <label htmlFor={`${id}-${kind}`}>{t(`mailing_kind_${kind}`)}</label>
            <p id={`${id}-${kind}-hint`} className={styles.hint}>
              {t(`mailing_kind_${kind}_hint`)}
            </p>
          </div>
        ))}
        <p id={`${id}-saved`} className={styles.saved}>
          {savedKinds.length === 0
            ? t('email_subscription_saved_none')
            : t('email_subscription_saved_now', { kinds: savedKinds.map((kind) => t(`mailing_kind_${kind}`)).join(', ') })}
        </p>
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" size="s" loading={saving}>
          {t('email_subscription_save')}
        </Button>
        <AppLink to={href('office_settings_mailing', { lng: site.lang })}>{t('email_subscription_other_channels')}</AppLink>
      </div>
      {outcome?.ok === true && <Alert messageKind="success">{t('email_subscription_saved')}</Alert>}
      {outcome?.ok === false && <Alert messageKind="error">{outcome.text}</Alert>}
    </form>
  );
}
