import type { MetaArgs } from 'react-router';
import { PhoneActivatePage } from '../features/identity/phone/phone-pages';
import { officeMeta } from '../layout/office/office-meta';

export function meta({ matches }: MetaArgs) {
  return officeMeta(matches, 'office_phone_activate_title');
}

/** office_phone_activate (issue 13): the account's phone confirmed by the SMS code sent to it. */
export default function OfficePhoneActivate() {
  return <PhoneActivatePage />;
}
