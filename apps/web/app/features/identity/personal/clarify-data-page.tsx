// office_clarify_data (issue 13 "clarify data"): the details payouts need — the name and birth date,
// the address, the identity document and a confirmed identity — each with what is kept now and the
// screen that fills it in (the account form, decision 0035; the identity check, its own screens).
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AccountData } from '@stavka/contract/account';
import { useRootData } from '../../../shared/root-data';
import { OfficeScreen } from '../../../shared/ui/office-screen';
import { SkeletonRows } from '../../../shared/ui/skeleton';
import { useIdentificationScreen } from '../identification/identification-queries';
import styles from '../two-factor/two-factor.module.css';
import { useAccountData } from './account-queries';
import { documentTypeKey } from './account-text';
import { identityStep, nameStep } from './profile-steps';
import { type Step, StepList } from './step-card';

export function ClarifyDataPage() {
  const { t } = useTranslation();
  const { site } = useRootData();
  const account = useAccountData(site.lang);
  const identification = useIdentificationScreen();
  const title = t('office_screen_clarify_data');
  if (account.isPending || identification.isPending)
    return (
      <OfficeScreen title={title} lead={t('clarify_lead')}>
        <SkeletonRows count={4} />
      </OfficeScreen>
    );
  if (!account.data || !identification.data)
    return (
      <OfficeScreen title={title} lead={t('clarify_lead')}>
        <p className={styles.text} role="alert">
          {t('account_error_generic')}
        </p>
      </OfficeScreen>
    );
  const data = account.data;
  const steps: Step[] = [nameStep(t, data, site.lang), addressStep(t, data), documentStep(t, data), identityStep(t, identification.data.state)];
  const complete = steps.every((step) => step.done);
  return (
    <OfficeScreen title={title} lead={t('clarify_lead')}>
      <p className={styles.text} role="status" data-testid="clarify-state">
        {t(complete ? 'clarify_complete' : 'clarify_incomplete')}
      </p>
      <StepList steps={steps} idPrefix="clarify" />
    </OfficeScreen>
  );
}

function addressStep(t: TFunction, data: AccountData): Step {
  const done = data.city !== null && data.address !== null;
  const address = [data.address, data.city?.name, data.region?.name, data.postcode].filter((part) => part !== null && part !== undefined).join(', ');
  return {
    id: 'address',
    title: 'clarify_step_address',
    done,
    text: done ? t('clarify_step_address_done', { address }) : t('clarify_step_address_todo'),
    link: done ? null : { route: 'office_account_edit', label: 'account_edit_link' },
  };
}

function documentStep(t: TFunction, data: AccountData): Step {
  const { type, document_number: number } = data.document;
  const done = type !== null && number !== null;
  return {
    id: 'document',
    title: 'clarify_step_document',
    done,
    text: done ? t('clarify_step_document_done', { type: t(documentTypeKey(type)), number }) : t('clarify_step_document_todo'),
    link: done ? null : { route: 'office_account_edit', label: 'account_edit_link' },
  };
}
