// office_disable_two_factor_auth (issue 13): the recovery code given at enabling turns two-factor off,
// then back to the security page with a confirmation. Already off: the page says so.
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { href } from '@stavka/contract/route-href';
import { useAlerts } from '../../../shared/alerts-context';
import { useRootData } from '../../../shared/root-data';
import { OfficeScreen, QueryState } from '../../../shared/ui/office-screen';
import { CodeForm } from './code-form';
import { BackToSecurity } from './enable-two-factor-page';
import { twoFactorLoadFailure } from './two-factor-errors';
import { failureOf, twoFactorKeys, usePlayerId, useTwoFactorApi, useTwoFactorStatus } from './two-factor-queries';
import styles from './two-factor.module.css';

export function DisableTwoFactorPage() {
  const { t } = useTranslation();
  const status = useTwoFactorStatus();
  return (
    <OfficeScreen title={t('two_factor_disable_title')}>
      <QueryState query={status} rows={2} failureText={(error) => twoFactorLoadFailure(t, failureOf(error))}>
        {(loaded) => (loaded.enabled ? <DisableForm /> : <BackToSecurity text={t('two_factor_already_off')} />)}
      </QueryState>
    </OfficeScreen>
  );
}

function DisableForm() {
  const { t } = useTranslation();
  const { site } = useRootData();
  const api = useTwoFactorApi();
  const client = useQueryClient();
  const userId = usePlayerId();
  const alerts = useAlerts();
  const navigate = useNavigate();
  return (
    <section className={styles.card} aria-label={t('two_factor_disable_title')}>
      <p className={styles.text}>{t('two_factor_disable_lead')}</p>
      <div className={styles.form}>
        <CodeForm
          kind="hash"
          label={t('two_factor_hash_label')}
          submitLabel={t('two_factor_disable_submit')}
          onSubmit={async (hash) => {
            const outcome = await api.disable(hash);
            if (!outcome.ok) return outcome.failure;
            client.setQueryData(twoFactorKeys.status(userId), outcome.data);
            await client.invalidateQueries({ queryKey: twoFactorKeys.setup(userId) });
            alerts.show({ id: 'two-factor', messageKind: 'success', text: t('two_factor_disabled'), timeoutMs: 6000 });
            await navigate(href('office_security', { lng: site.lang }));
            return null;
          }}
        />
      </div>
    </section>
  );
}
