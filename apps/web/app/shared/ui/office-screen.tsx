// The frame of an office screen: its heading, then what it read — a skeleton while the read is on
// its way (UX.md), the failure in the player's words with a retry, or the content. A feature binds
// `failureText` to its own error words (wallet-screen.tsx, consultant-screen.tsx).
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert } from './alerts';
import { Button } from './button';
import styles from './office-screen.module.css';
import pageStyles from './page-sections.module.css';
import { Skeleton, SkeletonRows } from './skeleton';

export function OfficeScreen({ title, lead, children }: { title: string; lead?: string | undefined; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.screen} aria-labelledby={headingId}>
      <h1 id={headingId} className={pageStyles.title}>
        {title}
      </h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
    </section>
  );
}

export function LoadingBlock({ rows = 5 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div className={styles.card} role="status" aria-label={t('ui_loading')}>
      <Skeleton width="40%" height="1.25rem" />
      <SkeletonRows count={rows} />
    </div>
  );
}

export function LoadFailureAlert({ text, retrying, onRetry }: { text: string; retrying: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      messageKind="error"
      action={
        <Button size="s" icon="refresh" loading={retrying} onClick={onRetry}>
          {t('wallet_retry')}
        </Button>
      }
    >
      {text}
    </Alert>
  );
}

/** What a read shows: the skeleton, its failure in words (`failureText`) with a retry, or `children` of its data. */
export function QueryState<T>({
  query,
  failureText,
  children,
  rows = 5,
}: {
  query: UseQueryResult<T>;
  failureText: (error: unknown) => string;
  children: (data: T) => ReactNode;
  rows?: number;
}) {
  if (query.isPending) return <LoadingBlock rows={rows} />;
  if (query.isError) return <LoadFailureAlert text={failureText(query.error)} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  return children(query.data);
}

/** `QueryState` and `LoadFailureAlert` bound to a feature's words for a failed read (a hook, so it can translate). */
export function screenStatesFor(useFailureText: () => (error: unknown) => string) {
  function ScreenState<T>(props: { query: UseQueryResult<T>; children: (data: T) => ReactNode; rows?: number }) {
    return <QueryState {...props} failureText={useFailureText()} />;
  }
  function LoadFailure({ error, retrying, onRetry }: { error: unknown; retrying: boolean; onRetry: () => void }) {
    return <LoadFailureAlert text={useFailureText()(error)} retrying={retrying} onRetry={onRetry} />;
  }
  return { ScreenState, LoadFailure };
}
