// The steps of an office checklist (office_convert_account, office_clarify_data,
// office_identification_welcome): one card each, numbered by their order, with its state as kept
// now and the way to the screen that does it.
import { useTranslation } from 'react-i18next';
import { href } from '@stavka/contract/route-href';
import type { MessageKey } from '@stavka/i18n/dictionaries';
import { AppLink } from '../../../shared/app-link';
import { useRootData } from '../../../shared/root-data';
import { Icon } from '../../../shared/ui/icon';
import styles from '../two-factor/two-factor.module.css';
import own from './convert-account.module.css';

/** The screens a step leads to (each takes only the language). */
type StepRoute =
  | 'office_email_change'
  | 'office_activation_email'
  | 'office_phone_binding'
  | 'office_phone_activate'
  | 'office_account_edit'
  | 'office_change_login'
  | 'office_account_identification'
  | 'office_account_verification'
  | 'office_identification_welcome';

export interface Step {
  id: string;
  title: MessageKey;
  done: boolean;
  text: string;
  link: { route: StepRoute; label: MessageKey } | null;
}

export function StepList({ steps, idPrefix }: { steps: readonly Step[]; idPrefix: string }) {
  return (
    <ol className={own.steps}>
      {steps.map((step) => (
        <li key={step.id}>
          <StepCard step={step} idPrefix={idPrefix} />
        </li>
      ))}
    </ol>
  );
}

function StepCard({ step, idPrefix }: { step: Step; idPrefix: string }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const titleId = `${idPrefix}-${step.id}`;
  return (
    <section className={styles.card} aria-labelledby={titleId} data-step={step.id} data-done={step.done}>
      <div className={styles.cardHead}>
        <h2 id={titleId} className={styles.cardTitle}>
          {t(step.title)}
        </h2>
        <span className={step.done ? styles.on : styles.off}>
          <Icon name={step.done ? 'check' : 'info'} size="s" />
          {t(step.done ? 'convert_step_done' : 'convert_step_todo')}
        </span>
      </div>
      <p className={styles.text}>{step.text}</p>
      {step.link && (
        <div className={styles.actions}>
          <AppLink className={styles.linkButton} to={href(step.link.route, { lng: site.lang })}>
            {t(step.link.label)}
            <Icon name="chevron-right" size="s" />
          </AppLink>
        </div>
      )}
    </section>
  );
}
