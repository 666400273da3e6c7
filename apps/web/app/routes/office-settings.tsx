import type { MetaArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConsentSettings } from '../features/cookie-consent/consent-settings';
import { SiteSettings } from '../features/identity/site-settings/site-settings';
import { officeMeta } from '../layout/office/office-meta';
import { OfficeScreen } from '../shared/ui/office-screen';

export function meta({ matches }: MetaArgs) {
  return officeMeta(matches, 'office_settings_title');
}

/** office_settings (issue 13): the player's site settings, saved on their account, and the cookie consent. */
export default function OfficeSettings() {
  const { t } = useTranslation();
  return (
    <OfficeScreen title={t('office_settings_title')} lead={t('office_settings_lead')}>
      <SiteSettings />
      <ConsentSettings />
    </OfficeScreen>
  );
}
