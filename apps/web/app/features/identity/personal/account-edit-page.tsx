// office_account_edit (issue 13 "Account"): two forms — personal details with the address, and the
// identity document with the fields its type asks for (spec §3). A field that has locked (a name
// or birth date once kept, everything while an identity check runs or after it passed; decision
// 0035) shows as read-only text with the reason, and is never sent; the server refuses it anyway.
// The contract's schemas check a form before it is sent; the server's field messages land on their
// fields, the first one focused.
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { type Path, useForm, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type AccountData,
  type AccountField,
  ADDRESS_MAX_LENGTH,
  DOCUMENT_NUMBER_MAX_LENGTH,
  type DocumentField,
  documentFields,
  documentTypes,
  ISSUER_MAX_LENGTH,
  lockedOnceFilled,
  POSTCODE_MAX_LENGTH,
  saveAccountFieldsRequestSchema,
  saveDocumentRequestSchema,
} from '@stavka/contract/account';
import { href } from '@stavka/contract/route-href';
import { AppLink } from '../../../shared/app-link';
import type { ApiFailure } from '../../../shared/api-client';
import { useRootData } from '../../../shared/root-data';
import { Alert } from '../../../shared/ui/alerts';
import { Button } from '../../../shared/ui/button';
import { OfficeScreen, screenStatesFor } from '../../../shared/ui/office-screen';
import { splitFailure } from '../failure-message';
import { translateFieldMessage } from '../field-message';
import { SelectField } from '../fields/select-field';
import { TextField } from '../fields/text-field';
import { focusFirstError, showFieldErrors } from '../form-failure';
import { usePlayerId } from '../two-factor/two-factor-queries';
import {
  type AccountFieldsChange,
  accountKeys,
  type DocumentChange,
  useAccountApi,
  useAccountData,
  useCities,
  useRegions,
} from './account-queries';
import { accountFailureText, documentFieldKey, documentTypeKey, formatCalendarDate } from './account-text';
import styles from './account.module.css';

function useFailureText(): (error: unknown) => string {
  const { t } = useTranslation();
  const { site } = useRootData();
  return (error) => accountFailureText(t, error, site.minAge);
}

const { ScreenState } = screenStatesFor(useFailureText);

export function AccountEditPage() {
  const { t } = useTranslation();
  const { site } = useRootData();
  const query = useAccountData(site.lang);
  // Bumped by a save, so each form starts again from what the server kept (and its new locks).
  const [version, setVersion] = useState(0);
  const [saved, setSaved] = useState<'fields' | 'document' | null>(null);
  const onSaved = (which: 'fields' | 'document') => {
    setVersion((n) => n + 1);
    setSaved(which);
  };
  return (
    <OfficeScreen title={t('office_account_edit_title')} lead={t('office_account_edit_lead')}>
      <ScreenState query={query} rows={8}>
        {(data) => (
          <>
            {data.locked.includes('document') && <Alert messageKind="info">{t('account_locked_check')}</Alert>}
            <FieldsForm
              key={`fields-${version}`}
              data={data}
              saved={saved === 'fields'}
              onSaved={() => onSaved('fields')}
              onEdit={() => setSaved(null)}
            />
            <DocumentForm
              key={`document-${version}`}
              data={data}
              saved={saved === 'document'}
              onSaved={() => onSaved('document')}
              onEdit={() => setSaved(null)}
            />
          </>
        )}
      </ScreenState>
      <p>
        <AppLink to={href('office_account', { lng: site.lang })}>{t('account_back')}</AppLink>
      </p>
    </OfficeScreen>
  );
}

interface FormProps {
  data: AccountData;
  saved: boolean;
  onSaved: () => void;
  onEdit: () => void;
}

type FieldValues = Record<AccountField, string>;
const fieldOrder: readonly AccountField[] = [
  'last_name',
  'first_name',
  'middle_name',
  'birth_date',
  'region_id',
  'city_id',
  'address',
  'postcode',
];

