// The identity corner of the header: Sign in and Registration for guests, the account menu for a
// signed-in player. Also keeps the entry link's affiliate, tells tracking who is signed in, and
// signs the page out when its session ends elsewhere or by inactivity (session-watch.tsx).
import { useRootData } from '../../../shared/root-data';
import { SessionWatch } from '../sessions/session-watch';
import { AccountMenu } from './account-menu';
import { GuestLinks } from './guest-links';
import { useIdentityShell } from './use-identity-shell';

export function HeaderAccount() {
  const { viewer } = useRootData();
  useIdentityShell();
  return viewer ? (
    <>
      <AccountMenu />
      <SessionWatch />
    </>
  ) : (
    <GuestLinks placement="header" />
  );
}
