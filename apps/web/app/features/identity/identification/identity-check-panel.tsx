// The brand's e-ID methods beside document upload (issue 13, decision 0044): Smart-ID asks for the
// country and personal code, Mobile-ID for the personal code and phone, the selfie (liveness) check
// leaves for the provider's page and comes back with `?check=<id>`. While a check runs, the panel
// shows the verification code to compare with the phone's and asks the check's status every two
// seconds until it has passed (the screens then show the player verified) or failed or expired
// (with the reason in words, and a new try).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  IDENTITY_CHECK_POLL_MS,
  smartIdCountries,
  type IdentityCheck,
  type IdentityCheckKind,
  type SmartIdCountry,
} from '@stavka/contract/identity-checks';
import type { ApiFailure } from '../../../shared/api-client';
import { Alert } from '../../../shared/ui/alerts';
import { Button } from '../../../shared/ui/button';
import { SelectField } from '../fields/select-field';
import { TextField } from '../fields/text-field';
import { identificationKeys } from './identification-queries';
import { useIdentityCheckApi, useIdentityCheckMethods } from './identity-check-queries';
import styles from './identification.module.css';

const knownReasons = new Set([
  'USER_REFUSED',
  'TIMEOUT',
  'USER_ACCOUNT_NOT_FOUND',
  'NOT_MID_CLIENT',
  'PHONE_ABSENT',
  'DELIVERY_ERROR',
  'SIM_ERROR',
  'DOCUMENT_UNUSABLE',
  'WRONG_VC',
  'PERSON_MISMATCH',
  'PROOF_INVALID',
  'PROVIDER_ERROR',
  'REPLACED',
  'SESSION_NOT_FOUND',
  'FACE_NOT_MATCHED',
]);

export function reasonText(t: TFunction, reason: string | null): string {
  const known = reason !== null && knownReasons.has(reason) ? reason.toLowerCase() : 'other';
  return t(`identity_check_reason_${known}` as 'identity_check_reason_other');
}

export function IdentityCheckPanel({ userId }: { userId: number | null }) {
  const { t } = useTranslation();
  const methods = useIdentityCheckMethods();
  const offered = methods.data ?? [];
  const api = useIdentityCheckApi();
  const [kind, setKind] = useState<IdentityCheckKind | null>(null);
  const [check, setCheck] = useState<IdentityCheck | null>(null);
  // Back from the selfie provider's page: the check it was for.
  const [search] = useSearchParams();
  const returned = /^\d{1,15}$/.test(search.get('check') ?? '') ? Number(search.get('check')) : null;
  useEffect(() => {
    if (returned === null) return;
    let stopped = false;
    void api.status(returned).then((outcome) => {
      if (!stopped && outcome.ok) setCheck((current) => current ?? outcome.data);
    });
    return () => {
      stopped = true;
    };
  }, [api, returned]);
  if (offered.length === 0 && check === null) return null;
  const chosen = kind !== null && offered.includes(kind) ? kind : (offered[0] as IdentityCheckKind);
  return (
    <section className={styles.form} aria-labelledby="identity-check-title" data-testid="identity-check">
      <h2 id="identity-check-title" className={styles.title}>
        {t('identity_check_title')}
      </h2>
      <p className={styles.muted}>{t('identity_check_lead')}</p>
      {check === null ? (
        <>
          {offered.length > 1 && (
            <SelectField
              name="method"
              label={t('identity_check_method_label')}
              value={chosen}
              onChange={(event) => setKind(event.target.value as IdentityCheckKind)}
              options={offered.map((method) => ({ value: method, label: t(`identity_check_method_${method}`) }))}
            />
          )}
          <StartForm key={chosen} kind={chosen} onStarted={setCheck} />
        </>
      ) : (
        <RunningCheck check={check} userId={userId} onUpdate={setCheck} onAgain={() => setCheck(null)} />
      )}
    </section>
  );
}

function StartForm({ kind, onStarted }: { kind: IdentityCheckKind; onStarted: (check: IdentityCheck) => void }) {
  if (kind === 'liveness') return <LivenessStart onStarted={onStarted} />;
  return <PersonStart kind={kind} onStarted={onStarted} />;
}

/** The selfie check: started here, done on the provider's page, which sends the player back. */
function LivenessStart({ onStarted }: { onStarted: (check: IdentityCheck) => void }) {
  const { t } = useTranslation();
  const api = useIdentityCheckApi();
  const [general, setGeneral] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const onStart = async () => {
    if (busy) return;
    setBusy(true);
    setGeneral(null);
    const outcome = await api.liveness();
    setBusy(false);
    if (!outcome.ok) {
      setGeneral(generalText(t, outcome.failure) ?? t('identity_check_error_failed'));
      return;
    }
    onStarted(outcome.data);
    if (outcome.data.pageUrl !== null) window.location.assign(outcome.data.pageUrl);
  };
  return (
    <div className={styles.stack}>
      <p>{t('identity_check_liveness_lead')}</p>
      {general !== null && <Alert messageKind="error">{general}</Alert>}
      <Button type="button" variant="primary" loading={busy} onClick={() => void onStart()}>
        {t('identity_check_liveness_start')}
      </Button>
    </div>
  );
}

