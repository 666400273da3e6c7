import type { MetaArgs } from 'react-router';
import { DisallowedSportsPage } from '../features/identity/disallowed-sports/disallowed-sports-page';
import { officeMeta } from '../layout/office/office-meta';

export function meta({ matches }: MetaArgs) {
  return officeMeta(matches, 'office_disallow_sports_title');
}

/** office_settings_disallow_sports (issue 13 "Settings"): the sports the player hides from their line and live. */
export default function OfficeSettingsDisallowSports() {
  return <DisallowedSportsPage />;
}
