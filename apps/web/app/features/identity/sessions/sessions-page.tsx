// office_session_history (issue 13 "Sessions"): where the account is signed in — device, browser and
// system, address, when each session began and was last active, this device marked — with a button
// to close any other session and one to sign out on every other device. A closed session's device is
// signed out at once (its page hears it over the push socket).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { PlayerSession, PlayerSessions } from '@stavka/contract/sessions';
import { href } from '@stavka/contract/route-href';
import { formatDateTime } from '@stavka/i18n/format';
import { useAlerts } from '../../../shared/alerts-context';
import type { ApiOutcome } from '../../../shared/api-client';
import { AppLink } from '../../../shared/app-link';
import { useRootData } from '../../../shared/root-data';
import { Alert } from '../../../shared/ui/alerts';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { Icon } from '../../../shared/ui/icon';
import { OfficeScreen, screenStatesFor } from '../../../shared/ui/office-screen';
import { sessionsFailureText } from './sessions-errors';
import { dataOf, failureOf, sessionsKeys, usePlayerId, usePlayerSessions, useSessionsApi } from './sessions-queries';
import styles from './sessions.module.css';

function useFailureText(): (error: unknown) => string {
  const { t } = useTranslation();
  const { site } = useRootData();
  return (error) => sessionsFailureText(t, failureOf(error), site.minAge);
}

const { ScreenState } = screenStatesFor(useFailureText);

export function SessionsPage() {
  const { t } = useTranslation();
  const sessions = usePlayerSessions();
  return (
    <OfficeScreen title={t('sessions_title')} lead={t('sessions_lead')}>
      <ScreenState query={sessions} rows={3}>
        {(loaded) => <Sessions loaded={loaded} />}
      </ScreenState>
    </OfficeScreen>
  );
}

/** A close of one session (its id) or of all the others (null); the list is read again after it. */
function useCloseSessions() {
  const { t } = useTranslation();
  const api = useSessionsApi();
  const client = useQueryClient();
  const alerts = useAlerts();
  const userId = usePlayerId();
  return useMutation({
    mutationFn: async (sessionId: string | null): Promise<number> => {
      const outcome: ApiOutcome<{ closed: number }> = sessionId === null ? await api.closeOthers() : await api.close(sessionId);
      return dataOf(outcome).closed;
    },
    onSuccess: (closed, sessionId) => {
      alerts.show({ id: 'sessions-closed', messageKind: 'success', text: sessionId === null ? t('sessions_closed_others', { count: closed }) : t('sessions_closed_one'), timeoutMs: 6000 });
    },
    onSettled: () => {
      if (userId !== null) void client.invalidateQueries({ queryKey: sessionsKeys.all(userId) });
    },
  });
}

function Sessions({ loaded }: { loaded: PlayerSessions }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const failureText = useFailureText();
  const close = useCloseSessions();
  const time = useTimeFormat();
  const [confirming, setConfirming] = useState(false);
  const others = loaded.sessions.filter((session) => !session.current).length;
  const busyId = close.isPending ? close.variables : undefined;
  return (
    <>
      <div className={styles.facts}>
        <p>{loaded.previousSignInAt === null ? t('sessions_first_sign_in') : t('sessions_previous_sign_in', { time: time(loaded.previousSignInAt) })}</p>
        {loaded.autologoffMinutes > 0 && <p>{t('sessions_autologoff', { minutes: loaded.autologoffMinutes })}</p>}
      </div>
      {close.isError && <Alert messageKind="error">{failureText(close.error)}</Alert>}
      <ul className={styles.sessions} data-testid="sessions-list">
        {loaded.sessions.map((session) => (
          <SessionRow key={session.sessionId} session={session} busy={busyId === session.sessionId} disabled={close.isPending} onClose={() => close.mutate(session.sessionId)} />
        ))}
      </ul>
      <div className={styles.actions}>
        {others > 0 ? (
          <Button variant="secondary" icon="logout" loading={busyId === null} disabled={close.isPending} onClick={() => setConfirming(true)}>
            {t('sessions_close_others')}
          </Button>
        ) : (
          <p className={styles.muted}>{t('sessions_no_others')}</p>
        )}
        <AppLink to={href('office_change_password', { lng: site.lang })}>{t('sessions_change_password_link')}</AppLink>
      </div>
      {confirming && (
        <Dialog title={t('sessions_close_others_title')} onClose={() => setConfirming(false)} size="s">
          <div className={styles.confirm}>
            <p>{t('sessions_close_others_confirm')}</p>
            <div className={styles.actions}>
              <Button
                variant="primary"
                icon="logout"
                onClick={() => {
                  close.mutate(null);
                  setConfirming(false);
                }}
              >
                {t('sessions_close_others')}
              </Button>
              <Button variant="ghost" onClick={() => setConfirming(false)}>
                {t('sessions_cancel')}
              </Button>
            </div>
          </div>
        </Dialog>
      )}
    </>
  );
}

/** Moments in the player's language and time zone. */
function useTimeFormat(): (iso: string) => string {
  const { site, timeZone } = useRootData();
  return (iso) => formatDateTime(Date.parse(iso), site.lang, timeZone);
}

const deviceKeys = {
  desktop: 'sessions_device_desktop',
  mobile: 'sessions_device_mobile',
  tablet: 'sessions_device_tablet',
  tv: 'sessions_device_tv',
} as const;

function deviceKey(device: string) {
  return Object.hasOwn(deviceKeys, device) ? deviceKeys[device as keyof typeof deviceKeys] : 'sessions_device_unknown';
}

/** Browser and system, leaving out what the browser did not say. */
function browserText(t: TFunction, session: PlayerSession): string {
  const known = [session.browser, session.os].filter((part) => part !== 'unknown');
  if (known.length === 2) return t('sessions_browser_os', { browser: session.browser, os: session.os });
  return known[0] ?? t('sessions_browser_unknown');
}

function SessionRow({ session, busy, disabled, onClose }: { session: PlayerSession; busy: boolean; disabled: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const device = t(deviceKey(session.device));
  const browser = browserText(t, session);
  const time = useTimeFormat();
  return (
    <li className={styles.session} data-current={session.current || undefined} data-testid="session-row">
      <div className={styles.summary}>
        <span className={styles.device}>
          <Icon name={session.device === 'mobile' || session.device === 'tablet' ? 'phone' : 'globe'} size="s" />
          {device}
          {session.current && (
            <span className={styles.currentMark}>
              <Icon name="check" size="xs" />
              {t('sessions_this_device')}
            </span>
          )}
        </span>
        <span>{browser}</span>
        <dl className={styles.details}>
          <div>
            <dt>{t('sessions_ip')}</dt>
            <dd>{session.ip}</dd>
          </div>
          <div>
            <dt>{t('sessions_place')}</dt>
            <dd>{session.place ?? t('sessions_place_unknown')}</dd>
          </div>
          <div>
            <dt>{t('sessions_started')}</dt>
            <dd>
              <time dateTime={session.createdAt}>{time(session.createdAt)}</time>
            </dd>
          </div>
          <div>
            <dt>{t('sessions_last_seen')}</dt>
            <dd>
              <time dateTime={session.lastSeenAt}>{time(session.lastSeenAt)}</time>
            </dd>
          </div>
        </dl>
      </div>
      {!session.current && (
        <Button size="s" variant="ghost" icon="logout" loading={busy} disabled={disabled} aria-label={t('sessions_close_label', { device, browser, ip: session.ip })} onClick={onClose}>
          {t('sessions_close')}
        </Button>
      )}
    </li>
  );
}