function initialFields(data: AccountData): FieldValues {
  return {
    first_name: data.first_name ?? '',
    last_name: data.last_name ?? '',
    middle_name: data.middle_name ?? '',
    birth_date: data.birth_date ?? '',
    region_id: data.region === null ? '' : String(data.region.id),
    city_id: data.city === null ? '' : String(data.city.id),
    address: data.address ?? '',
    postcode: data.postcode ?? '',
  };
}

/** The fields changed from what was kept, as the call takes them; an emptied optional field clears it. */
function fieldsChange(initial: FieldValues, values: FieldValues, locked: ReadonlySet<string>): AccountFieldsChange {
  const change: Record<string, string | number | null> = {};
  for (const field of fieldOrder) {
    if (locked.has(field) || values[field] === initial[field]) continue;
    const value = values[field].trim();
    if (field === 'region_id' || field === 'city_id') change[field] = value === '' ? null : Number(value);
    else if (value === '' && (lockedOnceFilled as readonly string[]).includes(field) && field !== 'middle_name') continue;
    else change[field] = value === '' ? null : value;
  }
  return change as AccountFieldsChange;
}

/** Messages of a contract schema's refusal, by field (the first of each), as i18n keys. */
function schemaMessages(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'fields');
    messages[field] ??= issue.message;
  }
  return messages;
}

function useSubmitFailure<V extends Record<string, string>>(form: UseFormReturn<V>, order: readonly Path<V>[]) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const [general, setGeneral] = useState<string | null>(null);
  const show = (failure: ApiFailure) => {
    const split = splitFailure(t, failure, new Set<string>(order), { age: site.minAge });
    showFieldErrors(form, order, split.onFields);
    setGeneral(split.general);
  };
  const showLocal = (messages: Record<string, string>) => {
    const translated = Object.fromEntries(
      Object.entries(messages).map(([field, key]) => [field, translateFieldMessage(t, key, { age: site.minAge })]),
    );
    showFieldErrors(form, order, translated);
    const others = Object.entries(translated).filter(([field]) => !(order as readonly string[]).includes(field));
    setGeneral(others.length > 0 ? others.map(([, text]) => text).join(' ') : null);
  };
  return { general, setGeneral, show, showLocal };
}

