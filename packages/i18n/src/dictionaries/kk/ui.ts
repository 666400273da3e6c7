// Kazakh texts of the "ui" namespace; the keys are those of the Russian source.
import type { uiRu } from '../ru/ui';

export const uiKk: Record<keyof typeof uiRu, string> = {
  ui_close: 'Жабу',
  ui_back: 'Артқа',
  ui_loading: 'Жүктелуде…',
  ui_search: 'Іздеу',
  ui_search_placeholder: 'Табу',
  ui_nothing_found: 'Ештеңе табылмады. Сұрауды өзгертіп көріңіз.',
  ui_multi_select_placeholder: 'Таңдалмаған',
  ui_multi_select_selected: 'Таңдалды: {{n}}',
  ui_multi_select_no_options: 'Тізім бос: әзірге таңдайтын ештеңе жоқ.',
  ui_multi_select_no_result: 'Ештеңе табылмады. Сұрауды өзгертіңіз.',
  ui_multi_select_capped: '{{total}} ішінен алғашқы {{shown}} көрсетілді. Қалғанын көру үшін іздеуді нақтылаңыз.',
  ui_scroll_to_top: 'Жоғарыға',
  ui_phone_country: 'Ел және код',
  ui_phone_country_value: '{{country}}, коды {{code}}',
  ui_phone_country_select: 'Елді таңдаңыз',
  ui_phone_country_search: 'Ел атауы немесе коды',
  ui_alerts_region: 'Хабарландырулар',
  ui_alert_dismiss: 'Хабарландыруды жасыру',
  ui_alert_adb:
    'Жарнама бұғаттағышы қосулы сияқты. Сайттың кейбір бөлімдері дұрыс жұмыс істемеуі мүмкін: сайтты ерекшеліктер тізіміне қосыңыз.',
  ui_alert_maintenance_title: 'Техникалық жұмыстар',
  ui_alert_maintenance: 'Техникалық жұмыстар жүріп жатыр. Кейбір мүмкіндіктер уақытша қолжетімсіз, кейінірек қайталап көріңіз.',
  ui_message_kind_error: 'Қате',
  ui_message_kind_success: 'Дайын',
  ui_message_kind_warning: 'Назар аударыңыз',
  ui_message_kind_info: 'Ақпарат',
};
