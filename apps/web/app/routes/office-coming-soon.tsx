import { useMatches, type MetaArgs } from 'react-router';
import { OfficeComingSoon, comingSoonTexts } from '../layout/office/office-coming-soon';
import { isComingSoonOfficeRoute, type ComingSoonOfficeRoute } from '../layout/office/office-coming-soon-routes';
import { officeMeta } from '../layout/office/office-meta';

/** The office screen this module stands for: routes.ts registers it once per name, with the name as id. */
function screenOf(matches: readonly { id: string }[]): ComingSoonOfficeRoute {
  const found = matches.map((match) => match.id).findLast(isComingSoonOfficeRoute);
  if (found === undefined) throw new Error('The coming-soon module is registered without an office route id');
  return found;
}

export function meta({ matches }: MetaArgs) {
  return officeMeta(matches, comingSoonTexts(screenOf(matches)).label);
}

/** Every office route of spec §2 without a screen yet (layout/office/office-coming-soon-routes.ts). */
export default function OfficeComingSoonRoute() {
  return <OfficeComingSoon route={screenOf(useMatches())} />;
}
