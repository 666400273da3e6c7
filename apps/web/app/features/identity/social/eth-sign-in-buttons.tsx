// The wallet buttons of the social providers (issue 13, decision 0043): "MetaMask" signs in with
// the wallet the browser has (window.ethereum); where there is none and the brand offers it, a
// "Local wallet" signs in with a test key kept in this browser. The server's answer leads to the
// social return page, which finishes as for any provider (second factor, refusals in words).
import type { TFunction } from 'i18next';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ethSignInRefusals } from '@stavka/contract/eth-sign-in';
import { href } from '@stavka/contract/route-href';
import type { SocialProviderView } from '@stavka/contract/social';
import type { MessageKey } from '@stavka/i18n/dictionaries';
import { useApiClient } from '../../../shared/api-client';
import { useRootData } from '../../../shared/root-data';
import { getAppStorage } from '../../../shared/storage/app-storage';
import { Alert } from '../../../shared/ui/alerts';
import { failureMessage } from '../failure-message';
import { type EthSignInOutcome, injectedWallet, signInWithWallet, type WalletSource } from './eth-sign-in';
import social from './social.module.css';

type Problem = { key: MessageKey } | { text: string };

const refusalKeys: readonly string[] = Object.values(ethSignInRefusals);
const isRefusalKey = (key: string | undefined): key is (typeof ethSignInRefusals)[keyof typeof ethSignInRefusals] => key !== undefined && refusalKeys.includes(key);

/** What to tell the player about an outcome that did not lead on. */
function problemOf(t: TFunction, outcome: Exclude<EthSignInOutcome, { status: 'answered' }>): Problem {
  if (outcome.status === 'refused') return { key: 'eth_sign_in_refused' };
  if (outcome.status === 'wallet_failed') return { key: 'eth_sign_in_wallet_failed' };
  const field = outcome.failure.fieldErrors['message'] ?? outcome.failure.fieldErrors['signature'];
  return isRefusalKey(field) ? { key: field } : { text: failureMessage(t, outcome.failure) };
}

export function EthSignInButtons({ provider, beforeLeaving }: { provider: SocialProviderView; beforeLeaving: () => void }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const api = useApiClient();
  const navigate = useNavigate();
  const problemId = useId();
  const [busy, setBusy] = useState<'injected' | 'local' | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  // Known only in the browser: the server's page shows MetaMask alone, the local wallet appears after.
  const [hasWallet, setHasWallet] = useState(true);
  useEffect(() => setHasWallet(injectedWallet() !== undefined), []);

  const start = async (kind: 'injected' | 'local') => {
    setProblem(null);
    const wallet = injectedWallet();
    if (kind === 'injected' && !wallet) {
      setHasWallet(false);
      setProblem({ key: provider.localWallet === true ? 'eth_sign_in_no_wallet_local' : 'eth_sign_in_no_wallet' });
      return;
    }
    const source: WalletSource = kind === 'injected' && wallet ? { kind, wallet } : { kind: 'local', storage: getAppStorage() };
    setBusy(kind);
    const outcome = await signInWithWallet(api, source, site.lang);
    setBusy(null);
    if (outcome.status !== 'answered') {
      setProblem(problemOf(t, outcome));
      return;
    }
    beforeLeaving();
    void navigate(href('socialSignIn', { lng: site.lang }, outcome.answer));
  };

  const button = (kind: 'injected' | 'local', name: string, note?: string) => (
    <button
      type="button"
      className={social.provider}
      data-provider={kind === 'injected' ? provider.id : `${provider.id}-local`}
      aria-describedby={problem ? problemId : undefined}
      aria-busy={busy === kind}
      disabled={busy !== null}
      onClick={() => void start(kind)}
    >
      <span className={social.badge} aria-hidden="true">
        {name.slice(0, 1).toUpperCase()}
      </span>
      <span className={social.text}>
        <span className={social.name}>{busy === kind ? t('eth_sign_in_waiting') : t('social_provider_link', { name })}</span>
        {note !== undefined && <span className={social.note}>{note}</span>}
      </span>
    </button>
  );

  return (
    <>
      {button('injected', provider.name)}
      {provider.localWallet === true && !hasWallet && button('local', t('eth_sign_in_local_wallet'), t('eth_sign_in_local_note'))}
      {problem && (
        <div id={problemId}>
          <Alert messageKind="error">{'key' in problem ? t(problem.key) : problem.text}</Alert>
        </div>
      )}
    </>
  );
}
