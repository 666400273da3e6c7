import type { MetaArgs } from 'react-router';
import { PhoneBindingPage } from '../features/identity/phone/phone-pages';
import { officeMeta } from '../layout/office/office-meta';

export function meta({ matches }: MetaArgs) {
  return officeMeta(matches, 'office_phone_binding_title');
}

/** office_phone_binding (issue 13): a phone for an account without one, confirmed by its SMS code. */
export default function OfficePhoneBinding() {
  return <PhoneBindingPage />;
}
