// Next to code inputs, on a site that keeps its messages in the development outbox (issue 3:
// "a development-only page, so a person trying the site can read their code"): a link to it.
// The outbox routes exist only where the outbox delivers and never in production, so their
// presence is the signal; the check runs once per page load.
import { Suspense, use } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { createApiClient } from '../../shared/api-client';
import styles from './identity.module.css';

export const DEV_OUTBOX_PAGE = '/dev/outbox';
const DEV_OUTBOX_API = '/web-api/dev/outbox';

let available: Promise<boolean> | undefined;

function outboxAvailable(): Promise<boolean> {
  available ??= createApiClient()
    .send({ url: `${DEV_OUTBOX_API}?limit=1`, schema: z.array(z.unknown()) })
    .then((outcome) => outcome.ok);
  return available;
}

function OutboxLink({ to, lang }: { to: string | undefined; lang: string }) {
  const { t } = useTranslation();
  if (!use(outboxAvailable())) return null;
  const query = new URLSearchParams(to ? { to, lang } : { lang });
  return (
    <div className={styles.devNote}>
      <p>{t('identity_dev_outbox_note')}</p>
      <a href={`${DEV_OUTBOX_PAGE}?${query.toString()}`} target="_blank" rel="noopener noreferrer">
        {t('identity_dev_outbox')}
      </a>
    </div>
  );
}

/**
 * Renders nothing until the check answers, and nothing on a production site. Browser only.
 * `to` filters the page to one recipient when the form knows it.
 */
export function DevOutboxLink({ to, lang }: { to?: string; lang: string }) {
  return (
    <Suspense fallback={null}>
      <OutboxLink to={to} lang={lang} />
    </Suspense>
  );
}
