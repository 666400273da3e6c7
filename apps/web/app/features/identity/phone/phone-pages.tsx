// office_phone_binding and office_phone_activate (issue 13 "Security"): a player without a phone
// (one click) types a number, gets an SMS code and confirms it; a player whose phone is not
// confirmed yet gets the code on it and confirms it. Both send the code again once the server's wait
// is over, say every refusal in words on its field, and lead back to the security page when done.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { z } from 'zod';
import type { PhoneStatus } from '@stavka/contract/phone-binding';
import { href } from '@stavka/contract/route-href';
import type { PhoneCountryWithRule } from '@stavka/domain/phone-mask';
import { normalizeSmsCode, smsCode } from '@stavka/domain/validation/sms-code';
import { zodWithValidators } from '@stavka/domain/validation/zod-bridge';
import type { ApiFailure } from '../../../shared/api-client';
import { AppLink } from '../../../shared/app-link';
import { useRootData } from '../../../shared/root-data';
import { Alert } from '../../../shared/ui/alerts';
import { Button } from '../../../shared/ui/button';
import { OfficeScreen, QueryState } from '../../../shared/ui/office-screen';
import { SkeletonRows } from '../../../shared/ui/skeleton';
import { CodeSentNote, type CodeSending, SendCodeButton, useCodeSending } from '../code-sending';
import { splitFailure } from '../failure-message';
import { translateFieldMessage } from '../field-message';
import { CodeField } from '../fields/code-field';
import { showFieldErrors } from '../form-failure';
import styles from '../identity.module.css';
import { usePhoneCountries } from '../phone-countries';
import { phoneValueSchema, phoneValueValidator } from '../phone-rules';
import { phoneKeys, onFormFields, usePhoneApi, usePhoneStatus } from './phone-api';
import { usePlayerId } from '../two-factor/two-factor-queries';
import { PhoneField } from '../fields/phone-field';

type PhoneRoute = 'office_security' | 'office_phone_binding' | 'office_phone_activate' | 'office_security_question';

export function RouteLink({ route, children }: { route: PhoneRoute; children: string }) {
  const { site } = useRootData();
  return <AppLink to={href(route, { lng: site.lang })}>{children}</AppLink>;
}

/** Confirmed: what the player reads, here or once they confirmed, with the way back. */
export function Confirmed({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <Alert messageKind="success" action={<RouteLink route="office_security">{t('phone_binding_back_to_security')}</RouteLink>}>
      {text}
    </Alert>
  );
}

/** After a confirmation: the state is read again, and so is the page data that names the phone. */
export function useConfirmed() {
  const client = useQueryClient();
  const userId = usePlayerId();
  const revalidator = useRevalidator();
  return async () => {
    await client.invalidateQueries({ queryKey: phoneKeys.status(userId) });
    void revalidator.revalidate();
  };
}

/** A refusal on its field or in words below the form; an already confirmed phone reads the state again. */
export function useFailure<F extends 'phone' | 'code' | 'answer'>(fields: readonly F[], setError: (field: F, message: string) => void, setGeneral: (text: string | null) => void) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const confirmed = useConfirmed();
  return (failure: ApiFailure) => {
    const split = splitFailure(t, onFormFields(failure), new Set<string>(fields), { age: site.minAge });
    for (const field of fields) {
      const message = split.onFields[field];
      if (message !== undefined) setError(field, message);
    }
    setGeneral(failure.id === 'conflict' ? null : split.general);
    if (failure.id === 'conflict') void confirmed();
  };
}

