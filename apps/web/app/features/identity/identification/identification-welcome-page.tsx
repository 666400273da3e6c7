// office_identification_welcome (issue 13 "the identification and welcome screen"): what the
// identity check needs and how it goes, before the upload — the name and birth date as in the
// document, a photo or scan of one of the brand's document types, and the operator's check that
// ends in an office message — each step with its state now and the screen that does it.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { IdentificationConfig, IdentificationState } from '@stavka/contract/identification';
import { formatDateTime } from '@stavka/i18n/format';
import { useRootData } from '../../../shared/root-data';
import { Alert } from '../../../shared/ui/alerts';
import { OfficeScreen } from '../../../shared/ui/office-screen';
import { SkeletonRows } from '../../../shared/ui/skeleton';
import { useAccountData } from '../personal/account-queries';
import { nameStep } from '../personal/profile-steps';
import { type Step, StepList } from '../personal/step-card';
import styles from '../two-factor/two-factor.module.css';
import { WhatToUpload } from './identification-page';
import { useIdentificationScreen } from './identification-queries';

export function IdentificationWelcomePage() {
  const { t } = useTranslation();
  const { site, timeZone } = useRootData();
  const account = useAccountData(site.lang);
  const identification = useIdentificationScreen();
  const when = (iso: string | null) => (iso === null ? '' : formatDateTime(Date.parse(iso), site.lang, timeZone));
  let body;
  if (account.isPending || identification.isPending) body = <SkeletonRows count={3} />;
  else if (!account.data || !identification.data)
    body = (
      <p className={styles.text} role="alert">
        {t('account_error_generic')}
      </p>
    );
  else {
    const { config, state } = identification.data;
    const steps = [nameStep(t, account.data, site.lang), uploadStep(t, config, state, when), reviewStep(t, state, when)];
    body = (
      <>
        {state.status === 'verified' && <Alert messageKind="success">{t('identification_welcome_verified')}</Alert>}
        <StepList steps={steps} idPrefix="identification-welcome" />
        {(state.status === 'none' || state.status === 'rejected') && <WhatToUpload config={config} />}
      </>
    );
  }
  return (
    <OfficeScreen title={t('identification_welcome_title')} lead={t('identification_welcome_lead')}>
      {body}
    </OfficeScreen>
  );
}

function uploadStep(t: TFunction, config: IdentificationConfig, state: IdentificationState, when: (iso: string | null) => string): Step {
  const sent = state.status === 'pending' || state.status === 'verified';
  const types = config.documentTypes.map((type) => t(`identification_document_type_${type}`)).join(', ');
  const reason = state.reason === null ? '' : ` ${t('identification_reason_label')}: ${state.reason}`;
  return {
    id: 'upload',
    title: 'identification_welcome_step_upload',
    done: sent,
    text: sent
      ? t('identification_welcome_upload_sent', { date: when(state.submittedAt) })
      : state.status === 'rejected'
        ? `${t('identification_status_rejected')}.${reason}`
        : t('identification_welcome_upload_todo', { types }),
    link: sent ? null : { route: 'office_account_identification', label: state.status === 'none' ? 'identification_go_upload' : 'identification_go_upload_again' },
  };
}

function reviewStep(t: TFunction, state: IdentificationState, when: (iso: string | null) => string): Step {
  const text = {
    none: t('identification_welcome_review_todo'),
    rejected: t('identification_welcome_review_todo'),
    pending: t('identification_welcome_review_pending'),
    verified: t('identification_status_verified_hint', { date: when(state.reviewedAt) }),
  }[state.status];
  return {
    id: 'review',
    title: 'identification_welcome_step_review',
    done: state.status === 'verified',
    text,
    link: state.status === 'pending' ? { route: 'office_account_verification', label: 'identification_go_status' } : null,
  };
}