function PersonStart({ kind, onStarted }: { kind: 'smart_id' | 'mobile_id'; onStarted: (check: IdentityCheck) => void }) {
  const { t } = useTranslation();
  const api = useIdentityCheckApi();
  const [country, setCountry] = useState<SmartIdCountry>('EE');
  const [personalCode, setPersonalCode] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setGeneral(null);
    const outcome =
      kind === 'smart_id'
        ? await api.smartId({ country, personal_code: personalCode })
        : await api.mobileId({ personal_code: personalCode, phone });
    setBusy(false);
    if (outcome.ok) {
      setErrors({});
      onStarted(outcome.data);
      return;
    }
    setErrors(outcome.failure.fieldErrors);
    setGeneral(generalText(t, outcome.failure));
  };

  const fieldError = (field: string) => (errors[field] === undefined ? undefined : t(errors[field] as 'identity_check_personal_code'));
  return (
    <form noValidate className={styles.stack} aria-busy={busy} onSubmit={(event) => void onSubmit(event)}>
      {kind === 'smart_id' && (
        <SelectField
          name="country"
          label={t('identity_check_country_label')}
          value={country}
          onChange={(event) => setCountry(event.target.value as SmartIdCountry)}
          options={smartIdCountries.map((code) => ({ value: code, label: t(`identity_check_country_${code}`) }))}
          error={fieldError('country')}
        />
      )}
      <TextField
        name="personal_code"
        label={t('identity_check_personal_code_label')}
        hint={t('identity_check_personal_code_hint')}
        mark="required"
        inputMode="numeric"
        autoComplete="off"
        value={personalCode}
        onChange={(event) => setPersonalCode(event.target.value)}
        error={fieldError('personal_code')}
      />
      {kind === 'mobile_id' && (
        <TextField
          name="phone"
          type="tel"
          label={t('identity_check_phone_label')}
          hint={t('identity_check_phone_hint')}
          mark="required"
          autoComplete="tel"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          error={fieldError('phone')}
        />
      )}
      {general !== null && <Alert messageKind="error">{general}</Alert>}
      <Button type="submit" variant="primary" loading={busy}>
        {t('identity_check_start', { method: t(`identity_check_method_${kind}`) })}
      </Button>
    </form>
  );
}

function generalText(t: TFunction, failure: ApiFailure): string | null {
  if (failure.id === 'validation') return null;
  if (failure.id === 'unauthorized') return t('identity_session_expired');
  if (failure.id === 'conflict') return t('identity_check_error_conflict');
  if (failure.id === 'rate_limited') return t('identity_check_error_rate_limited');
  return t('identity_check_error_failed');
}

function RunningCheck({
  check,
  userId,
  onUpdate,
  onAgain,
}: {
  check: IdentityCheck;
  userId: number | null;
  onUpdate: (check: IdentityCheck) => void;
  onAgain: () => void;
}) {
  const { t } = useTranslation();
  const api = useIdentityCheckApi();
  const client = useQueryClient();
  const running = check.state === 'started' || check.state === 'pending';

  useEffect(() => {
    if (!running) return;
    let stopped = false;
    const timer = setTimeout(() => {
      void api.status(check.id).then((outcome) => {
        if (stopped) return;
        // A failed call leaves the check as it was: the next tick asks again.
        if (outcome.ok) onUpdate(outcome.data);
        else if (outcome.failure.id === 'unauthorized' || outcome.failure.id === 'not_found')
          onUpdate({ ...check, state: 'expired', reason: 'SESSION_NOT_FOUND' });
        else onUpdate({ ...check });
      });
    }, IDENTITY_CHECK_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [api, check, running, onUpdate]);

  useEffect(() => {
    if (check.state === 'passed' && userId !== null) void client.invalidateQueries({ queryKey: identificationKeys.screen(userId) });
  }, [check.state, client, userId]);

  if (check.state === 'passed') return <Alert messageKind="success">{t('identity_check_passed')}</Alert>;
  if (!running)
    return (
      <>
        <Alert messageKind="error">
          {t(check.state === 'expired' ? 'identity_check_expired' : 'identity_check_failed', { reason: reasonText(t, check.reason) })}
        </Alert>
        <Button type="button" onClick={onAgain}>
          {t('identity_check_try_again')}
        </Button>
      </>
    );
  if (check.kind === 'liveness')
    return (
      <div className={styles.stack}>
        {check.pageUrl !== null && (
          <p>
            <a href={check.pageUrl}>{t('identity_check_liveness_open')}</a>
          </p>
        )}
        <p role="status" className={styles.muted}>
          {t('identity_check_liveness_waiting')}
        </p>
      </div>
    );
  return (
    <div className={styles.stack}>
      <p>{t('identity_check_code_title')}</p>
      <p className={styles.code} data-testid="identity-check-code">
        {check.verificationCode}
      </p>
      <p>{t('identity_check_code_hint')}</p>
      {check.pageUrl !== null && (
        <p>
          <a href={check.pageUrl} target="_blank" rel="noopener noreferrer">
            {t('identity_check_open_local_app')}
          </a>
        </p>
      )}
      <p role="status" className={styles.muted}>
        {t('identity_check_waiting')}
      </p>
    </div>
  );
}
