import type { MetaArgs } from 'react-router';
import { MailHistoryPage } from '../features/bets/history-mail-page';
import { ConfirmEmailButton } from '../features/identity/account/confirm-email-button';
import { officeMeta } from '../layout/office/office-meta';

export function meta({ matches }: MetaArgs) {
  return officeMeta(matches, 'bets_mail_title');
}

/** office_bets_history_mail (issue 12): a period's bets mailed to the player's confirmed e-mail. */
export default function OfficeHistoryMail() {
  return <MailHistoryPage confirmEmail={<ConfirmEmailButton />} />;
}
