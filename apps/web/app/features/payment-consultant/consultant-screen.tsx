// The consultant screens' frame: the office screen's, with the consultant's words for a failed read.
import { useTranslation } from 'react-i18next';
import { OfficeScreen, screenStatesFor } from '../../shared/ui/office-screen';
import { consultantFailureText } from './consultant-errors';
import { failureOf } from './consultant-queries';

export { LoadingBlock } from '../../shared/ui/office-screen';
export const ConsultantScreen = OfficeScreen;

export const { ScreenState, LoadFailure } = screenStatesFor(function useConsultantFailureText() {
  const { t } = useTranslation();
  return (error) => consultantFailureText(t, failureOf(error));
});
