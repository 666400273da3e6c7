// What follows any sign-in: the tracking user and the login event (spec §7.14 code 3), a short
// confirmation with the previous sign-in's time, and back to the page the player came from with
// the header reloaded.
import { useTranslation } from 'react-i18next';
import { trackingEventCodes } from '@stavka/contract/tracking';
import { useAlerts } from '../../../shared/alerts-context';
import { useTracking } from '../../../shared/tracking/tracking-provider';
import { useFlowExit } from '../flow-exit';
import type { SignedIn } from '../identity-api';
import { usePreviousSignInText } from '../sessions/previous-sign-in';

export type SignInMethod = 'password' | 'sms' | 'social';

export function useSignedIn(): (signedIn: SignedIn, method: SignInMethod) => Promise<void> {
  const { t } = useTranslation();
  const tracking = useTracking();
  const alerts = useAlerts();
  const exit = useFlowExit();
  const previousSignIn = usePreviousSignInText();
  return async (signedIn, method) => {
    tracking.setUserId(signedIn.userId);
    tracking.track(trackingEventCodes.login, { i1: signedIn.userId, s1: method });
    const signedInText = t('identity_signed_in', { login: signedIn.login });
    alerts.show({ id: 'identity-session', messageKind: 'success', text: signedInText, timeoutMs: 6000 });
    // Then the time of the previous sign-in, so a player notices one that was not theirs (issue 13).
    void previousSignIn().then((previous) => {
      if (previous) alerts.show({ id: 'identity-session', messageKind: 'success', text: `${signedInText}. ${previous}`, timeoutMs: 10000 });
    });
    await exit.done();
  };
}
