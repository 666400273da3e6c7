// Kazakh texts of the "paymentConsultant" namespace (the payment consultant's topics, pages and messages); the keys are those of the Russian source.
import type { paymentConsultantRu } from '../ru/payment-consultant';

export const paymentConsultantKk: Record<keyof typeof paymentConsultantRu, string> = {
  // The office menu row and the deposit page's link
  office_menu_consultant: 'Төлем кеңесшісі',
  office_menu_consultant_hint: 'Шотты толтыру және ақша шығару туралы сұрақтар',
  consultant_recharge_link: 'Төлем түспеді ме? Төлем кеңесшісінен сұраңыз',

  // Topics and the server's refusal of one
  payment_consultant_topic_deposit_missing: 'Толтыру шотқа түспеді',
  payment_consultant_topic_withdrawal_delayed: 'Ақша шығару кешігіп жатыр',
  payment_consultant_topic_wrong_amount: 'Шотқа басқа сома түсті',
  payment_consultant_topic_payout_details: 'Ақша шығаруға арналған деректемелер',
  payment_consultant_topic_other: 'Төлемдер туралы басқа сұрақ',
  payment_consultant_topic_unavailable: 'Бұл тақырып сіздің еліңізде қолжетімсіз.',

  // The consultant's home
  consultant_title: 'Төлем кеңесшісі',
  consultant_lead: 'Тақырыпты таңдаңыз — қолдау қызметінің қызметкері осы жерде, жеке кабинетте жауап береді.',
  consultant_limited_note: 'Сіздің еліңізде кеңесші тек осы тақырыптар бойынша жауап береді.',
  consultant_unavailable: 'Төлем кеңесшісі сіздің еліңізде жұмыс істемейді. Төлемдер туралы сұрақтармен қолдау қызметіне хабарласыңыз.',
  consultant_topics_title: 'Сұрағыңыз не туралы?',
  consultant_ask_about_payment: 'Нақты төлем туралы сұрау',
  consultant_my_requests: 'Менің өтініштерім',

  // A new request
  consultant_create_title: 'Жаңа өтініш',
  consultant_topic: 'Тақырып',
  consultant_payment: 'Төлем',
  consultant_payment_none: 'Таңдалмаған: сұрақ нақты төлем туралы емес.',
  consultant_payment_choose: 'Төлемді таңдау',
  consultant_payment_change: 'Басқа төлемді таңдау',
  consultant_payment_remove: 'Төлемді алып тастау',
  consultant_payment_unknown: 'Бұл төлем сіздің тарихыңызда жоқ.',
  consultant_message: 'Хабарлама',
  consultant_message_hint: 'Не болғанын сипаттаңыз: сома, күні, төлеу тәсілі. {{max}} таңбаға дейін.',
  consultant_message_too_short: 'Кемінде {{min}} таңба жазыңыз.',
  consultant_message_too_long: 'Хабарлама {{max}} таңбадан ұзын.',
  consultant_send: 'Жіберу',
  consultant_topic_unknown: 'Мұндай тақырып жоқ немесе ол сіздің еліңізде қолжетімсіз.',
  consultant_back_to_topics: 'Тақырыптарға',
  consultant_created: 'Өтініш жіберілді. Қолдау қызметінің жауабы осында пайда болады.',

  // Choosing a payment
  consultant_transactions_title: 'Төлемді таңдаңыз',
  consultant_transactions_lead: 'Сұрағыңыз қай төлем туралы? Соны басыңыз.',
  consultant_transactions_empty: 'Сізде әлі төлемдер жоқ.',
  consultant_without_payment: 'Төлемсіз сұрау',
  consultant_payment_row: '№ {{number}} төлем',

  // The player's requests
  consultant_requests_title: 'Менің өтініштерім',
  consultant_requests_empty: 'Әзірге өтініштер жоқ.',
  consultant_requests_pages: 'Өтініштер беттері',
  consultant_new_request: 'Жаңа өтініш',
  consultant_request_number: '№ {{number}} өтініш',
  consultant_request_payment: '№ {{number}} төлем',
  consultant_request_general: 'Төлемсіз',
  consultant_request_created: 'Құрылған күні: {{date}}',
  consultant_status_open: 'Ашық',
  consultant_status_needs_info: 'Сіздің жауабыңызды күтуде',
  consultant_status_answered: 'Жауап бар',
  consultant_status_closed: 'Жабық',
  consultant_conversation: 'Хат алмасу',
  consultant_from_you: 'Сіз',
  consultant_from_support: 'Қолдау қызметі',
  consultant_needs_info: 'Қолдау қызметі өтінішті толықтыруды сұрайды.',
  consultant_fill: 'Өтінішті толықтыру',
  consultant_add_message: 'Тағы жазу',

  // Filling a request out
  consultant_fill_title: 'Өтінішті толықтыру',
  consultant_fill_lead: 'Қолдау қызметіне жауап беріңіз: өтініш қайтадан қызметкерге түседі.',
  consultant_request_missing: 'Сізде мұндай өтініш жоқ.',
  consultant_request_closed: 'Өтініш жабылған, оны толықтыруға болмайды. Жаңасын құрыңыз.',
  consultant_sent: 'Жіберілді. Қолдау қызметінің жауабы осында пайда болады.',
};
