import type { MetaArgs } from 'react-router';
import { SupportRequestPage } from '../features/identity/support/support-form';
import { officeMeta } from '../layout/office/office-meta';

export function meta({ matches }: MetaArgs) {
  return officeMeta(matches, 'support_idea_title');
}

/** office_share_idea (issue 13): an idea for the brand, sent to its support. */
export default function OfficeShareIdea() {
  return <SupportRequestPage kind="idea" />;
}
