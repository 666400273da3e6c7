// Sign in and Registration for guests: links to the modal routes that remember the page they
// were opened from (return-url.ts); sign-in opens over the page where the shell offers it.
import { useTranslation } from 'react-i18next';
import { href } from '@stavka/contract/route-href';
import { AppLink } from '../../../shared/app-link';
import { useRootData } from '../../../shared/root-data';
import { SignInLink, useRememberHere } from '../../../shared/sign-in-link';
import { cx } from '../../../shared/ui/class-names';
import { Icon } from '../../../shared/ui/icon';
import styles from './account.module.css';

export interface GuestLinksProps {
  /** `header`: compact, on the brand bar; `sheet`: full width in the phone menu. */
  readonly placement: 'header' | 'sheet';
  readonly onNavigate?: () => void;
}

export function GuestLinks({ placement, onNavigate }: GuestLinksProps) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const remember = useRememberHere();
  const onClick = () => {
    remember();
    onNavigate?.();
  };
  return (
    <div className={cx(styles.guest, styles[placement])}>
      <SignInLink className={cx(styles.link, styles.signIn)} onPress={onNavigate}>
        <Icon name="user" size="s" />
        {t('identity_sign_in')}
      </SignInLink>
      <AppLink to={href('registration', { lng: site.lang })} className={cx(styles.link, styles.register)} onClick={onClick}>
        {t('identity_registration')}
      </AppLink>
    </div>
  );
}
