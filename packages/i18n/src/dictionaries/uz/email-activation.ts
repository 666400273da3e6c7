// Uzbek texts of the "emailActivation" namespace: confirming and changing the e-mail, the login and sign-in by e-mail.
import type { emailActivationRu } from '../ru/email-activation';

export const emailActivationUz: Record<keyof typeof emailActivationRu, string> = {
  // office_activation_email
  office_activation_email_title: 'E-pochtani tasdiqlash',
  office_activation_email_lead: '{{email}} manzilini tasdiqlang: havolali xat yoki shu yerda kiritiladigan kod yuboramiz.',
  email_activation_send_link: 'Havola yuborish',
  email_activation_send_code: 'Kod yuborish',
  email_activation_link_sent: 'Havolali xat {{email}} manziliga yuborildi. Uni oching va havolaga oʻting — u 24 soat amal qiladi.',
  email_activation_code_sent: 'Kodli xat {{email}} manziliga yuborildi. Kod 10 daqiqa amal qiladi.',
  email_activation_code_label: 'Xatdagi kod',
  email_activation_submit: 'Tasdiqlash',
  email_activation_done: '{{email}} manzili tasdiqlandi.',
  email_activation_already: '{{email}} manzili allaqachon tasdiqlangan.',
  email_activation_no_email: 'Akkauntga e-pochta bogʻlanmagan.',
  // office_email_change
  office_email_change_title: 'E-pochtani almashtirish',
  office_email_change_lead:
    'Yangi manzil va akkaunt parolini kiriting — yangi manzilga kod yuboramiz. Uni kiritsangiz, manzil sizniki boʻladi va tasdiqlanadi.',
  email_change_new_label: 'Yangi e-pochta',
  email_change_code_sent: 'Kod {{email}} manziliga yuborildi. U 10 daqiqa amal qiladi.',
  email_change_link: 'E-pochtani almashtirish',
  email_change_same: 'Bu manzil akkauntda allaqachon koʻrsatilgan. Yangisini kiriting.',
  email_change_taken: 'Bu manzil boshqa akkauntga bogʻlangan. Agar u sizniki boʻlsa, qoʻllab-quvvatlash xizmatiga murojaat qiling.',
  // the office_security page
  office_security_email_title: 'E-pochta',
  office_security_email_none: 'E-pochta koʻrsatilmagan.',
  office_security_email_unconfirmed: '{{email}} manzili tasdiqlanmagan.',
  office_security_email_confirmed: '{{email}} manzili tasdiqlangan.',
  office_security_email_link: 'E-pochtani tasdiqlash',
  // office_change_login and security_auth_by_email (the ways to sign in with the password)
  office_change_login_title: 'Login',
  office_change_login_lead:
    '{{number}} hisob raqami bilan har doim kirish mumkin. Eslab qolish osonroq boʻlgan login oʻylab toping: u raqam bilan birga ishlaydi.',
  account_login_label: 'Login',
  account_login_hint: '4 tadan 30 tagacha belgi: lotin harflari, raqamlar, nuqta, defis va pastki chiziq; birinchisi — harf.',
  account_login_now: 'Hozir: {{login}}',
  account_login_none: 'Login tanlanmagan: hisob raqami bilan kiring.',
  account_login_save: 'Loginni saqlash',
  account_login_remove: 'Logindan voz kechish',
  account_login_saved: '{{login}} logini saqlandi. U bilan yoki hisob raqami bilan kiring.',
  account_login_removed: 'Login oʻchirildi. Hisob raqami bilan kiring.',
  account_login_too_short: 'Login — kamida 4 ta belgi.',
  account_login_too_long: 'Login — koʻpi bilan 30 ta belgi.',
  account_login_letter_first: 'Login lotin harfi bilan boshlanishi kerak.',
  account_login_symbols: 'Loginda faqat lotin harflari, raqamlar, nuqta, defis va pastki chiziq boʻlishi mumkin.',
  account_login_taken: 'Bu login band. Boshqasini oʻylab toping.',
  account_login_unavailable: 'Bu saytda login orqali kirib boʻlmaydi.',
  account_login_failed: 'Saqlab boʻlmadi. Qaytadan urinib koʻring.',
  security_auth_by_email_title: 'E-pochta orqali kirish',
  security_auth_by_email_lead:
    'Akkauntga e-pochta manzili va parol bilan kirish mumkin yoki mumkin emasligini hal qiling. Parolni tiklash havolalari har qanday holatda e-pochtaga keladi.',
  security_auth_by_email_toggle: '{{email}} e-pochtasi orqali kirishga ruxsat berish',
  security_auth_by_email_on: 'E-pochta orqali kirish yoqilgan.',
  security_auth_by_email_off: 'E-pochta orqali kirish oʻchirilgan: hisob raqami, login yoki telefon bilan kiring.',
  security_auth_by_email_no_email: 'Akkauntda e-pochta yoʻq. U orqali kirish uchun uni qoʻshing.',
  security_auth_by_email_unconfirmed: '{{email}} manzili hali tasdiqlanmagan.',
  security_auth_by_email_add: 'E-pochta qoʻshish',
  security_auth_by_email_confirm: 'E-pochtani tasdiqlash',
  office_security_login_title: 'Login va e-pochta orqali kirish',
  office_security_login_change: 'Login tanlash',
  office_security_auth_by_email_link: 'E-pochta orqali kirishni sozlash',
};
