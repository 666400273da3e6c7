// Sign-in (issue 3, spec §7.11): by password, or by SMS code where the brand signs in by phone;
// the brand's social providers (issue 13); links to registration and to the lost password.
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TwoFactorChallenge } from '@stavka/contract/two-factor';
import { href } from '@stavka/contract/route-href';
import { AppLink } from '../../../shared/app-link';
import { useRootData } from '../../../shared/root-data';
import { Alert } from '../../../shared/ui/alerts';
import { SkeletonRows } from '../../../shared/ui/skeleton';
import type { CaptchaTokenSource } from '../captcha-token';
import { useFlowExit } from '../flow-exit';
import { FlowFrame } from '../flow-frame';
import styles from '../identity.module.css';
import { usePhoneCountries } from '../phone-countries';
import { SocialSignInSection } from '../social/social-buttons';
import { Tabs } from '../tabs';
import { PasswordSignInForm } from './password-sign-in-form';
import { SmsSignInForm } from './sms-sign-in-form';
import { TwoFactorStep } from './two-factor-step';

type Method = 'password' | 'sms';

export function SignInFlow({ getCaptchaToken }: { getCaptchaToken: CaptchaTokenSource }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const exit = useFlowExit();
  const [method, setMethod] = useState<Method>('password');
  // Two-factor on: the first step was right, the app's code comes next (no session until then).
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  // Phone sign-in of the brand's auth types is by SMS code.
  const methods: Method[] = site.authTypes.some((type) => type === 'phone' || type === 'sms') ? ['password', 'sms'] : ['password'];

  return (
    <FlowFrame title={t('identity_sign_in_title')} onClose={exit.close}>
      {challenge ? (
        <TwoFactorStep challenge={challenge} method={method} onStartOver={() => setChallenge(null)} />
      ) : (
        <Tabs
          label={t('identity_sign_in_methods')}
          idPrefix="sign-in"
          tabs={methods.map((key) => ({ key, label: t(key === 'password' ? 'identity_sign_in_by_password' : 'identity_sign_in_by_sms') }))}
          selected={method}
          onSelect={setMethod}
        >
          {method === 'password' ? (
            <PasswordSignInForm getCaptchaToken={getCaptchaToken} onChallenge={setChallenge} />
          ) : (
            <Suspense fallback={<SkeletonRows count={3} />}>
              <SmsTab getCaptchaToken={getCaptchaToken} onChallenge={setChallenge} />
            </Suspense>
          )}
        </Tabs>
      )}
      {!challenge && <SocialSignInSection />}
      <p className={styles.links}>
        <AppLink to={href('lostPassword', { lng: site.lang })} replace>
          {t('identity_forgot_password')}
        </AppLink>
        <span>
          {t('identity_no_account')}{' '}
          <AppLink to={href('registration', { lng: site.lang })} replace>
            {t('identity_registration')}
          </AppLink>
        </span>
      </p>
    </FlowFrame>
  );
}

function SmsTab({
  getCaptchaToken,
  onChallenge,
}: {
  getCaptchaToken: CaptchaTokenSource;
  onChallenge: (challenge: TwoFactorChallenge) => void;
}) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const countries = usePhoneCountries(site.lang);
  if (!countries.ok) return <Alert messageKind="error">{t('identity_countries_failed')}</Alert>;
  return <SmsSignInForm countries={countries.data} getCaptchaToken={getCaptchaToken} onChallenge={onChallenge} />;
}
