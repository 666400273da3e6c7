// The wallet screens' frame: the office screen's, with the wallet's words for a failed read.
import { useTranslation } from 'react-i18next';
import { OfficeScreen, screenStatesFor } from '../../shared/ui/office-screen';
import { walletFailureText } from './wallet-errors';
import { failureOf } from './wallet-queries';

export { LoadingBlock } from '../../shared/ui/office-screen';
export const WalletScreen = OfficeScreen;

export const { ScreenState, LoadFailure } = screenStatesFor(function useWalletFailureText() {
  const { t } = useTranslation();
  return (error) => walletFailureText(t, failureOf(error));
});
