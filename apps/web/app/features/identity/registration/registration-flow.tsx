// Registration (issue 3, spec §2): the brand's types as tabs, the form of the chosen type, then
// either the one-click credentials screen or straight back, signed in; soc_reg's tab holds the
// brand's social providers instead of a form (issue 13).
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { PhoneCountryWithRule } from '@stavka/domain/phone-mask';
import { href } from '@stavka/contract/route-href';
import type { RegistrationType } from '@stavka/contract/site-config';
import { useAlerts } from '../../../shared/alerts-context';
import { AppLink } from '../../../shared/app-link';
import { useRootData } from '../../../shared/root-data';
import { Alert } from '../../../shared/ui/alerts';
import { Button } from '../../../shared/ui/button';
import type { CaptchaTokenSource } from '../captcha-token';
import { useFlowExit } from '../flow-exit';
import { FlowFrame } from '../flow-frame';
import type { Registered } from '../identity-api';
import styles from '../identity.module.css';
import { SocialRegistrationPanel } from '../social/social-buttons';
import { Tabs } from '../tabs';
import { type Credentials, CredentialsScreen } from './credentials-screen';
import { RegistrationForm } from './registration-form';
import { registrationFormSpec } from './registration-form-spec';

export interface RegistrationFlowProps {
  /** The type named in the URL (`/registration/:regType?`), if any. */
  readonly regType: string | undefined;
  readonly countries: readonly PhoneCountryWithRule[];
  /** The country list could not be loaded: the forms that need it say so and offer a retry. */
  readonly countriesFailed: boolean;
  readonly onRetryCountries: () => void;
  readonly getCaptchaToken: CaptchaTokenSource;
}

export function RegistrationFlow({ regType, countries, countriesFailed, onRetryCountries, getCaptchaToken }: RegistrationFlowProps) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const navigate = useNavigate();
  const location = useLocation();
  const alerts = useAlerts();
  const exit = useFlowExit();
  const [credentials, setCredentials] = useState<Credentials | null>(null);
  const types = site.registrationTypes;
  const type = types.find((candidate) => candidate === regType) ?? types[0];
  const spec = useMemo(() => (type === undefined ? undefined : registrationFormSpec(site, type)), [site, type]);

  const onRegistered = (registered: Registered) => {
    if (registered.password !== undefined) {
      setCredentials({ login: registered.login, password: registered.password, email: registered.email });
      return;
    }
    alerts.show({ messageKind: 'success', text: t('identity_registered'), timeoutMs: 8000 });
    if (registered.email !== null) {
      alerts.show({ messageKind: 'info', text: t('identity_registered_email_hint', { email: registered.email }), timeoutMs: 15000 });
    }
    void exit.done();
  };
  const finishCredentials = async () => {
    alerts.show({ messageKind: 'success', text: t('identity_registered'), timeoutMs: 8000 });
    await exit.done();
  };
  const select = (next: RegistrationType) => {
    void navigate(href('registration', { lng: site.lang, regType: next }) + location.search, { replace: true, preventScrollReset: true });
  };

  if (credentials) {
    return (
      <FlowFrame title={t('identity_credentials_title')} kind={site.registrationModalKind} onClose={exit.close} closable={false}>
        <CredentialsScreen credentials={credentials} onDone={finishCredentials} />
      </FlowFrame>
    );
  }
  const needsCountries = spec?.fields.some((field) => field === 'country_id' || field === 'phone') ?? false;
  return (
    <FlowFrame title={t('identity_registration_title')} kind={site.registrationModalKind} onClose={exit.close}>
      {type === undefined || spec === undefined ? (
        <Alert messageKind="warning">{t('registration_type_unavailable')}</Alert>
      ) : (
        <Tabs
          label={t('identity_registration_types')}
          idPrefix="registration"
          tabs={types.map((key) => ({ key, label: t(`identity_reg_type_${key}`) }))}
          selected={type}
          onSelect={select}
        >
          {type === 'soc_reg' ? (
            <SocialRegistrationPanel />
          ) : needsCountries && countriesFailed ? (
            <Alert
              messageKind="error"
              action={
                <Button size="s" icon="refresh" onClick={onRetryCountries}>
                  {t('identity_retry')}
                </Button>
              }
            >
              {t('identity_countries_failed')}
            </Alert>
          ) : (
            <RegistrationForm
              key={type}
              spec={spec}
              countries={countries}
              getCaptchaToken={getCaptchaToken}
              onRegistered={onRegistered}
            />
          )}
        </Tabs>
      )}
      <p className={styles.links}>
        <span>
          {t('identity_have_account')}{' '}
          <AppLink to={href('login', { lng: site.lang })} replace>
            {t('identity_sign_in')}
          </AppLink>
        </span>
      </p>
    </FlowFrame>
  );
}
