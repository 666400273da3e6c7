import type { MetaArgs } from 'react-router';
import { SupportPage } from '../features/identity/support/support-page';
import { officeMeta } from '../layout/office/office-meta';

export function meta({ matches }: MetaArgs) {
  return officeMeta(matches, 'support_title');
}

/** office_support (issue 13): the brand's support hours and the ways to reach it from the office. */
export default function OfficeSupport() {
  return <SupportPage />;
}
