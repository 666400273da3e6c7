// "Previous sign-in: …" (issue 13): read from this session right after a sign-in, in the player's
// language and time zone; null when it could not be read.
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@stavka/i18n/format';
import { useRootData } from '../../../shared/root-data';
import { useSessionsApi } from './sessions-queries';

export function usePreviousSignInText(): () => Promise<string | null> {
  const { t } = useTranslation();
  const { site, timeZone } = useRootData();
  const api = useSessionsApi();
  return async () => {
    const outcome = await api.current();
    if (!outcome.ok) return null;
    const { previousSignInAt } = outcome.data;
    if (previousSignInAt === null) return t('sessions_first_sign_in');
    return t('sessions_previous_sign_in', { time: formatDateTime(Date.parse(previousSignInAt), site.lang, timeZone) });
  };
}
