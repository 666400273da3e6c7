// Uzbek texts of the "twoFactor" namespace: the office security page and two-factor sign-in.
import type { twoFactorRu } from '../ru/two-factor';

export const twoFactorUz: Record<keyof typeof twoFactorRu, string> = {
  // office_security
  office_security_title: 'Xavfsizlik',
  office_security_lead: 'Akkauntingizga kirish qanday himoyalangan.',
  office_security_two_factor_title: 'Ikki bosqichli himoya',
  office_security_two_factor_on: 'Yoqilgan (sana: {{date}}): kirishda autentifikator ilovasidagi kod kerak.',
  office_security_two_factor_off: 'Oʻchirilgan: kirish uchun parolning oʻzi yetarli.',
  office_security_two_factor_enable: 'Yoqish',
  office_security_two_factor_disable: 'Oʻchirish',
  office_security_password_title: 'Parol',
  office_security_password_hint: 'Parolni almashtiring va xohlasangiz, boshqa seanslarni yakunlang.',
  office_security_password_link: 'Parolni almashtirish',
  office_security_sessions_title: 'Seanslar',
  office_security_sessions_hint: 'Akkauntga kirilgan qurilmalar; istalgan seansni yakunlash mumkin.',
  office_security_sessions_link: 'Seanslar tarixi',
  office_security_state_on: 'Yoqilgan',
  office_security_state_off: 'Oʻchirilgan',

  // office_enable_two_factor_auth
  two_factor_enable_title: 'Ikki bosqichli himoyani yoqish',
  two_factor_enable_lead:
    'Yoqilgandan soʻng har bir kirishda autentifikator ilovasidagi olti xonali kod kerak boʻladi (Google Authenticator, Yandex Key, Microsoft Authenticator va boshqalar).',
  two_factor_step_scan: '1. QR-kodni ilova bilan skanerlang',
  two_factor_qr_alt: 'Autentifikator ilovasi uchun QR-kod',
  two_factor_step_type: 'Yoki kalitni ilovaga qoʻlda kiriting',
  two_factor_secret_label: 'Kalit',
  two_factor_copy: 'Kalitni nusxalash',
  two_factor_copied: 'Kalit nusxalandi',
  two_factor_step_code: '2. Ilova koʻrsatayotgan kodni kiriting',
  two_factor_code_label: 'Ilovadagi kod',
  two_factor_enable_submit: 'Yoqish',
  two_factor_already_on: 'Ikki bosqichli himoya allaqachon yoqilgan.',
  two_factor_enabled_title: 'Ikki bosqichli himoya yoqildi',
  two_factor_recovery_lead:
    'Tiklash kodini saqlab qoʻying. U faqat hozir koʻrsatiladi: u bilan ilovasiz kirish va himoyani oʻchirish mumkin.',
  two_factor_recovery_label: 'Tiklash kodi',
  two_factor_recovery_saved: 'Tiklash kodini saqlab qoʻydim',
  two_factor_recovery_done: 'Tayyor',

  // office_disable_two_factor_auth
  two_factor_disable_title: 'Ikki bosqichli himoyani oʻchirish',
  two_factor_disable_lead: 'Himoyani yoqishda olgan tiklash kodingizni kiriting.',
  two_factor_hash_label: 'Tiklash kodi',
  two_factor_disable_submit: 'Oʻchirish',
  two_factor_already_off: 'Ikki bosqichli himoya oʻchirilgan.',
  two_factor_disabled: 'Ikki bosqichli himoya oʻchirildi',
  two_factor_back_to_security: 'Xavfsizlikka qaytish',

  // The sign-in's second step
  two_factor_sign_in_lead: 'Autentifikator ilovasidagi kodni kiriting.',
  two_factor_sign_in_submit: 'Tasdiqlash',
  two_factor_use_recovery: 'Ilovaga kira olmayapsizmi? Tiklash kodi bilan kirish',
  two_factor_use_code: 'Ilovadagi kodni kiritish',
  two_factor_recovery_sign_in_lead: 'Tiklash kodi bilan kirish ikki bosqichli himoyani oʻchiradi; keyin uni qaytadan yoqish mumkin.',
  two_factor_turned_off_notice: 'Ikki bosqichli himoya oʻchirildi: uni «Xavfsizlik» boʻlimida qaytadan yoqing.',
  two_factor_start_over: 'Qaytadan kirish',

  // Message keys of the two-factor calls
  two_factor_wrong_code: 'Kod notoʻgʻri',
  two_factor_code_used: 'Bu kod allaqachon ishlatilgan, keyingisini kuting',
  two_factor_wrong_hash: 'Tiklash kodi notoʻgʻri',
  two_factor_code_format: 'Kod — olti xonali raqam',
  two_factor_hash_format: 'Tiklash kodi — 32 ta belgi (raqamlar va a–f harflari)',
  two_factor_no_phone: 'SMS-kod uchun tasdiqlangan telefon kerak',
  two_factor_setup_first: 'Avval QR-kodni oling',
  two_factor_sign_in_again: 'Kodni kiritish vaqti tugadi, qaytadan kiring',
  two_factor_load_failed: 'Himoya ma’lumotlarini yuklab boʻlmadi.',
};
