// office_account (issue 13 "Account"): the player's data as kept — personal details, contacts,
// address and identity document — with the way to change what may still change. The identity
// check's status is the identification screens' (office_account_identification).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountData } from '@stavka/contract/account';
import { href } from '@stavka/contract/route-href';
import { AppLink } from '../../../shared/app-link';
import { useRootData } from '../../../shared/root-data';
import { OfficeScreen, screenStatesFor } from '../../../shared/ui/office-screen';
import { useAccountData } from './account-queries';
import { accountFailureText, documentFieldKey, documentTypeKey, formatCalendarDate } from './account-text';
import styles from './account.module.css';

function useFailureText(): (error: unknown) => string {
  const { t } = useTranslation();
  const { site } = useRootData();
  return (error) => accountFailureText(t, error, site.minAge);
}

const { ScreenState } = screenStatesFor(useFailureText);

export function AccountPage() {
  const { t } = useTranslation();
  const { site } = useRootData();
  const query = useAccountData(site.lang);
  return (
    <OfficeScreen title={t('office_account_title')} lead={t('office_account_lead')}>
      <ScreenState query={query} rows={6}>
        {(data) => (
          <>
            <AccountCards data={data} />
            <p className={styles.actions}>
              <AppLink to={href('office_account_edit', { lng: site.lang })} data-testid="account-edit-link">
                {t('account_edit_link')}
              </AppLink>
              {(data.email === null || data.phone === null || data.first_name === null) && (
                <>
                  {' · '}
                  <AppLink to={href('office_convert_account', { lng: site.lang })}>{t('office_screen_convert_account')}</AppLink>
                </>
              )}
            </p>
          </>
        )}
      </ScreenState>
    </OfficeScreen>
  );
}

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      <dl className={styles.rows}>{children}</dl>
    </section>
  );
}

function Row({ label, value, testId, action }: { label: string; value: string | null; testId?: string; action?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd data-testid={testId}>
        {value === null ? <span className={styles.empty}>{t('account_not_filled')}</span> : <span>{value}</span>}
        {action && <> {action}</>}
      </dd>
    </div>
  );
}

/** The security screen where a contact is added or changed (decision 0038). */
function ContactLink({ route, children }: { route: 'office_phone_binding' | 'office_phone_change' | 'office_email_change'; children: string }) {
  const { site } = useRootData();
  return <AppLink to={href(route, { lng: site.lang })}>{children}</AppLink>;
}

function AccountCards({ data }: { data: AccountData }) {
  const { t, i18n } = useTranslation();
  const date = (value: string | null) => (value === null ? null : formatCalendarDate(i18n.language, value));
  const { document } = data;
  return (
    <div className={styles.cards}>
      <Card id="account-personal" title={t('account_section_personal')}>
        <Row label={t('account_number')} value={String(data.id)} />
        <Row label={t('account_last_name')} value={data.last_name} testId="account-last-name" />
        <Row label={t('account_first_name')} value={data.first_name} testId="account-first-name" />
        <Row label={t('account_middle_name')} value={data.middle_name} />
        <Row label={t('account_birth_date')} value={date(data.birth_date)} />
      </Card>
      <Card id="account-contacts" title={t('account_section_contacts')}>
        <Row label={t('account_email')} value={data.email} action={<ContactLink route="office_email_change">{t('email_change_link')}</ContactLink>} />
        <Row
          label={t('account_phone')}
          value={data.phone === null ? null : `+${data.phone}`}
          action={
            data.phone === null ? (
              <ContactLink route="office_phone_binding">{t('phone_binding_bind_link')}</ContactLink>
            ) : (
              <ContactLink route="office_phone_change">{t('phone_change_link')}</ContactLink>
            )
          }
        />
      </Card>
      <Card id="account-address" title={t('account_section_address')}>
        <Row label={t('account_country')} value={data.country.name} />
        <Row label={t('account_region')} value={data.region?.name ?? null} />
        <Row label={t('account_city')} value={data.city?.name ?? null} testId="account-city" />
        <Row label={t('account_address')} value={data.address} testId="account-address" />
        <Row label={t('account_postcode')} value={data.postcode} />
      </Card>
      <Card id="account-document" title={t('account_section_document')}>
        <Row label={t('account_document_type')} value={document.type === null ? null : t(documentTypeKey(document.type))} />
        {document.type !== null &&
          (data.documentTypes.find((entry) => entry.type === document.type)?.required ?? []).map((field) => {
            const value = document[field];
            return <Row key={field} label={t(documentFieldKey(field))} value={field.endsWith('_date') ? date(value) : value} />;
          })}
      </Card>
    </div>
  );
}
