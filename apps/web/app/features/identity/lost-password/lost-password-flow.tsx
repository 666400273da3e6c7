// Lost password (issue 3): the login and a channel; by e-mail the link does the rest (its page
// is reset-link-page.tsx); by SMS the code, then the new password twice, then sign in.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { href } from '@stavka/contract/route-href';
import { trackingEventCodes } from '@stavka/contract/tracking';
import { AppLink } from '../../../shared/app-link';
import { useRootData } from '../../../shared/root-data';
import { useTracking } from '../../../shared/tracking/tracking-provider';
import { Alert } from '../../../shared/ui/alerts';
import type { CaptchaTokenSource } from '../captcha-token';
import { useFlowExit } from '../flow-exit';
import { FlowFrame } from '../flow-frame';
import styles from '../identity.module.css';
import { NewPasswordForm } from './new-password-form';
import { ResetCodeForm } from './reset-code-form';
import { ResetRequestForm } from './reset-request-form';

type Step =
  | { readonly name: 'request' }
  | { readonly name: 'email-sent' }
  | { readonly name: 'code'; readonly login: string }
  | { readonly name: 'password'; readonly token: string }
  | { readonly name: 'saved' };

export function LostPasswordFlow({ getCaptchaToken }: { getCaptchaToken: CaptchaTokenSource }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const tracking = useTracking();
  const exit = useFlowExit();
  const [step, setStep] = useState<Step>({ name: 'request' });
  // spec §4 lost password "call": the flow was opened (once per opening).
  useEffect(() => tracking.track(trackingEventCodes.lostPasswordCall), [tracking]);

  const back = step.name === 'code' || step.name === 'email-sent' ? () => setStep({ name: 'request' }) : undefined;
  const signInLink = (
    <AppLink to={href('login', { lng: site.lang })} replace>
      {t('identity_sign_in')}
    </AppLink>
  );

  return (
    <FlowFrame title={t('identity_lost_password_title')} onClose={exit.close} back={back}>
      {step.name === 'request' && (
        <ResetRequestForm
          getCaptchaToken={getCaptchaToken}
          onRequested={({ login, channel }) => setStep(channel === 'sms' ? { name: 'code', login } : { name: 'email-sent' })}
        />
      )}
      {step.name === 'email-sent' && (
        <div className={styles.form}>
          <Alert messageKind="info">{t('identity_reset_sent_email')}</Alert>
          <p className={styles.links}>{signInLink}</p>
        </div>
      )}
      {step.name === 'code' && (
        <ResetCodeForm login={step.login} getCaptchaToken={getCaptchaToken} onConfirmed={(token) => setStep({ name: 'password', token })} />
      )}
      {step.name === 'password' && <NewPasswordForm token={step.token} getCaptchaToken={getCaptchaToken} onSaved={() => setStep({ name: 'saved' })} />}
      {step.name === 'saved' && (
        <div className={styles.form}>
          <Alert messageKind="success">{t('identity_password_saved')}</Alert>
          <p className={styles.links}>{signInLink}</p>
        </div>
      )}
    </FlowFrame>
  );
}
