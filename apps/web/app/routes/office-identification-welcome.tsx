import type { MetaArgs } from 'react-router';
import { IdentificationWelcomePage } from '../features/identity/identification/identification-welcome-page';
import { officeMeta } from '../layout/office/office-meta';

export function meta({ matches }: MetaArgs) {
  return officeMeta(matches, 'identification_welcome_title');
}

/** office_identification_welcome (issue 13): what the identity check needs and how it goes. */
export default function OfficeIdentificationWelcome() {
  return <IdentificationWelcomePage />;
}