export function PhoneBindingPage() {
  const { t } = useTranslation();
  const status = usePhoneStatus();
  const [done, setDone] = useState<string | null>(null);
  return (
    <OfficeScreen title={t('office_phone_binding_title')} lead={done === null ? t('office_phone_binding_lead') : undefined}>
      {done !== null ? (
        <Confirmed text={t('phone_binding_done', { phone: done })} />
      ) : (
        <QueryState query={status} rows={3} failureText={() => t('phone_binding_load_failed')}>
          {(loaded) =>
            loaded.confirmed && loaded.phone !== null ? (
              <Confirmed text={t('phone_binding_already_done', { phone: loaded.phone })} />
            ) : (
              <>
                {loaded.phone !== null && (
                  <Alert messageKind="info" action={<RouteLink route="office_phone_activate">{t('phone_binding_activate_link')}</RouteLink>}>
                    {t('phone_binding_has_unconfirmed', { phone: loaded.phone })}
                  </Alert>
                )}
                <Suspense fallback={<SkeletonRows count={3} />}>
                  <BindWithCountries onDone={setDone} />
                </Suspense>
              </>
            )
          }
        </QueryState>
      )}
    </OfficeScreen>
  );
}

/** `changeToken`: the new phone replaces the confirmed one (the phone change's last step). */
export function BindWithCountries({ onDone, changeToken }: { onDone: (phone: string) => void; changeToken?: string | undefined }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const countries = usePhoneCountries(site.lang);
  if (!countries.ok) return <Alert messageKind="error">{t('identity_countries_failed')}</Alert>;
  return <BindForm countries={countries.data} onDone={onDone} changeToken={changeToken} />;
}

function bindSchema(countries: readonly PhoneCountryWithRule[], phoneLabel: string) {
  return z.object({
    phone: zodWithValidators(phoneValueSchema.nullable(), [phoneValueValidator(countries, true, phoneLabel)]),
    code: zodWithValidators(z.string(), [smsCode()]),
  });
}
type BindValues = z.infer<ReturnType<typeof bindSchema>>;

function BindForm({
  countries,
  onDone,
  changeToken,
}: {
  countries: readonly PhoneCountryWithRule[];
  onDone: (phone: string) => void;
  changeToken?: string | undefined;
}) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const api = usePhoneApi();
  const confirmed = useConfirmed();
  const sending = useCodeSending();
  const [general, setGeneral] = useState<string | null>(null);
  const schema = useMemo(() => bindSchema(countries, t('identity_field_phone')), [countries, t]);
  const form = useForm<BindValues>({ resolver: zodResolver(schema), defaultValues: { phone: null, code: '' } });
  const { errors, isSubmitting } = form.formState;
  const messageOf = (text: string | undefined) => (text === undefined ? undefined : translateFieldMessage(t, text, { age: site.minAge }));
  const fields = ['phone', 'code'] as const;
  const fail = useFailure(fields, (field, message) => showFieldErrors(form, [field], { [field]: message }), setGeneral);

  const send = () =>
    sending.run(async () => {
      setGeneral(null);
      if (!(await form.trigger('phone', { shouldFocus: true }))) return null;
      const phone = form.getValues('phone');
      if (!phone) return null;
      const target = { phone: phone.fullPhone, countryCode: phone.countryCode, lang: site.lang };
      const outcome = changeToken === undefined ? await api.bind(target) : await api.update({ ...target, changeToken });
      if (!outcome.ok) {
        fail(outcome.failure);
        return null;
      }
      form.setFocus('code');
      return { to: outcome.data.phone, resendAfterSeconds: outcome.data.resendAfterSeconds };
    });

  const onValid = async (values: BindValues) => {
    setGeneral(null);
    // The code belongs to the number it went to, whatever the field holds now.
    const phone = sending.sentTo ?? values.phone?.fullPhone;
    if (phone === undefined) return;
    const outcome = await api.confirm({ code: normalizeSmsCode(values.code), phone, changeToken });
    if (!outcome.ok) return fail(outcome.failure);
    await confirmed();
    onDone(outcome.data.phone ?? phone);
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
      <PhoneField control={form.control} name="phone" label={t('identity_field_phone')} countries={countries} error={messageOf(errors.phone?.message)} required />
      <div className={styles.actions}>
        <SendCodeButton sending={sending} onClick={() => void send()} />
      </div>
      <CodeStep sending={sending} general={general} submitting={isSubmitting}>
        <CodeField {...form.register('code')} error={messageOf(errors.code?.message)} />
      </CodeStep>
    </form>
  );
}

