// Uzbek texts of the "paymentConsultant" namespace: payment topics, requests and the conversation with support.
import type { paymentConsultantRu } from '../ru/payment-consultant';

export const paymentConsultantUz: Record<keyof typeof paymentConsultantRu, string> = {
  // The office menu row and the deposit page's link
  office_menu_consultant: 'Toʻlov maslahatchisi',
  office_menu_consultant_hint: 'Hisobni toʻldirish va pul yechish boʻyicha savollar',
  consultant_recharge_link: 'Toʻlov yetib kelmadimi? Toʻlov maslahatchisidan soʻrang',

  // Topics (packages/contract/src/payment-consultant.ts) and the server's refusal of one
  payment_consultant_topic_deposit_missing: 'Toʻldirish hisobga tushmadi',
  payment_consultant_topic_withdrawal_delayed: 'Pul yechish kechikmoqda',
  payment_consultant_topic_wrong_amount: 'Notoʻgʻri summa tushdi',
  payment_consultant_topic_payout_details: 'Pul yechish rekvizitlari',
  payment_consultant_topic_other: 'Toʻlovlar boʻyicha boshqa savol',
  payment_consultant_topic_unavailable: 'Bu mavzu sizning mamlakatingizda mavjud emas.',

  // The consultant's home
  consultant_title: 'Toʻlov maslahatchisi',
  consultant_lead: 'Mavzuni tanlang — qoʻllab-quvvatlash xodimi shu yerda, shaxsiy kabinetda javob beradi.',
  consultant_limited_note: 'Sizning mamlakatingizda maslahatchi faqat shu mavzular boʻyicha javob beradi.',
  consultant_unavailable:
    'Toʻlov maslahatchisi sizning mamlakatingizda ishlamaydi. Toʻlovlar boʻyicha savollar bilan qoʻllab-quvvatlash xizmatiga murojaat qiling.',
  consultant_topics_title: 'Savolingiz nima haqida?',
  consultant_ask_about_payment: 'Muayyan toʻlov haqida soʻrash',
  consultant_my_requests: 'Murojaatlarim',

  // A new request
  consultant_create_title: 'Yangi murojaat',
  consultant_topic: 'Mavzu',
  consultant_payment: 'Toʻlov',
  consultant_payment_none: 'Tanlanmagan: savol muayyan toʻlov haqida emas.',
  consultant_payment_choose: 'Toʻlovni tanlash',
  consultant_payment_change: 'Boshqa toʻlovni tanlash',
  consultant_payment_remove: 'Toʻlovni olib tashlash',
  consultant_payment_unknown: 'Bu toʻlov tarixingizda yoʻq.',
  consultant_message: 'Xabar',
  consultant_message_hint: 'Nima boʻlganini yozing: summa, sana, toʻlov usuli. {{max}} tagacha belgi.',
  consultant_message_too_short: 'Kamida {{min}} ta belgi yozing.',
  consultant_message_too_long: 'Xabar {{max}} ta belgidan uzun.',
  consultant_send: 'Yuborish',
  consultant_topic_unknown: 'Bunday mavzu yoʻq yoki u sizning mamlakatingizda mavjud emas.',
  consultant_back_to_topics: 'Mavzularga qaytish',
  consultant_created: 'Murojaat yuborildi. Qoʻllab-quvvatlash javobi shu yerda chiqadi.',

  // Choosing a payment
  consultant_transactions_title: 'Toʻlovni tanlang',
  consultant_transactions_lead: 'Savolingiz qaysi toʻlov haqida? Uni bosing.',
  consultant_transactions_empty: 'Sizda hali toʻlovlar yoʻq.',
  consultant_without_payment: 'Toʻlovsiz soʻrash',
  consultant_payment_row: 'Toʻlov № {{number}}',

  // The player's requests
  consultant_requests_title: 'Murojaatlarim',
  consultant_requests_empty: 'Hozircha murojaatlar yoʻq.',
  consultant_requests_pages: 'Murojaatlar sahifalari',
  consultant_new_request: 'Yangi murojaat',
  consultant_request_number: 'Murojaat № {{number}}',
  consultant_request_payment: 'Toʻlov № {{number}}',
  consultant_request_general: 'Toʻlovsiz',
  consultant_request_created: 'Yaratilgan sana: {{date}}',
  consultant_status_open: 'Ochiq',
  consultant_status_needs_info: 'Javobingizni kutmoqda',
  consultant_status_answered: 'Javob berilgan',
  consultant_status_closed: 'Yopilgan',
  consultant_conversation: 'Yozishmalar',
  consultant_from_you: 'Siz',
  consultant_from_support: 'Qoʻllab-quvvatlash',
  consultant_needs_info: 'Qoʻllab-quvvatlash murojaatni toʻldirishni soʻramoqda.',
  consultant_fill: 'Murojaatni toʻldirish',
  consultant_add_message: 'Yana yozish',

  // Filling a request out
  consultant_fill_title: 'Murojaatni toʻldirish',
  consultant_fill_lead: 'Qoʻllab-quvvatlash xizmatiga javob bering: murojaat yana xodimga oʻtadi.',
  consultant_request_missing: 'Sizda bunday murojaat yoʻq.',
  consultant_request_closed: 'Murojaat yopilgan, uni toʻldirib boʻlmaydi. Yangisini yarating.',
  consultant_sent: 'Yuborildi. Qoʻllab-quvvatlash javobi shu yerda chiqadi.',
};
