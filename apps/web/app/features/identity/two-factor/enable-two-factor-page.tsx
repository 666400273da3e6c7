// office_enable_two_factor_auth (issue 13): the secret as a QR code and as the key to type, then a
// code of the app turns two-factor on; the recovery code is shown this once and the player confirms
// saving it before leaving. Already on: the page says so and leads back to the security page.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { href } from '@stavka/contract/route-href';
import type { TwoFactorQrCode } from '@stavka/contract/two-factor';
import { AppLink } from '../../../shared/app-link';
import { useRootData } from '../../../shared/root-data';
import { Alert } from '../../../shared/ui/alerts';
import { Button } from '../../../shared/ui/button';
import { OfficeScreen, QueryState } from '../../../shared/ui/office-screen';
import { CodeForm } from './code-form';
import { twoFactorLoadFailure } from './two-factor-errors';
import { failureOf, twoFactorKeys, usePlayerId, useTwoFactorApi, useTwoFactorSetup } from './two-factor-queries';
import styles from './two-factor.module.css';

export function EnableTwoFactorPage() {
  const { t } = useTranslation();
  const setup = useTwoFactorSetup();
  const [recovery, setRecovery] = useState<string | null>(null);
  const alreadyOn = setup.isError && failureOf(setup.error)?.id === 'conflict';
  return (
    <OfficeScreen title={t('two_factor_enable_title')} lead={recovery === null && !alreadyOn ? t('two_factor_enable_lead') : undefined}>
      {recovery !== null ? (
        <RecoveryCode hash={recovery} />
      ) : alreadyOn ? (
        <BackToSecurity text={t('two_factor_already_on')} />
      ) : (
        <QueryState query={setup} rows={4} failureText={(error) => twoFactorLoadFailure(t, failureOf(error))}>
          {(loaded) => <Setup setup={loaded} onEnabled={setRecovery} />}
        </QueryState>
      )}
    </OfficeScreen>
  );
}

export function BackToSecurity({ text }: { text: string }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  return (
    <Alert
      messageKind="info"
      action={<AppLink to={href('office_security', { lng: site.lang })}>{t('two_factor_back_to_security')}</AppLink>}
    >
      {text}
    </Alert>
  );
}

function Setup({ setup, onEnabled }: { setup: TwoFactorQrCode; onEnabled: (hash: string) => void }) {
  const { t } = useTranslation();
  const api = useTwoFactorApi();
  const client = useQueryClient();
  const userId = usePlayerId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(setup.code);
      setCopied(true);
    } catch {
      // No clipboard here: the key is selectable to copy by hand.
    }
  };
  return (
    <section className={styles.card} aria-label={t('two_factor_enable_title')}>
      <div className={styles.setup}>
        <div>
          <p className={styles.step}>{t('two_factor_step_scan')}</p>
          <img className={styles.qr} src={setup.qr_code_url} alt={t('two_factor_qr_alt')} width={200} height={200} />
        </div>
        <div className={styles.form}>
          <p className={styles.step}>{t('two_factor_step_type')}</p>
          <code className={styles.secret} aria-label={t('two_factor_secret_label')} data-testid="two-factor-secret">
            {setup.code}
          </code>
          <div className={styles.actions}>
            <Button size="s" icon={copied ? 'check' : undefined} onClick={() => void copy()}>
              {copied ? t('two_factor_copied') : t('two_factor_copy')}
            </Button>
          </div>
          <p className={styles.step}>{t('two_factor_step_code')}</p>
          <CodeForm
            kind="code"
            label={t('two_factor_code_label')}
            submitLabel={t('two_factor_enable_submit')}
            onSubmit={async (code) => {
              const outcome = await api.enable(code);
              if (!outcome.ok) return outcome.failure;
              await client.invalidateQueries({ queryKey: twoFactorKeys.all(userId) });
              onEnabled(outcome.data.hash);
              return null;
            }}
          />
        </div>
      </div>
    </section>
  );
}

function RecoveryCode({ hash }: { hash: string }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const navigate = useNavigate();
  const [saved, setSaved] = useState(false);
  return (
    <section className={styles.card} aria-labelledby="two-factor-recovery-title">
      <h2 id="two-factor-recovery-title" className={styles.cardTitle}>
        {t('two_factor_enabled_title')}
      </h2>
      <Alert messageKind="warning">{t('two_factor_recovery_lead')}</Alert>
      <code className={styles.secret} aria-label={t('two_factor_recovery_label')} data-testid="two-factor-recovery">
        {hash}
      </code>
      <label className={styles.confirm}>
        <input type="checkbox" checked={saved} onChange={(event) => setSaved(event.target.checked)} />
        {t('two_factor_recovery_saved')}
      </label>
      <div className={styles.actions}>
        <Button variant="primary" disabled={!saved} onClick={() => void navigate(href('office_security', { lng: site.lang }))}>
          {t('two_factor_recovery_done')}
        </Button>
      </div>
    </section>
  );
}
