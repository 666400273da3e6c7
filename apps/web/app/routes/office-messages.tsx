import type { MetaArgs } from 'react-router';
import { MessagesPage } from '../features/messages/messages-page';
import { officeMeta } from '../layout/office/office-meta';

export function meta({ matches }: MetaArgs) {
  return officeMeta(matches, 'messages_title');
}

/** office_messages (issue 13): the operator's messages to the player, read and deleted here. */
export default function OfficeMessages() {
  return <MessagesPage />;
}
