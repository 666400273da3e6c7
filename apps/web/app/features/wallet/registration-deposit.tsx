// The registration-deposit modal (spec §2 "registration-deposit modal"): right after a player
// registers, when the brand's `count_payments_in_reg` is above 0, a modal offers to deposit now with
// the brand's amount presets and its first N deposit methods, and leads into the deposit page with
// the choice filled in. The registration leaves the player's id in storage; the offer is made once.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { href, matchRoute, splitLngPrefix } from '@stavka/contract/route-href';
import { useModalQueue } from '../../shared/modal-queue-context';
import { useRootData } from '../../shared/root-data';
import { getAppStorage } from '../../shared/storage/app-storage';
import { readPreference, resetPreference } from '../../shared/storage/preferences';
import { Alert } from '../../shared/ui/alerts';
import { Button } from '../../shared/ui/button';
import { SkeletonRows } from '../../shared/ui/skeleton';
import { MethodChoice } from './method-choice';
import { formatExact, presetAmounts } from './money';
import { rechargeSearch } from './recharge-search';
import { walletFailureText } from './wallet-errors';
import { failureOf, useRechargeData } from './wallet-queries';
import styles from './wallet.module.css';

const MODAL_ID = 'registration-deposit';

export function RegistrationDepositOffer() {
  const { t } = useTranslation();
  const { site, viewer } = useRootData();
  const queue = useModalQueue();
  const { pathname } = useLocation();
  const count = site.count_payments_in_reg ?? 0;
  const userId = viewer?.userId ?? null;

  // Storage and the modal queue live outside React: the offer is made when the new player arrives.
  useEffect(() => {
    if (userId === null) return;
    const storage = getAppStorage();
    if (readPreference(storage, 'registrationDepositOffer') !== userId) return;
    resetPreference(storage, 'registrationDepositOffer');
    const route = matchRoute(splitLngPrefix(pathname)?.path ?? '/')?.name;
    // Not over the deposit itself: the player is already where the modal would lead.
    if (count <= 0 || route === 'office_recharge' || route === 'office_recharge_result') return;
    queue.enqueue({
      id: MODAL_ID,
      closeOnBackdrop: false,
      payload: {
        title: t('wallet_reg_deposit_title'),
        size: 's',
        render: ({ close }) => <RegistrationDepositBody count={count} onDone={close} />,
      },
    });
  }, [userId, pathname, count, queue, t]);
  return null;
}

export function RegistrationDepositBody({ count, onDone }: { count: number; onDone: () => void }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const navigate = useNavigate();
  const data = useRechargeData();
  const [methodId, setMethodId] = useState<string | null>(null);
  const [amount, setAmount] = useState<string | null>(null);
  const presetsLabel = useId();

  if (data.isPending) return <SkeletonRows count={5} />;
  if (data.isError) return <Alert messageKind="error">{walletFailureText(t, failureOf(data.error))}</Alert>;
  const { account, methods, amountTemplates } = data.data;
  const offered = methods.slice(0, count);
  const method = offered.find((m) => m.id === methodId) ?? offered[0];
  const presets = presetAmounts(amountTemplates, method, account.scale);
  const go = () => {
    onDone();
    void navigate(href('office_recharge', { lng: site.lang }) + rechargeSearch({ method: method?.id, amount: amount ?? undefined }));
  };
  return (
    <div className={styles.form}>
      <p className={styles.lead}>{t('wallet_reg_deposit_text')}</p>
      {offered.length === 0 ? (
        <p className={styles.note}>{t('wallet_no_methods')}</p>
      ) : (
        <MethodChoice
          methods={offered}
          selected={method?.id}
          onSelect={setMethodId}
          currency={account.iso}
          scale={account.scale}
          name="reg-deposit-method"
        />
      )}
      {presets.length > 0 && (
        <div role="group" aria-labelledby={presetsLabel} className={styles.field}>
          <span id={presetsLabel} className={styles.label}>
            {t('wallet_amount_presets')}
          </span>
          <div className={styles.actions}>
            {presets.map((preset) => (
              <Button
                key={preset}
                size="s"
                aria-pressed={amount === preset}
                variant={amount === preset ? 'primary' : 'secondary'}
                onClick={() => setAmount(preset)}
              >
                {formatExact(preset, account.iso, account.scale, site.lang, { trimZeros: true })}
              </Button>
            ))}
          </div>
        </div>
      )}
      <div className={styles.actions}>
        <Button variant="accent" disabled={!method} onClick={go}>
          {t('wallet_reg_deposit_go')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('wallet_reg_deposit_later')}
        </Button>
      </div>
    </div>
  );
}
