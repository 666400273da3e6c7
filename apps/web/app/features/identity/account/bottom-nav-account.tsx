// The bottom navigation's account item (UX.md mobile: everything within thumb reach): Sign in for
// guests (with Registration), the account (opening the menu with its actions) for a signed-in player.
import { useTranslation } from 'react-i18next';
import { href } from '@stavka/contract/route-href';
import { AppLink } from '../../../shared/app-link';
import { useRootData } from '../../../shared/root-data';
import { SignInLink, useRememberHere } from '../../../shared/sign-in-link';
import { Icon } from '../../../shared/ui/icon';

export interface BottomNavAccountProps {
  /** The bottom bar's item style. */
  readonly className: string | undefined;
  readonly onOpenMenu: () => void;
}

export function BottomNavAccount({ className, onOpenMenu }: BottomNavAccountProps) {
  const { t } = useTranslation();
  const { site, viewer } = useRootData();
  const remember = useRememberHere();
  if (viewer) {
    return (
      <button type="button" className={className} onClick={onOpenMenu} aria-haspopup="dialog" aria-label={t('identity_account_menu', { login: viewer.login })}>
        <Icon name="user" size="m" />
        <span>{viewer.login}</span>
      </button>
    );
  }
  return (
    <>
      <SignInLink className={className}>
        <Icon name="user" size="m" />
        <span>{t('identity_sign_in')}</span>
      </SignInLink>
      <AppLink to={href('registration', { lng: site.lang })} className={className} onClick={remember}>
        <Icon name="plus" size="m" />
        <span>{t('identity_registration')}</span>
      </AppLink>
    </>
  );
}
