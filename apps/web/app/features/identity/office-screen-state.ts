// The loading and failure states of the office screens whose reads fail with the two-factor
// queries' error (two-factor-queries.ts `dataOf`): a failed read said as the sessions and password
// calls say theirs (sessions-errors.ts), with the brand's minimum age for field messages naming it.
import { useTranslation } from 'react-i18next';
import { useRootData } from '../../shared/root-data';
import { screenStatesFor } from '../../shared/ui/office-screen';
import { sessionsFailureText } from './sessions/sessions-errors';
import { failureOf } from './two-factor/two-factor-queries';

function useOfficeFailureText(): (error: unknown) => string {
  const { t } = useTranslation();
  const { site } = useRootData();
  return (error) => sessionsFailureText(t, failureOf(error), site.minAge);
}

export const { ScreenState } = screenStatesFor(useOfficeFailureText);
