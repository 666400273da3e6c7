// Turkish texts of the "paymentConsultant" namespace (the payment consultant's topics, requests and messages); keys are those of the Russian source.
import type { paymentConsultantRu } from '../ru/payment-consultant';

export const paymentConsultantTr: Record<keyof typeof paymentConsultantRu, string> = {
  // The office menu row and the deposit page's link
  office_menu_consultant: 'Ödeme danışmanı',
  office_menu_consultant_hint: 'Para yatırma ve çekmeyle ilgili sorular',
  consultant_recharge_link: 'Ödemeniz ulaşmadı mı? Ödeme danışmanına sorun',

  // Topics (packages/contract/src/payment-consultant.ts) and the server's refusal of one
  payment_consultant_topic_deposit_missing: 'Yatırılan para hesaba geçmedi',
  payment_consultant_topic_withdrawal_delayed: 'Para çekme gecikiyor',
  payment_consultant_topic_wrong_amount: 'Hesaba yanlış tutar geçti',
  payment_consultant_topic_payout_details: 'Para çekme bilgileri',
  payment_consultant_topic_other: 'Ödemelerle ilgili başka bir soru',
  payment_consultant_topic_unavailable: 'Bu konu ülkenizde kullanılamıyor.',

  // The consultant's home
  consultant_title: 'Ödeme danışmanı',
  consultant_lead: 'Bir konu seçin; destek çalışanı burada, Hesabım bölümünde yanıt verecek.',
  consultant_limited_note: 'Ülkenizde danışman yalnızca bu konularda yanıt veriyor.',
  consultant_unavailable: 'Ödeme danışmanı ülkenizde hizmet vermiyor. Ödemelerle ilgili sorularınız için destek ekibine başvurun.',
  consultant_topics_title: 'Sorunuz ne hakkında?',
  consultant_ask_about_payment: 'Belirli bir ödeme hakkında sor',
  consultant_my_requests: 'Taleplerim',

  // A new request
  consultant_create_title: 'Yeni talep',
  consultant_topic: 'Konu',
  consultant_payment: 'Ödeme',
  consultant_payment_none: 'Seçilmedi: soru belirli bir ödemeyle ilgili değil.',
  consultant_payment_choose: 'Ödeme seç',
  consultant_payment_change: 'Başka bir ödeme seç',
  consultant_payment_remove: 'Ödemeyi kaldır',
  consultant_payment_unknown: 'Bu ödeme geçmişinizde yok.',
  consultant_message: 'Mesaj',
  consultant_message_hint: 'Ne olduğunu anlatın: tutar, tarih, ödeme yöntemi. En fazla {{max}} karakter.',
  consultant_message_too_short: 'En az {{min}} karakter yazın.',
  consultant_message_too_long: 'Mesaj {{max}} karakterden uzun.',
  consultant_send: 'Gönder',
  consultant_topic_unknown: 'Böyle bir konu yok veya ülkenizde kullanılamıyor.',
  consultant_back_to_topics: 'Konulara dön',
  consultant_created: 'Talebiniz gönderildi. Destek ekibinin yanıtı burada görünecek.',

  // Choosing a payment
  consultant_transactions_title: 'Bir ödeme seçin',
  consultant_transactions_lead: 'Sorunuz hangi ödemeyle ilgili? Üzerine dokunun.',
  consultant_transactions_empty: 'Henüz ödemeniz yok.',
  consultant_without_payment: 'Ödeme seçmeden sor',
  consultant_payment_row: 'Ödeme No: {{number}}',

  // The player's requests
  consultant_requests_title: 'Taleplerim',
  consultant_requests_empty: 'Henüz talebiniz yok.',
  consultant_requests_pages: 'Talep sayfaları',
  consultant_new_request: 'Yeni talep',
  consultant_request_number: 'Talep No: {{number}}',
  consultant_request_payment: 'Ödeme No: {{number}}',
  consultant_request_general: 'Ödeme seçilmedi',
  consultant_request_created: 'Oluşturulma: {{date}}',
  consultant_status_open: 'Açık',
  consultant_status_needs_info: 'Yanıtınızı bekliyor',
  consultant_status_answered: 'Yanıtlandı',
  consultant_status_closed: 'Kapalı',
  consultant_conversation: 'Yazışma',
  consultant_from_you: 'Siz',
  consultant_from_support: 'Destek',
  consultant_needs_info: 'Destek ekibi talebinize bilgi eklemenizi istiyor.',
  consultant_fill: 'Talebe bilgi ekle',
  consultant_add_message: 'Mesaj ekle',

  // Filling a request out
  consultant_fill_title: 'Talebe bilgi ekle',
  consultant_fill_lead: 'Destek ekibine yanıt verin: talebiniz yeniden bir çalışana iletilecek.',
  consultant_request_missing: 'Böyle bir talebiniz yok.',
  consultant_request_closed: 'Talep kapatıldı, bilgi eklenemez. Yeni bir talep oluşturun.',
  consultant_sent: 'Gönderildi. Destek ekibinin yanıtı burada görünecek.',
};
