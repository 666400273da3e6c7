import { useTranslation } from 'react-i18next';
import { Alert } from './alerts';

/** The maintenance switch of the brand configuration, as the server passes it. */
export interface MaintenanceConfig {
  readonly enabled: boolean;
  /** A brand's own text; the default one is used when absent or blank. */
  readonly message?: string | null;
}

/** A maintenance banner, shown while the brand configuration has maintenance enabled (spec §4 alert kinds). */
export function MaintenanceAlert({ config }: { readonly config: MaintenanceConfig }) {
  const { t } = useTranslation();
  if (!config.enabled) return null;
  const message = config.message?.trim();
  return (
    <Alert kind="maintenance" title={t('ui_alert_maintenance_title')}>
      {message || undefined}
    </Alert>
  );
}
