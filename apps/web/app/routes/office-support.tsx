import type { MetaArgs } from 'react-router';
import { SupportPage } from '../features/identity/support/support-page';
import { SupportChatButton } from '../features/support-chat/support-chat-button';
import { officeMeta } from '../layout/office/office-meta';

export function meta({ matches }: MetaArgs) {
  return officeMeta(matches, 'support_title');
}

/** office_support (issue 13): the brand's support hours, its chat (decision 0045) and the other ways to reach it from the office. */
export default function OfficeSupport() {
  return <SupportPage chat={<SupportChatButton place="page" />} />;
}
