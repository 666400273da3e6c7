// Sign in and Registration for guests: links to the modal routes that remember the page they
// were opened from (return-url.ts); sign-in opens over the page where the shell offers it.
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { href } from '@stavka/contract/route-href';
import { AppLink } from '../../../shared/app-link';
import { useRootData } from '../../../shared/root-data';
import { cx } from '../../../shared/ui/class-names';
import { Icon } from '../../../shared/ui/icon';
import { getAppStorage } from '../../../shared/storage/app-storage';
import { rememberReturnUrl } from '../return-url';
import { useSignInOverlay } from '../sign-in/sign-in-overlay';
import styles from './account.module.css';

export function useRememberHere(): () => void {
  const location = useLocation();
  return () => rememberReturnUrl(getAppStorage(), `${location.pathname}${location.search}`);
}

export interface GuestLinksProps {
  /** `header`: compact, on the brand bar; `sheet`: full width in the phone menu. */
  readonly placement: 'header' | 'sheet';
  readonly onNavigate?: () => void;
}

export function GuestLinks({ placement, onNavigate }: GuestLinksProps) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const remember = useRememberHere();
  const overlay = useSignInOverlay();
  const onClick = () => {
    remember();
    onNavigate?.();
  };
  // A plain press opens sign-in over the page; a press that asks for a new tab or window follows the link.
  const onSignIn = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick();
    if (!overlay || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    overlay.open();
  };
  return (
    <div className={cx(styles.guest, styles[placement])}>
      <AppLink to={href('login', { lng: site.lang })} className={cx(styles.link, styles.signIn)} onClick={onSignIn}>
        <Icon name="user" size="s" />
        {t('identity_sign_in')}
      </AppLink>
      <AppLink to={href('registration', { lng: site.lang })} className={cx(styles.link, styles.register)} onClick={onClick}>
        {t('identity_registration')}
      </AppLink>
    </div>
  );
}
