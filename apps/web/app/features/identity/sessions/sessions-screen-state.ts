// The loading and failure states of the office screens that read with the sessions queries
// (sessions-queries.ts `dataOf`): a failed read said as the sessions and password calls say theirs.
import { useTranslation } from 'react-i18next';
import { useRootData } from '../../../shared/root-data';
import { screenStatesFor } from '../../../shared/ui/office-screen';
import { sessionsFailureText } from './sessions-errors';
import { failureOf } from './sessions-queries';

function useFailureText(): (error: unknown) => string {
  const { t } = useTranslation();
  const { site } = useRootData();
  return (error) => sessionsFailureText(t, failureOf(error), site.minAge);
}

export const { ScreenState: SessionsScreenState } = screenStatesFor(useFailureText);
