// The identity part of the phone menu sheet: the guest links, or the account with its actions.
import { useRootData } from '../../../shared/root-data';
import { AccountPanel } from './account-panel';
import styles from './account.module.css';
import { GuestLinks } from './guest-links';

export function SheetAccount({ onNavigate }: { onNavigate: () => void }) {
  const { viewer } = useRootData();
  return (
    <div className={styles.sheetSection}>
      {viewer ? <AccountPanel onAction={onNavigate} /> : <GuestLinks placement="sheet" onNavigate={onNavigate} />}
    </div>
  );
}
