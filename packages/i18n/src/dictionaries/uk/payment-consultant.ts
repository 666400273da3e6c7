// Ukrainian texts of the "paymentConsultant" namespace: payment topics, the consultant's pages and its messages.
import type { paymentConsultantRu } from '../ru/payment-consultant';

export const paymentConsultantUk: Record<keyof typeof paymentConsultantRu, string> = {
  // The office menu row and the deposit page's link
  office_menu_consultant: 'Платіжний консультант',
  office_menu_consultant_hint: 'Питання про поповнення й виведення',
  consultant_recharge_link: 'Платіж не надійшов? Запитайте платіжного консультанта',

  // Topics and the server's refusal of one
  payment_consultant_topic_deposit_missing: 'Поповнення не зараховано',
  payment_consultant_topic_withdrawal_delayed: 'Виведення затримується',
  payment_consultant_topic_wrong_amount: 'Зараховано не ту суму',
  payment_consultant_topic_payout_details: 'Реквізити для виведення',
  payment_consultant_topic_other: 'Інше питання про платежі',
  payment_consultant_topic_unavailable: 'Ця тема недоступна у вашій країні.',

  // The consultant's home
  consultant_title: 'Платіжний консультант',
  consultant_lead: 'Виберіть тему — співробітник підтримки відповість тут же, в особистому кабінеті.',
  consultant_limited_note: 'У вашій країні консультант відповідає лише на ці теми.',
  consultant_unavailable: 'Платіжний консультант не працює у вашій країні. З питаннями про платежі звертайтеся до служби підтримки.',
  consultant_topics_title: 'Про що ваше питання?',
  consultant_ask_about_payment: 'Запитати про конкретний платіж',
  consultant_my_requests: 'Мої звернення',

  // A new request
  consultant_create_title: 'Нове звернення',
  consultant_topic: 'Тема',
  consultant_payment: 'Платіж',
  consultant_payment_none: 'Не вибрано: питання не про конкретний платіж.',
  consultant_payment_choose: 'Вибрати платіж',
  consultant_payment_change: 'Вибрати інший платіж',
  consultant_payment_remove: 'Прибрати платіж',
  consultant_payment_unknown: 'Цього платежу немає у вашій історії.',
  consultant_message: 'Повідомлення',
  consultant_message_hint: 'Опишіть, що сталося: сума, дата, спосіб оплати. До {{max}} символів.',
  consultant_message_too_short: 'Напишіть щонайменше {{min}} символи.',
  consultant_message_too_long: 'Повідомлення довше за {{max}} символів.',
  consultant_send: 'Надіслати',
  consultant_topic_unknown: 'Такої теми немає, або вона недоступна у вашій країні.',
  consultant_back_to_topics: 'До тем',
  consultant_created: 'Звернення надіслано. Відповідь підтримки з’явиться тут.',

  // Choosing a payment
  consultant_transactions_title: 'Виберіть платіж',
  consultant_transactions_lead: 'Про який платіж ваше питання? Натисніть на нього.',
  consultant_transactions_empty: 'У вас ще немає платежів.',
  consultant_without_payment: 'Запитати без платежу',
  consultant_payment_row: 'Платіж № {{number}}',

  // The player's requests
  consultant_requests_title: 'Мої звернення',
  consultant_requests_empty: 'Звернень поки немає.',
  consultant_requests_pages: 'Сторінки звернень',
  consultant_new_request: 'Нове звернення',
  consultant_request_number: 'Звернення № {{number}}',
  consultant_request_payment: 'Платіж № {{number}}',
  consultant_request_general: 'Без платежу',
  consultant_request_created: 'Створено {{date}}',
  consultant_status_open: 'Відкрито',
  consultant_status_needs_info: 'Чекає на вашу відповідь',
  consultant_status_answered: 'Є відповідь',
  consultant_status_closed: 'Закрито',
  consultant_conversation: 'Листування',
  consultant_from_you: 'Ви',
  consultant_from_support: 'Підтримка',
  consultant_needs_info: 'Підтримка просить доповнити звернення.',
  consultant_fill: 'Доповнити звернення',
  consultant_add_message: 'Написати ще',

  // Filling a request out
  consultant_fill_title: 'Доповнити звернення',
  consultant_fill_lead: 'Дайте відповідь підтримці: звернення знову потрапить до співробітника.',
  consultant_request_missing: 'Такого звернення у вас немає.',
  consultant_request_closed: 'Звернення закрито, доповнити його не можна. Створіть нове.',
  consultant_sent: 'Надіслано. Відповідь підтримки з’явиться тут.',
};
