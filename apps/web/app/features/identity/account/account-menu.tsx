// The signed-in player in the header (UX.md: account, later the balance): the account number,
// and a menu with the e-mail confirmation and sign-out. A disclosure: Escape or a click outside
// closes it and focus returns to its button.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRootData } from '../../../shared/root-data';
import { Icon } from '../../../shared/ui/icon';
import { AccountPanel } from './account-panel';
import styles from './account.module.css';

export function AccountMenu() {
  const { t } = useTranslation();
  const { viewer } = useRootData();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  if (!viewer) return null;
  return (
    <div
      ref={root}
      className={styles.account}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        button.current?.focus();
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.accountButton}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('identity_account_menu', { login: viewer.login })}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="user" size="s" />
        <span className={styles.login}>{viewer.login}</span>
        {!viewer.emailConfirmed && viewer.email !== null && <span className={styles.dot} aria-hidden="true" />}
        <Icon name="chevron-down" size="xs" />
      </button>
      {open && (
        <div id={panelId} className={styles.popover}>
          <AccountPanel onAction={() => setOpen(false)} />
        </div>
      )}
    </div>
  );
}
