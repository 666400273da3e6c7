import type { MetaArgs } from 'react-router';
import { WalletsPage } from '../features/wallet/wallets-page';
import { officeMeta } from '../layout/office/office-meta';

export function meta({ matches }: MetaArgs) {
  return officeMeta(matches, 'wallet_wallets_title');
}

/** office_settings_wallets (issue 11): the player's accounts. */
export default function OfficeWallets() {
  return <WalletsPage />;
}
