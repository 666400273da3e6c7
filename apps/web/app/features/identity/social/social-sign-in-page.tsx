// The page a provider's answer comes back to (`/{lng}/social-sign-in`, decision 0040): signed in
// (or registered) it takes the player back to where they were with the header reloaded; an
// existing account of the provider's e-mail asks for its password to link; an account with
// two-factor on asks for its code; a refusal says why in words, with a way back.
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { href } from '@stavka/contract/route-href';
import { trackingEventCodes } from '@stavka/contract/tracking';
import type { TwoFactorChallenge } from '@stavka/contract/two-factor';
import { useNavigate } from 'react-router';
import { useAlerts } from '../../../shared/alerts-context';
import type { ApiFailure } from '../../../shared/api-client';
import { AppLink } from '../../../shared/app-link';
import { useRootData } from '../../../shared/root-data';
import { getAppStorage } from '../../../shared/storage/app-storage';
import { writePreference } from '../../../shared/storage/preferences';
import { useTracking } from '../../../shared/tracking/tracking-provider';
import { Alert } from '../../../shared/ui/alerts';
import { SectionFrame } from '../../../shared/ui/section-frame';
import { Spinner } from '../../../shared/ui/spinner';
import type { CaptchaTokenSource } from '../captcha-token';
import { failureMessage } from '../failure-message';
import { useFlowExit } from '../flow-exit';
import { isChallenge, type SignInAnswer } from '../identity-api';
import styles from '../identity.module.css';
import { TwoFactorStep } from '../sign-in/two-factor-step';
import { useSignedIn } from '../sign-in/use-signed-in';
import { SocialLinkForm } from './social-link-form';
import type { SocialRefusal, SocialReturn } from './social-return';

function SocialFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <div className={styles.page}>
      <SectionFrame title={t('social_title')} titleId={titleId} headingLevel={1}>
        <div className={styles.form}>{children}</div>
      </SectionFrame>
    </div>
  );
}

/** While the client loader reads the pending step (and during server rendering). */
export function SocialSignInProgress() {
  const { t } = useTranslation();
  return (
    <SocialFrame>
      <p className={styles.intro} role="status">
        <Spinner size="s" /> {t('social_progress')}
      </p>
    </SocialFrame>
  );
}

export function SocialSignInPage({ state, getCaptchaToken }: { state: SocialReturn; getCaptchaToken: CaptchaTokenSource }) {
  // A link can end in two-factor's code step, or find the pending link gone.
  const [next, setNext] = useState<SocialReturn | null>(null);
  const shown = next ?? state;
  switch (shown.status) {
    case 'signed_in':
      return <SignedInFinish registered={shown.registered} />;
    case 'link':
      return (
        <LinkStep
          email={shown.email}
          providerName={shown.providerName}
          getCaptchaToken={getCaptchaToken}
          onChallenge={(challenge) => setNext({ status: 'two_factor', challenge })}
          onExpired={() => setNext({ status: 'refused', reason: 'expired' })}
        />
      );
    case 'two_factor':
      return <CodeStep challenge={shown.challenge} />;
    case 'refused':
      return <Refused text={<RefusalText reason={shown.reason} />} />;
    case 'failed':
      return <Refused text={<FailureText failure={shown.failure} />} />;
  }
}

/** The session exists already (the server set it): say so once, then back to where the player was. */
function SignedInFinish({ registered }: { registered: boolean }) {
  const { t } = useTranslation();
  const { viewer } = useRootData();
  const tracking = useTracking();
  const alerts = useAlerts();
  const exit = useFlowExit();
  const signedIn = useSignedIn();
  // Once: leaving revalidates the root data, which re-runs this effect.
  const finished = useRef(false);
  useEffect(() => {
    if (viewer === null || finished.current) return;
    finished.current = true;
    if (!registered) {
      void signedIn({ userId: viewer.userId, login: viewer.login }, 'social');
      return;
    }
    tracking.setUserId(viewer.userId);
    tracking.track(trackingEventCodes.registration, { i1: viewer.userId, s1: 'soc_reg' });
    // The registration-deposit modal (spec §2) is offered to this player once they are in.
    writePreference(getAppStorage(), 'registrationDepositOffer', viewer.userId);
    alerts.show({ messageKind: 'success', text: t('identity_registered'), timeoutMs: 8000 });
    void exit.done();
  }, [viewer, registered, signedIn, tracking, alerts, exit, t]);

  if (viewer === null) return <Refused text={t('social_not_signed_in')} />;
  return (
    <SocialFrame>
      <p className={styles.intro} role="status">
        <Spinner size="s" /> {t('social_signed_in')}
      </p>
    </SocialFrame>
  );
}

function LinkStep({
  email,
  providerName,
  getCaptchaToken,
  onChallenge,
  onExpired,
}: {
  email: string;
  providerName: string;
  getCaptchaToken: CaptchaTokenSource;
  onChallenge: (challenge: TwoFactorChallenge) => void;
  onExpired: () => void;
}) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const alerts = useAlerts();
  const signedIn = useSignedIn();
  const onLinked = async (answer: SignInAnswer) => {
    alerts.show({ id: 'social-link', messageKind: 'success', text: t('social_linked', { provider: providerName }), timeoutMs: 8000 });
    if (isChallenge(answer)) onChallenge(answer);
    else await signedIn(answer, 'social');
  };
  return (
    <SocialFrame>
      <SocialLinkForm email={email} providerName={providerName} getCaptchaToken={getCaptchaToken} onLinked={onLinked} onExpired={onExpired} />
      <p className={styles.links}>
        <AppLink to={href('lostPassword', { lng: site.lang })}>{t('identity_forgot_password')}</AppLink>
        <AppLink to={href('login', { lng: site.lang })}>{t('social_other_way')}</AppLink>
      </p>
    </SocialFrame>
  );
}

function CodeStep({ challenge }: { challenge: TwoFactorChallenge }) {
  const { site } = useRootData();
  const navigate = useNavigate();
  // Starting over is signing in again: the code's token is of this attempt only.
  return (
    <SocialFrame>
      <TwoFactorStep challenge={challenge} method="social" onStartOver={() => void navigate(href('login', { lng: site.lang }), { replace: true })} />
    </SocialFrame>
  );
}

function Refused({ text }: { text: ReactNode }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  return (
    <SocialFrame>
      <Alert messageKind="error">{text}</Alert>
      <p className={styles.links}>
        <AppLink to={href('login', { lng: site.lang })}>{t('social_sign_in_again_link')}</AppLink>
        <AppLink to={href('home', { lng: site.lang })}>{t('identity_go_home')}</AppLink>
      </p>
    </SocialFrame>
  );
}

const refusalKeys = {
  cancelled: 'social_error_cancelled',
  state_mismatch: 'social_error_state_mismatch',
  provider_error: 'social_error_provider_error',
  email_taken: 'social_error_email_taken',
  no_registration: 'social_error_no_registration',
  blocked: 'social_error_blocked',
  unavailable: 'social_error_unavailable',
  invalid_hash: 'social_error_invalid_hash',
  outdated: 'social_error_outdated',
  replayed: 'social_error_replayed',
  expired: 'social_error_expired',
  unknown: 'social_error_unknown',
} as const satisfies Record<SocialRefusal, string>;

function RefusalText({ reason }: { reason: SocialRefusal }) {
  const { t } = useTranslation();
  return t(refusalKeys[reason]);
}

function FailureText({ failure }: { failure: ApiFailure }) {
  const { t } = useTranslation();
  return failureMessage(t, failure);
}
