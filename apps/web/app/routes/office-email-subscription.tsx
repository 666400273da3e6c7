import type { MetaArgs } from 'react-router';
import { EmailSubscriptionPage } from '../features/identity/mailing/email-subscription-page';
import { officeMeta } from '../layout/office/office-meta';

export function meta({ matches }: MetaArgs) {
  return officeMeta(matches, 'office_email_subscription_title');
}

/** office_email_subscription (issue 13 "Settings"): the news and offers the player gets by e-mail. */
export default function OfficeEmailSubscription() {
  return <EmailSubscriptionPage />;
}
