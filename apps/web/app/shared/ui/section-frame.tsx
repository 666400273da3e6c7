import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from './button';
import { cx } from './class-names';
import styles from './section-frame.module.css';

export interface SectionFrameProps {
  readonly title: ReactNode;
  /** id for the heading, so a dialog or region can be labelled by it. */
  readonly titleId?: string;
  readonly headingLevel?: 1 | 2 | 3;
  /**
   * Shows a back button. `true` goes back in history (React Router follows popstate);
   * a function replaces that, e.g. a multi-step modal going to its previous step.
   */
  readonly back?: boolean | (() => void);
  /** Controls at the end of the header, e.g. a dialog's close button. */
  readonly actions?: ReactNode;
  /** Content without the default padding (lists that run edge to edge). */
  readonly flush?: boolean;
  readonly as?: 'section' | 'div';
  readonly className?: string;
  readonly children?: ReactNode;
}

/** A section or modal frame: a title with an optional back button, then the content (spec §2). */
export function SectionFrame({
  title,
  titleId,
  headingLevel = 2,
  back = false,
  actions,
  flush = false,
  as: Element = 'section',
  className,
  children,
}: SectionFrameProps) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  const onBack = typeof back === 'function' ? back : () => window.history.back();
  return (
    <Element className={cx(styles.frame, className)} aria-labelledby={Element === 'section' ? titleId : undefined}>
      <header className={styles.header}>
        {back !== false && <IconButton className={styles.back} icon="back" label={t('ui_back')} onClick={onBack} />}
        <Heading className={styles.title} id={titleId}>
          {title}
        </Heading>
        {actions && <div className={styles.actions}>{actions}</div>}
      </header>
      <div className={cx(styles.body, flush && styles.flush)}>{children}</div>
    </Element>
  );
}
