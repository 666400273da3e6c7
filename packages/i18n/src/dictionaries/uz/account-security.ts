// Uzbek texts of the account's protection level and the support PIN code (office → security).
import type { accountSecurityRu } from '../ru/account-security';

export const accountSecurityUz: Record<keyof typeof accountSecurityRu, string> = {
  security_level_title: 'Himoya darajasi',
  security_level_low: 'Past',
  security_level_medium: 'Oʻrta',
  security_level_high: 'Yuqori',
  security_level_summary: 'Bajarilgan himoya choralari: {{total}} tadan {{done}} ta',
  security_level_load_failed: 'Himoya darajasini yuklab boʻlmadi. Sahifani yangilang.',
  security_check_email_confirmed: 'E-pochtani tasdiqlash',
  security_check_phone_confirmed: 'Telefonni tasdiqlash',
  security_check_two_factor: 'Ikki bosqichli autentifikatsiyani yoqish',
  security_check_secure_question: 'Maxfiy savolni belgilash',
  security_check_done: 'Bajarildi',
  security_check_todo: 'Hali bajarilmagan',
  support_pin_title: 'Qoʻllab-quvvatlash xizmati uchun PIN-kod',
  support_pin_hint:
    'Qoʻllab-quvvatlash xizmatiga murojaat qilganingizda shu kodni ayting: u orqali hisob egasi bilan gaplashayotganimizga ishonch hosil qilamiz. Uni boshqa hech kimga aytmang.',
  support_pin_get: 'Yangi PIN-kod olish',
  support_pin_shown: 'PIN-kodingiz: {{pin}}. Uni yozib oling: biz uni faqat bir marta koʻrsatamiz.',
  support_pin_issued_at: 'Amaldagi kod berilgan sana: {{date}}. Yangi kod uning oʻrnini egallaydi.',
  support_pin_none: 'PIN-kod hali berilmagan.',
  support_pin_failed: 'PIN-kodni berib boʻlmadi. Qaytadan urinib koʻring.',
};
