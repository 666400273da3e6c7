// Signing out without a reload (issue 13): when this session is closed from another device or ended
// by a password change there, the push socket says so; when the brand's idle time passes, the page
// signs out itself. Either way the page reads its data again as a guest's (the office asks to sign
// in) and says why. Mounted once per page, in the header, while a player is signed in.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import type { PushSessionNotice } from '@stavka/contract/push';
import { useAlerts } from '../../../shared/alerts-context';
import { useApiClient } from '../../../shared/api-client';
import { useOptionalLiveFeed } from '../../../shared/live/live-hooks';
import { useRootData } from '../../../shared/root-data';
import { useTracking } from '../../../shared/tracking/tracking-provider';
import { signOut } from '../identity-api';
import { useIdleSignOut } from './idle-sign-out';

export function SessionWatch() {
  const { t } = useTranslation();
  const { site, viewer } = useRootData();
  const api = useApiClient();
  const alerts = useAlerts();
  const tracking = useTracking();
  const revalidator = useRevalidator();
  const feed = useOptionalLiveFeed();
  const signedIn = viewer !== null;

  const signedOutHere = (text: string) => {
    tracking.setUserId(null);
    alerts.show({ id: 'identity-session', messageKind: 'warning', text, dismissible: true });
    void revalidator.revalidate();
  };
  const latest = useRef(signedOutHere);
  useEffect(() => {
    latest.current = signedOutHere;
  });

  useEffect(() => {
    if (!feed || !signedIn) return;
    return feed.onNotice((notice) => {
      if (notice.kind !== 'session') return;
      latest.current(t(endedText[notice.reason]));
    });
  }, [feed, signedIn, t]);

  useIdleSignOut(site.autologoffMinutes, signedIn, () => {
    void signOut(api).then(() => signedOutHere(t('sessions_signed_out_idle', { minutes: site.autologoffMinutes })));
  });
  return null;
}

const endedText = {
  closed: 'sessions_signed_out_closed',
  password_changed: 'sessions_signed_out_password',
  password_reset: 'sessions_signed_out_reset',
  blocked: 'sessions_signed_out_blocked',
} as const satisfies Record<PushSessionNotice['reason'], string>;
