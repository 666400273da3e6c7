// "Confirm e-mail" for a page that needs a confirmed address (e.g. the mailed bet history): sends
// the confirmation link to the player's e-mail, the result said as the header's menu says it.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { useAccountActions } from './use-account-actions';

export function ConfirmEmailButton() {
  const { t } = useTranslation();
  const actions = useAccountActions();
  return (
    <Button size="s" variant="primary" icon="mail" loading={actions.busy} onClick={() => void actions.confirmEmail()}>
      {t('identity_confirm_email')}
    </Button>
  );
}
