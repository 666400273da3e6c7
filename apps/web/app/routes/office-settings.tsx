import { useLoaderData, type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConsentSettings } from '../features/cookie-consent/consent-settings';
import { SiteSettings } from '../features/identity/site-settings/site-settings';
import { officeMeta } from '../layout/office/office-meta';
import { OfficeScreen } from '../shared/ui/office-screen';
import { timeZoneList, type ZoneName } from '../shared/time-zones';

export function meta({ matches }: MetaArgs) {
  return officeMeta(matches, 'office_settings_title');
}

const HOUR_MS = 60 * 60_000;
const zoneLists = new Map<string, { list: ZoneName[]; until: number }>();

/**
 * The time zones named on the server, whose ICU knows every language's place names (browsers' often
 * only English ones), so the page and its hydration read the same names. Kept an hour per language:
 * offsets move only with daylight saving.
 */
export function loader({ params }: LoaderFunctionArgs) {
  const lang = params.lng ?? 'ru';
  const now = Date.now();
  let kept = zoneLists.get(lang);
  if (!kept || kept.until < now) {
    kept = { list: timeZoneList(lang, new Date(now)), until: now + HOUR_MS };
    zoneLists.set(lang, kept);
  }
  return { timeZones: kept.list };
}

/** office_settings (issue 13): the player's site settings, saved on their account, and the cookie consent. */
export default function OfficeSettings() {
  const { t } = useTranslation();
  const { timeZones } = useLoaderData<typeof loader>();
  return (
    <OfficeScreen title={t('office_settings_title')} lead={t('office_settings_lead')}>
      <SiteSettings timeZones={timeZones} />
      <ConsentSettings />
    </OfficeScreen>
  );
}
