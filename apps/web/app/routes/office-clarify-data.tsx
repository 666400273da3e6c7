import type { MetaArgs } from 'react-router';
import { ClarifyDataPage } from '../features/identity/personal/clarify-data-page';
import { officeMeta } from '../layout/office/office-meta';

export function meta({ matches }: MetaArgs) {
  return officeMeta(matches, 'office_screen_clarify_data');
}

/** office_clarify_data (issue 13): the details payouts need, and what is still missing. */
export default function OfficeClarifyData() {
  return <ClarifyDataPage />;
}
