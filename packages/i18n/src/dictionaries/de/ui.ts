// German texts of the "ui" namespace (shared controls and alerts); keys of ru/ui.ts.
import type { uiRu } from '../ru/ui';

export const uiDe: Record<keyof typeof uiRu, string> = {
  ui_close: 'Schließen',
  ui_back: 'Zurück',
  ui_loading: 'Wird geladen…',
  ui_search: 'Suche',
  ui_search_placeholder: 'Suchen',
  ui_nothing_found: 'Nichts gefunden. Versuchen Sie es mit einer anderen Suche.',
  ui_multi_select_placeholder: 'Nichts ausgewählt',
  ui_multi_select_selected: 'Ausgewählt: {{n}}',
  ui_multi_select_no_options: 'Die Liste ist leer: Es gibt noch nichts zur Auswahl.',
  ui_multi_select_no_result: 'Nichts gefunden. Ändern Sie die Suche.',
  ui_multi_select_capped: 'Die ersten {{shown}} von {{total}} werden angezeigt. Verfeinern Sie die Suche, um die übrigen zu sehen.',
  ui_scroll_to_top: 'Nach oben',
  ui_phone_country: 'Land und Vorwahl',
  ui_phone_country_value: '{{country}}, Vorwahl {{code}}',
  ui_phone_country_select: 'Land auswählen',
  ui_phone_country_search: 'Ländername oder Vorwahl',
  ui_alerts_region: 'Benachrichtigungen',
  ui_alert_dismiss: 'Benachrichtigung ausblenden',
  ui_alert_adb:
    'Offenbar ist ein Werbeblocker aktiv. Einige Bereiche der Website funktionieren dann eventuell nicht richtig: Fügen Sie die Website zu den Ausnahmen hinzu.',
  ui_alert_maintenance_title: 'Wartungsarbeiten',
  ui_alert_maintenance:
    'Es finden Wartungsarbeiten statt. Einige Funktionen sind vorübergehend nicht verfügbar, bitte versuchen Sie es später erneut.',
  ui_message_kind_error: 'Fehler',
  ui_message_kind_success: 'Erledigt',
  ui_message_kind_warning: 'Achtung',
  ui_message_kind_info: 'Hinweis',
};