function LockedField({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  const id = useId();
  return <TextField id={id} label={label} value={value} readOnly aria-readonly="true" hint={t('account_locked_hint')} />;
}

function FieldsForm({ data, saved, onSaved, onEdit }: FormProps) {
  const { t, i18n } = useTranslation();
  const { site } = useRootData();
  const api = useAccountApi();
  const client = useQueryClient();
  const userId = usePlayerId();
  const initial = initialFields(data);
  const form = useForm<FieldValues>({ defaultValues: initial });
  const { errors, isSubmitting } = form.formState;
  const locked = new Set<string>(data.locked);
  const failure = useSubmitFailure(form, fieldOrder);
  const regionValue = useWatch({ control: form.control, name: 'region_id' });
  // Both selects follow the form's value: their options come after the form, and a native select
  // shows its first option for a value it does not have yet.
  const cityValue = useWatch({ control: form.control, name: 'city_id' });
  const regionId = regionValue === '' ? null : Number(regionValue);
  const regions = useRegions(data.country.id, site.lang);
  const cities = useCities(regionId, site.lang);
  const messageOf = (text: string | undefined) => (text === undefined ? undefined : text);

  const onValid = async (values: FieldValues) => {
    failure.setGeneral(null);
    onEdit();
    const change = fieldsChange(initial, values, locked);
    if (Object.keys(change).length === 0) {
      failure.setGeneral(t('account_nothing_to_save'));
      return;
    }
    const checked = saveAccountFieldsRequestSchema.safeParse(change);
    if (!checked.success) {
      failure.showLocal(schemaMessages(checked.error.issues));
      return;
    }
    const outcome = await api.saveFields(change, site.lang);
    if (!outcome.ok) {
      failure.show(outcome.failure);
      return;
    }
    client.setQueryData(accountKeys.data(userId, site.lang), outcome.data);
    onSaved();
  };

  const text = (field: AccountField, label: string, props: { maxLength?: number; autoComplete?: string; type?: string; hint?: string }) => {
    if (locked.has(field)) {
      const kept = initial[field];
      return (
        <LockedField
          key={field}
          label={label}
          value={field === 'birth_date' && kept !== '' ? formatCalendarDate(i18n.language, kept) : kept}
        />
      );
    }
    const hint = props.hint ?? ((lockedOnceFilled as readonly string[]).includes(field) ? t('account_once_filled_hint') : undefined);
    return (
      <TextField key={field} {...form.register(field)} label={label} {...props} hint={hint} error={messageOf(errors[field]?.message)} />
    );
  };

  const choose = { value: '', label: t('account_choose') };
  const regionOptions = [choose, ...(regions.data ?? []).map((region) => ({ value: String(region.id), label: region.name }))];
  const cityOptions = [choose, ...(cities.data ?? []).map((city) => ({ value: String(city.id), label: city.name }))];
  const placesLocked = locked.has('region_id');
  const hasRegions = (regions.data ?? []).length > 0 || data.region !== null;
  const regionField = form.register('region_id', { onChange: () => form.setValue('city_id', '') });

  return (
    <form
      className={styles.form}
      noValidate
      aria-labelledby="account-fields-title"
      onSubmit={(event) => void form.handleSubmit(onValid, focusFirstError(form, fieldOrder))(event)}
    >
      <h2 id="account-fields-title" className={styles.title}>
        {t('account_fields_form_title')}
      </h2>
      {text('last_name', t('account_last_name'), { maxLength: 64, autoComplete: 'family-name' })}
      {text('first_name', t('account_first_name'), { maxLength: 64, autoComplete: 'given-name' })}
      {text('middle_name', t('account_middle_name'), { maxLength: 64, autoComplete: 'additional-name' })}
      {text('birth_date', t('account_birth_date'), { type: 'date', autoComplete: 'bday' })}
      <LockedField label={t('account_country')} value={data.country.name} />
      {placesLocked ? (
        <>
          <LockedField label={t('account_region')} value={data.region?.name ?? ''} />
          <LockedField label={t('account_city')} value={data.city?.name ?? ''} />
        </>
      ) : (
        hasRegions && (
          <>
            <SelectField
              {...regionField}
              value={regionValue}
              label={t('account_region')}
              options={regionOptions}
              error={messageOf(errors.region_id?.message)}
            />
            <SelectField
              {...form.register('city_id')}
              value={cityValue}
              label={t('account_city')}
              options={cityOptions}
              disabled={regionId === null}
              hint={regionId === null ? t('account_city_after_region') : undefined}
              error={messageOf(errors.city_id?.message)}
            />
          </>
        )
      )}
      {text('address', t('account_address'), { maxLength: ADDRESS_MAX_LENGTH, autoComplete: 'street-address' })}
      {text('postcode', t('account_postcode'), { maxLength: POSTCODE_MAX_LENGTH, autoComplete: 'postal-code' })}
      <div aria-live="polite">
        {failure.general && <Alert messageKind="error">{failure.general}</Alert>}
        {saved && <Alert messageKind="success">{t('account_saved')}</Alert>}
      </div>
      <Button
        type="submit"
        variant="accent"
        size="l"
        loading={isSubmitting}
        disabled={locked.size === fieldOrder.length}
        data-testid="account-fields-submit"
      >
        {t('account_save')}
      </Button>
    </form>
  );
}

type DocumentValues = { document_type: string } & Record<DocumentField, string>;
const documentOrder: readonly (keyof DocumentValues)[] = ['document_type', ...documentFields];

function DocumentForm({ data, saved, onSaved, onEdit }: FormProps) {
  const { t, i18n } = useTranslation();
  const { site } = useRootData();
  const api = useAccountApi();
  const client = useQueryClient();
  const userId = usePlayerId();
  const { document } = data;
  const form = useForm<DocumentValues>({
    defaultValues: {
      document_type: document.type ?? '',
      document_number: document.document_number ?? '',
      document_issue_date: document.document_issue_date ?? '',
      document_expiry_date: document.document_expiry_date ?? '',
      document_issuer: document.document_issuer ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const failure = useSubmitFailure(form, documentOrder);
  const type = useWatch({ control: form.control, name: 'document_type' });
  const required = data.documentTypes.find((entry) => entry.type === type)?.required ?? [];
  const locked = data.locked.includes('document');

  if (locked) {
    return (
      <section className={styles.form} aria-labelledby="account-document-title">
        <h2 id="account-document-title" className={styles.title}>
          {t('account_document_form_title')}
        </h2>
        <LockedField label={t('account_document_type')} value={document.type === null ? '' : t(documentTypeKey(document.type))} />
        {(data.documentTypes.find((entry) => entry.type === document.type)?.required ?? []).map((field) => {
          const value = document[field] ?? '';
          return (
            <LockedField
              key={field}
              label={t(documentFieldKey(field))}
              value={field.endsWith('_date') && value !== '' ? formatCalendarDate(i18n.language, value) : value}
            />
          );
        })}
      </section>
    );
  }

  const onValid = async (values: DocumentValues) => {
    failure.setGeneral(null);
    onEdit();
    const missing: Record<string, string> = {};
    if (values.document_type === '') missing.document_type = 'account_document_type_unknown';
    for (const field of required) if (values[field].trim() === '') missing[field] = 'auth_required_field';
    if (Object.keys(missing).length > 0) {
      failure.showLocal(missing);
      return;
    }
    const change = { document_type: values.document_type, ...Object.fromEntries(required.map((field) => [field, values[field].trim()])) };
    const checked = saveDocumentRequestSchema.safeParse(change);
    if (!checked.success) {
      failure.showLocal(schemaMessages(checked.error.issues));
      return;
    }
    const outcome = await api.saveDocument(change as DocumentChange, site.lang);
    if (!outcome.ok) {
      failure.show(outcome.failure);
      return;
    }
    client.setQueryData(accountKeys.data(userId, site.lang), outcome.data);
    onSaved();
  };

  const typeOptions = [
    { value: '', label: t('account_choose') },
    ...documentTypes.map((value) => ({ value, label: t(documentTypeKey(value)) })),
  ];
  const fieldProps: Record<DocumentField, { type?: string; maxLength?: number }> = {
    document_number: { maxLength: DOCUMENT_NUMBER_MAX_LENGTH },
    document_issue_date: { type: 'date' },
    document_expiry_date: { type: 'date' },
    document_issuer: { maxLength: ISSUER_MAX_LENGTH },
  };
  return (
    <form
      className={styles.form}
      noValidate
      aria-labelledby="account-document-title"
      onSubmit={(event) => void form.handleSubmit(onValid, focusFirstError(form, documentOrder))(event)}
    >
      <h2 id="account-document-title" className={styles.title}>
        {t('account_document_form_title')}
      </h2>
      <p className={styles.note}>{t('account_document_note')}</p>
      <SelectField
        {...form.register('document_type')}
        value={type}
        label={t('account_document_type')}
        mark="required"
        required
        options={typeOptions}
        error={errors.document_type?.message}
      />
      {required.map((field) => (
        <TextField
          key={field}
          {...form.register(field)}
          label={t(documentFieldKey(field))}
          mark="required"
          required
          autoComplete="off"
          {...fieldProps[field]}
          error={errors[field]?.message}
        />
      ))}
      <div aria-live="polite">
        {failure.general && <Alert messageKind="error">{failure.general}</Alert>}
        {saved && <Alert messageKind="success">{t('account_document_saved')}</Alert>}
      </div>
      <Button type="submit" variant="accent" size="l" loading={isSubmitting} data-testid="account-document-submit">
        {t('account_save_document')}
      </Button>
    </form>
  );
}
