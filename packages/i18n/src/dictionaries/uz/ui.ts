// Uzbek texts of the "ui" namespace: shared controls, pickers and notifications.
import type { uiRu } from '../ru/ui';

export const uiUz: Record<keyof typeof uiRu, string> = {
  ui_close: 'Yopish',
  ui_back: 'Orqaga',
  ui_loading: 'Yuklanmoqda…',
  ui_search: 'Qidiruv',
  ui_search_placeholder: 'Qidirish',
  ui_nothing_found: 'Hech narsa topilmadi. Soʻrovni oʻzgartirib koʻring.',
  ui_multi_select_placeholder: 'Tanlanmagan',
  ui_multi_select_selected: 'Tanlangan: {{n}}',
  ui_multi_select_no_options: 'Roʻyxat boʻsh: hozircha tanlash uchun hech narsa yoʻq.',
  ui_multi_select_no_result: 'Hech narsa topilmadi. Soʻrovni oʻzgartiring.',
  ui_multi_select_capped: '{{total}} tadan birinchi {{shown}} tasi koʻrsatildi. Qolganlarini koʻrish uchun qidiruvni aniqlashtiring.',
  ui_scroll_to_top: 'Yuqoriga',
  ui_phone_country: 'Mamlakat va kod',
  ui_phone_country_value: '{{country}}, kod {{code}}',
  ui_phone_country_select: 'Mamlakatni tanlang',
  ui_phone_country_search: 'Mamlakat nomi yoki kodi',
  ui_alerts_region: 'Bildirishnomalar',
  ui_alert_dismiss: 'Bildirishnomani yashirish',
  ui_alert_adb:
    'Reklama bloklovchisi yoqilganga oʻxshaydi. Saytning ayrim boʻlimlari notoʻgʻri ishlashi mumkin: saytni istisnolar roʻyxatiga qoʻshing.',
  ui_alert_maintenance_title: 'Texnik ishlar',
  ui_alert_maintenance: 'Texnik ishlar olib borilmoqda. Ayrim funksiyalar vaqtincha ishlamaydi, keyinroq urinib koʻring.',
  ui_message_kind_error: 'Xato',
  ui_message_kind_success: 'Tayyor',
  ui_message_kind_warning: 'Diqqat',
  ui_message_kind_info: 'Ma’lumot',
};
