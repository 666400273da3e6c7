// Turkish texts of the "ui" namespace (shared controls and alerts); keys are those of the Russian source.
import type { uiRu } from '../ru/ui';

export const uiTr: Record<keyof typeof uiRu, string> = {
  ui_close: 'Kapat',
  ui_back: 'Geri',
  ui_loading: 'Yükleniyor…',
  ui_search: 'Ara',
  ui_search_placeholder: 'Bul',
  ui_nothing_found: 'Sonuç bulunamadı. Aramanızı değiştirmeyi deneyin.',
  ui_multi_select_placeholder: 'Seçilmedi',
  ui_multi_select_selected: 'Seçilen: {{n}}',
  ui_multi_select_no_options: 'Liste boş: henüz seçilecek bir şey yok.',
  ui_multi_select_no_result: 'Sonuç bulunamadı. Aramayı değiştirin.',
  ui_multi_select_capped: '{{total}} sonuçtan ilk {{shown}} tanesi gösteriliyor. Diğerlerini görmek için aramayı daraltın.',
  ui_scroll_to_top: 'Başa dön',
  ui_phone_country: 'Ülke ve kod',
  ui_phone_country_value: '{{country}}, kod {{code}}',
  ui_phone_country_select: 'Ülke seçin',
  ui_phone_country_search: 'Ülke adı veya kodu',
  ui_alerts_region: 'Bildirimler',
  ui_alert_dismiss: 'Bildirimi kapat',
  ui_alert_adb:
    'Reklam engelleyici açık görünüyor. Sitenin bazı bölümleri düzgün çalışmayabilir: siteyi engelleyicinin istisnalarına ekleyin.',
  ui_alert_maintenance_title: 'Teknik çalışma',
  ui_alert_maintenance: 'Teknik çalışma yapılıyor. Bazı özellikler geçici olarak kullanılamıyor, lütfen daha sonra tekrar deneyin.',
  ui_message_kind_error: 'Hata',
  ui_message_kind_success: 'Tamamlandı',
  ui_message_kind_warning: 'Dikkat',
  ui_message_kind_info: 'Bilgi',
};
