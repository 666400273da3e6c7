import type { MetaArgs } from 'react-router';
import { PhoneChangePage } from '../features/identity/phone/phone-change-page';
import { officeMeta } from '../layout/office/office-meta';

export function meta({ matches }: MetaArgs) {
  return officeMeta(matches, 'office_phone_change_title');
}

/** office_phone_change (issue 13): the secure answer, the old phone's code, then the new phone's code. */
export default function OfficePhoneChange() {
  return <PhoneChangePage />;
}
