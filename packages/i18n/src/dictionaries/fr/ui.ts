// French texts of the "ui" namespace (shared controls, alerts and message kinds), typed by the Russian source.
import type { uiRu } from '../ru/ui';

export const uiFr: Record<keyof typeof uiRu, string> = {
  ui_close: 'Fermer',
  ui_back: 'Retour',
  ui_loading: 'Chargement…',
  ui_search: 'Recherche',
  ui_search_placeholder: 'Rechercher',
  ui_nothing_found: 'Aucun résultat. Essayez une autre recherche.',
  ui_multi_select_placeholder: 'Aucune sélection',
  ui_multi_select_selected: 'Sélectionnés : {{n}}',
  ui_multi_select_no_options: 'La liste est vide : il n’y a rien à choisir pour l’instant.',
  ui_multi_select_no_result: 'Aucun résultat. Modifiez la recherche.',
  ui_multi_select_capped: 'Affichage des {{shown}} premiers sur {{total}}. Affinez la recherche pour voir les autres.',
  ui_scroll_to_top: 'Haut de page',
  ui_phone_country: 'Pays et indicatif',
  ui_phone_country_value: '{{country}}, indicatif {{code}}',
  ui_phone_country_select: 'Choisissez un pays',
  ui_phone_country_search: 'Nom du pays ou indicatif',
  ui_alerts_region: 'Notifications',
  ui_alert_dismiss: 'Masquer la notification',
  ui_alert_adb:
    'Un bloqueur de publicité semble activé. Certaines sections du site risquent de mal fonctionner : ajoutez le site à ses exceptions.',
  ui_alert_maintenance_title: 'Travaux de maintenance',
  ui_alert_maintenance:
    'Des travaux de maintenance sont en cours. Certaines fonctionnalités sont temporairement indisponibles, réessayez plus tard.',
  ui_message_kind_error: 'Erreur',
  ui_message_kind_success: 'Terminé',
  ui_message_kind_warning: 'Attention',
  ui_message_kind_info: 'Information',
};
