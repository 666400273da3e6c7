// Uzbek texts of the "delivery" namespace: codes, links and the development outbox page.
// SMS texts stay short: one SMS segment holds 70 characters when the text is not plain Latin.
import type { deliveryRu } from '../ru/delivery';

export const deliveryUz: Record<keyof typeof deliveryRu, string> = {
  delivery_code_phone_registration: '{{brand}}: roʻyxatdan oʻtish kodi {{code}}. Uni hech kimga aytmang.',
  delivery_code_sms_sign_in: '{{brand}}: kirish kodi {{code}}. Uni hech kimga aytmang.',
  delivery_code_password_reset: '{{brand}}: parolni tiklash kodi {{code}}. Uni hech kimga aytmang.',
  delivery_code_email_activation: '{{brand}}: e-pochtani tasdiqlash kodi {{code}}. Uni hech kimga aytmang.',
  delivery_code_phone_binding: '{{brand}}: telefonni bogʻlash kodi {{code}}. Uni hech kimga aytmang.',
  delivery_code_phone_change: '{{brand}}: telefonni almashtirish kodi {{code}}. Uni hech kimga aytmang.',
  delivery_code_email_change: '{{brand}}: e-pochtani almashtirish kodi {{code}}. Uni hech kimga aytmang.',
  delivery_code_two_factor: '{{brand}}: ikki bosqichli himoya kodi {{code}}. Uni hech kimga aytmang.',
  delivery_credentials_subject: '{{brand}}: hisobingiz ma’lumotlari',
  delivery_credentials_text:
    '{{brand}} saytidagi hisobingiz:\n\nHisob raqami (login): {{login}}\nParol: {{password}}\n\nUshbu xatni saqlab qoʻying va uni hech kimga koʻrsatmang. Parolni shaxsiy kabinetda almashtirish mumkin.',
  delivery_code_subject: '{{brand}}: tasdiqlash kodi {{code}}',
  delivery_code_valid_for: 'Kod {{minutes}} daqiqa amal qiladi.',
  delivery_link_email_activation_subject: '{{brand}}: e-pochtani tasdiqlang',
  delivery_link_email_activation_text:
    'Assalomu alaykum! {{brand}} saytida e-pochtani tasdiqlash uchun havolani oching:\n{{link}}\n\nHavola {{hours}} soat amal qiladi. Agar siz roʻyxatdan oʻtmagan boʻlsangiz, bu xatni shunchaki oʻchirib tashlang.',
  delivery_link_password_reset_subject: '{{brand}}: parolni tiklash',
  delivery_link_password_reset_text:
    'Assalomu alaykum! {{brand}} saytida yangi parol oʻrnatish uchun havolani oching:\n{{link}}\n\nHavola {{hours}} soat amal qiladi. Agar parolni tiklashni soʻramagan boʻlsangiz, bu xatni shunchaki oʻchirib tashlang: parolingiz oʻzgarmaydi.',
  delivery_link_invalid: 'Havola yaroqsiz: u allaqachon ishlatilgan yoki muddati oʻtgan. Yangisini soʻrang.',
  delivery_retry_after: 'Urinishlar juda koʻp. {{seconds}} soniyadan soʻng qaytadan urinib koʻring.',
  delivery_resend_after: 'Kodni {{seconds}} soniyadan soʻng qayta yuborish mumkin.',
  delivery_outbox_title: 'Chiquvchi xabarlar',
  delivery_outbox_notice:
    'Ishlab chiqish uchun sahifa: bu yerda sayt SMS, e-pochta va messenjer orqali yuboradigan barcha kodlar va havolalar koʻrinadi. Ishchi saytda bu sahifa yoʻq.',
  delivery_outbox_filter_label: 'Qabul qiluvchi (telefon, e-pochta yoki chat)',
  delivery_outbox_filter_submit: 'Koʻrsatish',
  delivery_outbox_filter_reset: 'Barcha xabarlar',
  delivery_outbox_empty: 'Xabarlar yoʻq. Saytda kod soʻrang — u shu yerda paydo boʻladi.',
  delivery_outbox_to: 'Kimga',
  delivery_outbox_subject: 'Mavzu',
  delivery_outbox_purpose: 'Maqsad',
  delivery_outbox_sent_at: 'Yuborilgan',
  delivery_outbox_channel_sms: 'SMS',
  delivery_outbox_channel_email: 'E-pochta',
  delivery_outbox_channel_messenger: 'Messenjer',
  delivery_outbox_copy_code: 'Kodni nusxalash',
};
