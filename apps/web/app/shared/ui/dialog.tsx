import { useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from './button';
import { cx } from './class-names';
import { SectionFrame } from './section-frame';
import { useFocusTrap } from './use-focus-trap';
import styles from './dialog.module.css';

export interface DialogProps {
  readonly title: ReactNode;
  /** Called by the close button, Escape, and (when allowed) a click outside. */
  readonly onClose: () => void;
  /** False: no close button and Escape does nothing; the content must end the dialog. */
  readonly closable?: boolean;
  /** spec §2: modal routes pass false, they cannot be closed by clicking outside. */
  readonly closeOnBackdrop?: boolean;
  /** A back button in the frame header (multi-step dialogs, modal routes). */
  readonly back?: boolean | (() => void);
  readonly size?: 's' | 'm' | 'l' | 'xl';
  /** Content without padding, e.g. lists running edge to edge. */
  readonly flush?: boolean;
  readonly describedBy?: string;
  readonly children?: ReactNode;
}

/** An accessible modal dialog: role dialog, aria-modal, labelled by its title, focus kept inside. */
export function Dialog({
  title,
  onClose,
  closable = true,
  closeOnBackdrop = true,
  back,
  size = 'm',
  flush = false,
  describedBy,
  children,
}: DialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  // A press that starts inside (e.g. selecting text) and ends on the backdrop must not close.
  const pressStartedOnBackdrop = useRef(false);
  useFocusTrap(panelRef);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // Stop here so a dialog stacked inside another closes alone.
    event.stopPropagation();
    if (closable) onClose();
  };
  const onBackdropMouseDown = (event: MouseEvent) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent) => {
    const outside = pressStartedOnBackdrop.current && event.target === event.currentTarget;
    pressStartedOnBackdrop.current = false;
    if (outside && closable && closeOnBackdrop) onClose();
  };

  return (
    <div className={styles.backdrop} onMouseDown={onBackdropMouseDown} onClick={onBackdropClick} data-dialog-backdrop="">
      <div
        ref={panelRef}
        className={cx(styles.panel, styles[size])}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <SectionFrame
          as="div"
          className={styles.frame}
          title={title}
          titleId={titleId}
          back={back}
          flush={flush}
          actions={closable && <IconButton icon="close" label={t('ui_close')} onClick={onClose} />}
        >
          {children}
        </SectionFrame>
      </div>
    </div>
  );
}
