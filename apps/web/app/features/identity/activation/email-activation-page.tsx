// What the activation link shows: progress, then confirmed, or an expired link with "send a new
// link" for a signed-in player whose e-mail is still unconfirmed.
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { href } from '@stavka/contract/route-href';
import { trackingEventCodes } from '@stavka/contract/tracking';
import { useApiClient } from '../../../shared/api-client';
import { AppLink } from '../../../shared/app-link';
import { useRootData } from '../../../shared/root-data';
import { useTracking } from '../../../shared/tracking/tracking-provider';
import { Alert } from '../../../shared/ui/alerts';
import { Button } from '../../../shared/ui/button';
import { SectionFrame } from '../../../shared/ui/section-frame';
import { Spinner } from '../../../shared/ui/spinner';
import { failureMessage } from '../failure-message';
import { sendActivationMail } from '../identity-api';
import styles from '../identity.module.css';
import type { ActivationResult } from './activate-from-link';

function ActivationFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <div className={styles.page}>
      <SectionFrame title={t('identity_activation_title')} titleId={titleId} headingLevel={1}>
        <div className={styles.form}>{children}</div>
      </SectionFrame>
    </div>
  );
}

/** While the client loader posts the token (and during server rendering). */
export function ActivationProgress() {
  const { t } = useTranslation();
  return (
    <ActivationFrame>
      <p className={styles.intro} role="status">
        <Spinner size="s" /> {t('identity_activation_progress')}
      </p>
    </ActivationFrame>
  );
}

export function EmailActivationPage({ result }: { result: ActivationResult }) {
  const { t } = useTranslation();
  const { site, viewer } = useRootData();
  const tracking = useTracking();
  const revalidator = useRevalidator();
  const done = result.status === 'done';
  // spec §4 "e-mail approval", once per confirmation; a signed-in player's header stops asking to
  // confirm once the page data is read again. Once: the revalidation itself re-runs this effect
  // (the revalidator and the viewer change), and a player confirming another account's address
  // stays unconfirmed, which must not read the data again and again.
  const reported = useRef(false);
  useEffect(() => {
    if (!done || reported.current) return;
    reported.current = true;
    tracking.track(trackingEventCodes.registrationEmailApproval);
    if (viewer && !viewer.emailConfirmed) void revalidator.revalidate();
  }, [done, tracking, viewer, revalidator]);

  const home = <AppLink to={href('home', { lng: site.lang })}>{t('identity_go_home')}</AppLink>;
  if (result.status === 'done') {
    return (
      <ActivationFrame>
        <Alert messageKind="success">{t('identity_activation_done')}</Alert>
        <p className={styles.links}>{home}</p>
      </ActivationFrame>
    );
  }
  return (
    <ActivationFrame>
      <Alert messageKind="error">{result.status === 'failed' ? failureMessage(t, result.failure) : t('identity_activation_expired')}</Alert>
      <NewLinkOffer />
      <p className={styles.links}>{home}</p>
    </ActivationFrame>
  );
}

/** A new link for a signed-in player with an unconfirmed e-mail; a guest is asked to sign in. */
function NewLinkOffer() {
  const { t } = useTranslation();
  const { site, viewer } = useRootData();
  const api = useApiClient();
  const [state, setState] = useState<{ busy: boolean; notice: { ok: boolean; text: string } | null }>({ busy: false, notice: null });
  if (!viewer) {
    return (
      <p className={styles.intro}>
        {t('identity_activation_sign_in_to_resend')} <AppLink to={href('login', { lng: site.lang })}>{t('identity_sign_in')}</AppLink>
      </p>
    );
  }
  if (viewer.emailConfirmed || viewer.email === null) return null;
  const email = viewer.email;
  const send = async () => {
    setState({ busy: true, notice: null });
    const outcome = await sendActivationMail(api, site.lang);
    setState({
      busy: false,
      notice: outcome.ok ? { ok: true, text: t('identity_activation_link_sent', { email }) } : { ok: false, text: failureMessage(t, outcome.failure) },
    });
  };
  return (
    <>
      <Button variant="primary" loading={state.busy} onClick={() => void send()}>
        {t('identity_activation_send_new')}
      </Button>
      <div aria-live="polite">{state.notice && <Alert messageKind={state.notice.ok ? 'success' : 'error'}>{state.notice.text}</Alert>}</div>
    </>
  );
}
