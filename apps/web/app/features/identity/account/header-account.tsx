// The identity corner of the header: Sign in and Registration for guests, the account menu for a
// signed-in player. Also keeps the entry link's affiliate and tells tracking who is signed in.
import { useRootData } from '../../../shared/root-data';
import { AccountMenu } from './account-menu';
import { GuestLinks } from './guest-links';
import { useIdentityShell } from './use-identity-shell';

export function HeaderAccount() {
  const { viewer } = useRootData();
  useIdentityShell();
  return viewer ? <AccountMenu /> : <GuestLinks placement="header" />;
}
