// office_convert_account (issue 13 "converting a one-click account into a full one"): what a
// one-click account still lacks to be a full one, each step with its state as kept now and the way
// to the screen that does it — a confirmed e-mail or phone (to sign in with and to restore access),
// the name and birth date (locked once filled, decision 0035), and a login of the player's own
// (optional). The account is full once a contact is confirmed and the details are filled.
import { useTranslation } from 'react-i18next';
import { useRootData } from '../../../shared/root-data';
import { OfficeScreen } from '../../../shared/ui/office-screen';
import { SkeletonRows } from '../../../shared/ui/skeleton';
import { useAccountLogin } from '../account-login/account-login-queries';
import { usePhoneStatus } from '../phone/phone-api';
import styles from '../two-factor/two-factor.module.css';
import { useAccountData } from './account-queries';
import { type Step, StepList } from './step-card';

export function ConvertAccountPage() {
  const { t } = useTranslation();
  const { site, viewer } = useRootData();
  const phone = usePhoneStatus();
  const account = useAccountData(site.lang);
  const login = useAccountLogin();
  const loading = phone.isPending || account.isPending || login.isPending;
  const failed = phone.isError || account.isError || login.isError;

  const email = viewer?.email ?? null;
  const emailConfirmed = email !== null && viewer?.emailConfirmed === true;
  const phoneNumber = phone.data?.phone ?? null;
  const phoneConfirmed = phoneNumber !== null && phone.data?.confirmed === true;
  const data = account.data;
  const detailsFilled = data !== undefined && data.first_name !== null && data.last_name !== null && data.birth_date !== null;
  const chosenLogin = login.data?.login ?? null;

  const steps: Step[] = [
    {
      id: 'email',
      title: 'convert_step_email',
      done: emailConfirmed,
      text: email === null ? t('office_security_email_none') : t(emailConfirmed ? 'office_security_email_confirmed' : 'office_security_email_unconfirmed', { email }),
      link: emailConfirmed ? null : email === null ? { route: 'office_email_change', label: 'security_auth_by_email_add' } : { route: 'office_activation_email', label: 'office_security_email_link' },
    },
    {
      id: 'phone',
      title: 'convert_step_phone',
      done: phoneConfirmed,
      text: phoneNumber === null ? t('office_security_phone_none') : t(phoneConfirmed ? 'office_security_phone_confirmed' : 'office_security_phone_unconfirmed', { phone: phoneNumber }),
      link: phoneConfirmed ? null : phoneNumber === null ? { route: 'office_phone_binding', label: 'phone_binding_bind_link' } : { route: 'office_phone_activate', label: 'phone_binding_activate_link' },
    },
    {
      id: 'details',
      title: 'convert_step_details',
      done: detailsFilled,
      text: t(detailsFilled ? 'convert_step_details_done' : 'convert_step_details_todo'),
      link: detailsFilled ? null : { route: 'office_account_edit', label: 'account_edit_link' },
    },
    {
      id: 'login',
      title: 'convert_step_login',
      done: chosenLogin !== null,
      text: chosenLogin === null ? t('convert_step_login_todo') : t('account_login_now', { login: chosenLogin }),
      link: chosenLogin === null ? { route: 'office_change_login', label: 'office_security_login_change' } : null,
    },
  ];
  const full = (emailConfirmed || phoneConfirmed) && detailsFilled;

  return (
    <OfficeScreen title={t('office_screen_convert_account')} lead={t('convert_lead')}>
      {loading ? (
        <SkeletonRows count={4} />
      ) : (
        <>
          <p className={styles.text} role="status" data-testid="convert-state">
            {failed ? t('account_error_generic') : t(full ? 'convert_full' : 'convert_not_full')}
          </p>
          <StepList steps={steps} idPrefix="convert" />
        </>
      )}
    </OfficeScreen>
  );
}
