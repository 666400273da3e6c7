// What follows any sign-in: the tracking user and the login event (spec §7.14 code 3), a short
// confirmation, and back to the page the player came from with the header reloaded.
import { useTranslation } from 'react-i18next';
import { trackingEventCodes } from '@stavka/contract/tracking';
import { useAlerts } from '../../../shared/alerts-context';
import { useTracking } from '../../../shared/tracking/tracking-provider';
import { useFlowExit } from '../flow-exit';
import type { SignedIn } from '../identity-api';

export type SignInMethod = 'password' | 'sms';

export function useSignedIn(): (signedIn: SignedIn, method: SignInMethod) => Promise<void> {
  const { t } = useTranslation();
  const tracking = useTracking();
  const alerts = useAlerts();
  const exit = useFlowExit();
  return async (signedIn, method) => {
    tracking.setUserId(signedIn.userId);
    tracking.track(trackingEventCodes.login, { i1: signedIn.userId, s1: method });
    alerts.show({ id: 'identity-session', messageKind: 'success', text: t('identity_signed_in', { login: signedIn.login }), timeoutMs: 6000 });
    await exit.done();
  };
}
