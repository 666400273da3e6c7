import type { MetaArgs } from 'react-router';
import { OfficeHome } from '../layout/office/office-frame';
import { officeMeta } from '../layout/office/office-meta';

export function meta({ matches }: MetaArgs) {
  return officeMeta(matches, 'office_menu_title');
}

/** The office's home (`office`): its menu as a list, the way in on phones (UX.md). */
export default function Office() {
  return <OfficeHome />;
}
