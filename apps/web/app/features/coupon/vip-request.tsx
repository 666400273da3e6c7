import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { href } from '@stavka/contract/route-href';
import type { VipRequestPlaced } from '@stavka/contract/special-bets';
import { formatDateTime } from '@stavka/i18n/format';
import { AppLink } from '../../shared/app-link';
import { refusalText } from '../../shared/bet-refusals';
import { useRootData } from '../../shared/root-data';
import { Button } from '../../shared/ui/button';
import { useBettingApi } from './coupon-context';
import { newBetGuid, type CouponBody } from './coupon-request';
import styles from './slip-extras.module.css';

type VipState =
  | { readonly phase: 'idle' }
  | { readonly phase: 'sending' }
  | { readonly phase: 'sent'; readonly request: VipRequestPlaced }
  | { readonly phase: 'refused'; readonly code: number }
  | { readonly phase: 'unanswered' };

/**
 * A stake above the maximum as a VIP request (decision 0028; spec §6 VIP bets by geo): the slip
 * offers it instead of the place button's refusal; the stake is held while a manager decides, and the
 * player follows it on office_manager_bets. An unanswered request is sent again with the same key, so
 * it is made at most once; another slip or stake is another request.
 */
export function VipRequest({ body, signature }: { body: CouponBody; signature: string }) {
  const { t } = useTranslation();
  const { site, timeZone } = useRootData();
  const api = useBettingApi();
  const [state, setState] = useState<VipState>({ phase: 'idle' });
  const [attempt, setAttempt] = useState<{ guid: string; signature: string } | null>(null);
  // The slip changed since the last answer: the offer starts over.
  const [shownFor, setShownFor] = useState(signature);
  if (shownFor !== signature) {
    setShownFor(signature);
    if (state.phase !== 'sending') setState({ phase: 'idle' });
  }
  const send = async () => {
    const guid = attempt !== null && attempt.signature === signature && state.phase === 'unanswered' ? attempt.guid : newBetGuid();
    setAttempt({ guid, signature });
    setState({ phase: 'sending' });
    const outcome = await api.requestVip({ ...body, VIPBetSumm: body.Summ ?? '', betGUID: guid });
    if (outcome.kind === 'ok') setState({ phase: 'sent', request: outcome.value });
    else if (outcome.kind === 'refused') setState({ phase: 'refused', code: outcome.code });
    else setState({ phase: 'unanswered' });
  };
  return (
    <div className={styles.vip} data-testid="vip-request">
      {state.phase !== 'sent' && (
        <>
          <p className={styles.note}>{t('vip_offer')}</p>
          <Button size="s" variant="secondary" loading={state.phase === 'sending'} onClick={() => void send()}>
            {t('vip_send')}
          </Button>
        </>
      )}
      <div role="status">
        {state.phase === 'sent' && (
          <p className={styles.result} data-kind="success">
            <span>
              {t('vip_sent', { number: state.request.Id, time: formatDateTime(state.request.ExpiresAt * 1000, site.lang, timeZone, 'time') })}{' '}
              <AppLink className={styles.link} to={href('office_manager_bets', { lng: site.lang })}>
                {t('vip_follow')}
              </AppLink>
            </span>
          </p>
        )}
        {state.phase === 'refused' && (
          <p className={styles.result} data-kind="error">
            {t('vip_refused')} {refusalText(t, state.code)}
          </p>
        )}
        {state.phase === 'unanswered' && (
          <p className={styles.result} data-kind="error">
            {t('vip_unanswered')}
          </p>
        )}
      </div>
    </div>
  );
}
