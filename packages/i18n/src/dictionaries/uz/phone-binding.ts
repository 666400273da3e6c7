// Uzbek texts of the "phoneBinding" namespace: binding, confirming and changing the phone in the office.
import type { phoneBindingRu } from '../ru/phone-binding';

export const phoneBindingUz: Record<keyof typeof phoneBindingRu, string> = {
  // office_phone_binding
  office_phone_binding_title: 'Telefonni bogʻlash',
  office_phone_binding_lead: 'Raqam SMS orqali kirish va kirishni tiklash uchun kerak. Unga kod yuboramiz.',
  // office_phone_activate
  office_phone_activate_title: 'Telefonni tasdiqlash',
  office_phone_activate_lead: '+{{phone}} raqamiga kod yuboramiz. Raqam sizniki ekanini tasdiqlash uchun uni kiriting.',
  // office_phone_change
  office_phone_change_title: 'Telefonni almashtirish',
  office_phone_change_lead:
    'Maxfiy savolga javob bering — hozirgi raqamingizga kod yuboramiz. Soʻngra yangi raqamni va unga kelgan kodni kiriting.',
  phone_change_old_step: 'Qadam 1/2: kod hozirgi +{{phone}} raqamingizga keladi.',
  phone_change_send_old_code: 'Javob berish va kod olish',
  phone_change_next: 'Keyingi',
  phone_change_new_step: 'Qadam 2/2: yangi raqam va unga kelgan kod. Buning uchun 15 daqiqa vaqtingiz bor.',
  phone_change_link: 'Telefonni almashtirish',
  phone_change_set_question_link: 'Maxfiy savolni belgilash',
  phone_binding_submit: 'Tasdiqlash',
  phone_binding_done: '+{{phone}} telefoni bogʻlandi va tasdiqlandi.',
  phone_binding_already_done: '+{{phone}} telefoni allaqachon tasdiqlangan. Uni «Xavfsizlik» boʻlimida almashtirish mumkin.',
  phone_binding_has_unconfirmed: 'Akkauntga tasdiqlanmagan +{{phone}} raqami bogʻlangan.',
  phone_binding_activate_link: 'Bu raqamni tasdiqlash',
  phone_binding_no_phone_text: 'Akkauntga telefon bogʻlanmagan.',
  phone_binding_bind_link: 'Telefonni bogʻlash',
  phone_binding_back_to_security: '«Xavfsizlik» boʻlimiga qaytish',
  phone_binding_load_failed: 'Telefon ma’lumotlarini yuklab boʻlmadi. Sahifani yangilang.',
  // field messages of the phone calls
  phone_binding_already_confirmed: 'Telefon allaqachon tasdiqlangan. Boshqa raqam kiritish uchun telefonni almashtiring.',
  phone_binding_no_phone: 'Akkauntga telefon bogʻlanmagan. Avval raqamni bogʻlang.',
  phone_binding_taken:
    'Bu raqam boshqa akkauntga bogʻlangan. Agar bu sizning raqamingiz boʻlsa, qoʻllab-quvvatlash xizmatiga murojaat qiling.',
  phone_change_no_confirmed_phone: 'Akkauntda tasdiqlangan telefon yoʻq. Raqamni bogʻlang yoki tasdiqlang.',
  phone_change_no_question: 'Avval maxfiy savolni belgilang: unga javob bermasdan telefonni almashtirib boʻlmaydi.',
  phone_change_expired: 'Telefonni almashtirish uchun vaqt tugadi. Qaytadan boshlang.',
  phone_change_same: 'Bu raqam allaqachon akkauntga bogʻlangan. Yangisini kiriting.',
  // the office_security page
  office_security_phone_title: 'Telefon',
  office_security_phone_none: 'Telefon bogʻlanmagan. SMS orqali kirish va kirishni tiklash uchun raqamni bogʻlang.',
  office_security_phone_unconfirmed: '+{{phone}} raqami tasdiqlanmagan.',
  office_security_phone_confirmed: '+{{phone}} raqami tasdiqlangan.',
  office_security_phone_state_confirmed: 'Tasdiqlangan',
  office_security_phone_state_unconfirmed: 'Tasdiqlanmagan',
  office_security_phone_state_none: 'Bogʻlanmagan',
};
