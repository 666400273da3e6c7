import type { MetaArgs } from 'react-router';
import { DeducePage } from '../features/wallet/deduce-page';
import { officeMeta } from '../layout/office/office-meta';

export function meta({ matches }: MetaArgs) {
  return officeMeta(matches, 'wallet_deduce_title');
}

/** office_deduce (issue 11): a withdrawal request and the requests waiting for a decision. */
export default function OfficeDeduce() {
  return <DeducePage />;
}
