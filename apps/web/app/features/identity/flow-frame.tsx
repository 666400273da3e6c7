// The frame of a sign-in, registration or lost-password screen (spec §2 modal routes, "cannot be
// closed by clicking outside"): a dialog, or a card in the page for the registration widget kind.
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../shared/ui/button';
import { Dialog } from '../../shared/ui/dialog';
import { SectionFrame } from '../../shared/ui/section-frame';
import styles from './identity.module.css';

export interface FlowFrameProps {
  readonly title: string;
  /** `popup`: a modal dialog; `widget`: a card in the page (spec §2 registration modal kinds). */
  readonly kind?: 'popup' | 'widget';
  readonly onClose: () => void;
  /** False while the content must end the flow itself (e.g. credentials not yet kept). */
  readonly closable?: boolean;
  readonly back?: () => void;
  readonly children: ReactNode;
}

export function FlowFrame({ title, kind = 'popup', onClose, closable = true, back, children }: FlowFrameProps) {
  const { t } = useTranslation();
  const titleId = useId();
  if (kind === 'popup') {
    return (
      <Dialog title={title} onClose={onClose} closable={closable} closeOnBackdrop={false} back={back ?? false}>
        {children}
      </Dialog>
    );
  }
  return (
    <div className={styles.widget}>
      <SectionFrame
        title={title}
        titleId={titleId}
        headingLevel={1}
        back={back ?? false}
        actions={closable && <IconButton icon="close" label={t('ui_close')} onClick={onClose} />}
      >
        {children}
      </SectionFrame>
    </div>
  );
}
