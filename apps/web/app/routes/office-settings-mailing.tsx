import type { MetaArgs } from 'react-router';
import { MailingPage } from '../features/identity/mailing/mailing-page';
import { officeMeta } from '../layout/office/office-meta';

export function meta({ matches }: MetaArgs) {
  return officeMeta(matches, 'office_mailing_title');
}

/** office_settings_mailing (issue 13 "Settings"): the news and offers the player receives, and how. */
export default function OfficeSettingsMailing() {
  return <MailingPage />;
}
