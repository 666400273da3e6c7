import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CricketNav } from './cricket-nav';
import styles from './cricket.module.css';

export interface CricketLayoutProps {
  /** The page's heading; none when the page brings its own (the game page heads with the teams). */
  readonly title?: string | undefined;
  /** The bet slip column on desktop (the route passes the coupon panel). */
  readonly slip?: ReactNode;
  readonly children: ReactNode;
}

/** The frame of every cricket page: the section's title and navigation, the page, the slip. */
export function CricketLayout({ title, slip, children }: CricketLayoutProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <p className={styles.champ}>{t('cricket_section')}</p>
        {title !== undefined && <h1 className={styles.title}>{title}</h1>}
        <CricketNav />
        {children}
      </div>
      {slip && (
        <aside className={styles.slip} aria-label={t('cricket_slip_label')}>
          {slip}
        </aside>
      )}
    </div>
  );
}