/** The code field (given), where the code went with the resend wait, the refusal in words and the submit. */
export function CodeStep({
  sending,
  general,
  submitting,
  submitLabel,
  children,
}: {
  sending: CodeSending;
  general: string | null;
  submitting: boolean;
  submitLabel?: string | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { site } = useRootData();
  return (
    <>
      <CodeSentNote sending={sending} lang={site.lang} />
      {children}
      {general && <Alert messageKind="error">{general}</Alert>}
      <Button type="submit" variant="accent" size="l" block loading={submitting}>
        {submitLabel ?? t('phone_binding_submit')}
      </Button>
    </>
  );
}

export function PhoneActivatePage() {
  const { t } = useTranslation();
  const status = usePhoneStatus();
  const [done, setDone] = useState<string | null>(null);
  return (
    <OfficeScreen title={t('office_phone_activate_title')}>
      {done !== null ? (
        <Confirmed text={t('phone_binding_done', { phone: done })} />
      ) : (
        <QueryState query={status} rows={3} failureText={() => t('phone_binding_load_failed')}>
          {(loaded) => <ActivateState status={loaded} onDone={setDone} />}
        </QueryState>
      )}
    </OfficeScreen>
  );
}

function ActivateState({ status, onDone }: { status: PhoneStatus; onDone: (phone: string) => void }) {
  const { t } = useTranslation();
  if (status.phone === null) {
    return (
      <Alert messageKind="info" action={<RouteLink route="office_phone_binding">{t('phone_binding_bind_link')}</RouteLink>}>
        {t('phone_binding_no_phone_text')}
      </Alert>
    );
  }
  if (status.confirmed) return <Confirmed text={t('phone_binding_already_done', { phone: status.phone })} />;
  return <ActivateForm phone={status.phone} onDone={onDone} />;
}

const activateSchema = z.object({ code: zodWithValidators(z.string(), [smsCode()]) });
type ActivateValues = z.infer<typeof activateSchema>;

function ActivateForm({ phone, onDone }: { phone: string; onDone: (phone: string) => void }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const api = usePhoneApi();
  const confirmed = useConfirmed();
  const sending = useCodeSending();
  const [general, setGeneral] = useState<string | null>(null);
  const form = useForm<ActivateValues>({ resolver: zodResolver(activateSchema), defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;
  const messageOf = (text: string | undefined) => (text === undefined ? undefined : translateFieldMessage(t, text, { age: site.minAge }));
  const fail = useFailure(['code'] as const, (field, message) => showFieldErrors(form, [field], { [field]: message }), setGeneral);

  const send = () =>
    sending.run(async () => {
      setGeneral(null);
      const outcome = await api.sendCode(site.lang);
      if (!outcome.ok) {
        fail(outcome.failure);
        return null;
      }
      form.setFocus('code');
      return { to: outcome.data.phone, resendAfterSeconds: outcome.data.resendAfterSeconds };
    });

  const onValid = async (values: ActivateValues) => {
    setGeneral(null);
    const outcome = await api.confirm({ code: normalizeSmsCode(values.code) });
    if (!outcome.ok) return fail(outcome.failure);
    await confirmed();
    onDone(outcome.data.phone ?? phone);
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
      <p className={styles.intro}>{t('office_phone_activate_lead', { phone })}</p>
      <div className={styles.actions}>
        <SendCodeButton sending={sending} onClick={() => void send()} />
      </div>
      <CodeStep sending={sending} general={general} submitting={isSubmitting}>
        <CodeField {...form.register('code')} error={messageOf(errors.code?.message)} />
      </CodeStep>
    </form>
  );
}
