// What a signed-in player can do from the header and the menu (issue 3): sign out (the session
// ends on the server, the page reloads its data as a guest's and stays, unless it is a page for
// players only: then home), and ask for the e-mail confirmation link again.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { href, matchRoute } from '@stavka/contract/route-href';
import { routeMeta } from '@stavka/contract/routes';
import { useAlerts } from '../../../shared/alerts-context';
import { useApiClient } from '../../../shared/api-client';
import { useRootData } from '../../../shared/root-data';
import { useTracking } from '../../../shared/tracking/tracking-provider';
import { failureMessage } from '../failure-message';
import { sendActivationMail, signOut } from '../identity-api';

export interface AccountActions {
  readonly busy: boolean;
  signOut(): Promise<void>;
  confirmEmail(): Promise<void>;
}

export function useAccountActions(): AccountActions {
  const { t } = useTranslation();
  const { site, viewer } = useRootData();
  const api = useApiClient();
  const alerts = useAlerts();
  const tracking = useTracking();
  const navigate = useNavigate();
  const location = useLocation();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);

  return {
    busy,
    signOut: async () => {
      setBusy(true);
      const outcome = await signOut(api);
      setBusy(false);
      // A session that had already ended is signed out as well.
      if (!outcome.ok && outcome.failure.id !== 'unauthorized') {
        alerts.show({ id: 'identity-session', messageKind: 'error', text: failureMessage(t, outcome.failure), timeoutMs: 8000 });
        return;
      }
      tracking.setUserId(null);
      alerts.show({ id: 'identity-session', messageKind: 'info', text: t('identity_signed_out'), timeoutMs: 6000 });
      const here = matchRoute(location.pathname.slice(site.lang.length + 1) || '/');
      if (here === null || routeMeta(here.name).auth === 'required') await navigate(href('home', { lng: site.lang }));
      await revalidator.revalidate();
    },
    confirmEmail: async () => {
      if (!viewer?.email) return;
      const email = viewer.email;
      setBusy(true);
      const outcome = await sendActivationMail(api, site.lang);
      setBusy(false);
      alerts.show(
        outcome.ok
          ? { id: 'identity-activation', messageKind: 'success', text: t('identity_activation_link_sent', { email }), timeoutMs: 10000 }
          : { id: 'identity-activation', messageKind: 'error', text: failureMessage(t, outcome.failure), timeoutMs: 10000 },
      );
    },
  };
}
