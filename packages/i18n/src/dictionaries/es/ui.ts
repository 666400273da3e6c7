// Spanish (Spain) texts of the "ui" namespace (shared controls, alerts and message kinds).
import type { uiRu } from '../ru/ui';

export const uiEs: Record<keyof typeof uiRu, string> = {
  ui_close: 'Cerrar',
  ui_back: 'Atrás',
  ui_loading: 'Cargando…',
  ui_search: 'Búsqueda',
  ui_search_placeholder: 'Buscar',
  ui_nothing_found: 'No se ha encontrado nada. Prueba con otra búsqueda.',
  ui_multi_select_placeholder: 'Nada seleccionado',
  ui_multi_select_selected: 'Seleccionados: {{n}}',
  ui_multi_select_no_options: 'La lista está vacía: todavía no hay nada que elegir.',
  ui_multi_select_no_result: 'No se ha encontrado nada. Cambia la búsqueda.',
  ui_multi_select_capped: 'Se muestran los primeros {{shown}} de {{total}}. Afina la búsqueda para ver el resto.',
  ui_scroll_to_top: 'Volver arriba',
  ui_phone_country: 'País y prefijo',
  ui_phone_country_value: '{{country}}, prefijo {{code}}',
  ui_phone_country_select: 'Elige un país',
  ui_phone_country_search: 'Nombre del país o prefijo',
  ui_alerts_region: 'Notificaciones',
  ui_alert_dismiss: 'Ocultar notificación',
  ui_alert_adb:
    'Parece que tienes activado un bloqueador de anuncios. Algunas secciones del sitio pueden no funcionar bien: añade el sitio a sus excepciones.',
  ui_alert_maintenance_title: 'Mantenimiento',
  ui_alert_maintenance:
    'Estamos realizando trabajos de mantenimiento. Algunas funciones no están disponibles por ahora; inténtalo más tarde.',
  ui_message_kind_error: 'Error',
  ui_message_kind_success: 'Hecho',
  ui_message_kind_warning: 'Atención',
  ui_message_kind_info: 'Información',
};
