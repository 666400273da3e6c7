// Russian texts of the "paymentConsultant" namespace (spec §2 office screens "payment consultant
// (requests, create by topic, transactions, fill out)"): the topics the server names by key, the
// consultant's pages and the message keys its calls answer with. The source dictionary; English
// must have the same keys.
export const paymentConsultantRu = {
  // The office menu row and the deposit page's link
  office_menu_consultant: 'Платёжный консультант',
  office_menu_consultant_hint: 'Вопросы о пополнениях и выводах',
  consultant_recharge_link: 'Платёж не дошёл? Спросите платёжного консультанта',

  // Topics (packages/contract/src/payment-consultant.ts) and the server's refusal of one
  payment_consultant_topic_deposit_missing: 'Пополнение не зачислено',
  payment_consultant_topic_withdrawal_delayed: 'Вывод задерживается',
  payment_consultant_topic_wrong_amount: 'Зачислена не та сумма',
  payment_consultant_topic_payout_details: 'Реквизиты для вывода',
  payment_consultant_topic_other: 'Другой вопрос о платежах',
  payment_consultant_topic_unavailable: 'Эта тема недоступна в вашей стране.',

  // The consultant's home
  consultant_title: 'Платёжный консультант',
  consultant_lead: 'Выберите тему — сотрудник поддержки ответит здесь же, в личном кабинете.',
  consultant_limited_note: 'В вашей стране консультант отвечает только на эти темы.',
  consultant_unavailable: 'Платёжный консультант не работает в вашей стране. С вопросами о платежах обращайтесь в службу поддержки.',
  consultant_topics_title: 'О чём ваш вопрос?',
  consultant_ask_about_payment: 'Спросить о конкретном платеже',
  consultant_my_requests: 'Мои обращения',

  // A new request
  consultant_create_title: 'Новое обращение',
  consultant_topic: 'Тема',
  consultant_payment: 'Платёж',
  consultant_payment_none: 'Не выбран: вопрос не о конкретном платеже.',
  consultant_payment_choose: 'Выбрать платёж',
  consultant_payment_change: 'Выбрать другой платёж',
  consultant_payment_remove: 'Убрать платёж',
  consultant_payment_unknown: 'Этого платежа нет в вашей истории.',
  consultant_message: 'Сообщение',
  consultant_message_hint: 'Опишите, что случилось: сумма, дата, способ оплаты. До {{max}} символов.',
  consultant_message_too_short: 'Напишите хотя бы {{min}} символа.',
  consultant_message_too_long: 'Сообщение длиннее {{max}} символов.',
  consultant_send: 'Отправить',
  consultant_topic_unknown: 'Такой темы нет, или она недоступна в вашей стране.',
  consultant_back_to_topics: 'К темам',
  consultant_created: 'Обращение отправлено. Ответ поддержки появится здесь.',

  // Choosing a payment
  consultant_transactions_title: 'Выберите платёж',
  consultant_transactions_lead: 'О каком платеже ваш вопрос? Нажмите на него.',
  consultant_transactions_empty: 'У вас ещё нет платежей.',
  consultant_without_payment: 'Спросить без платежа',
  consultant_payment_row: 'Платёж № {{number}}',

  // The player's requests
  consultant_requests_title: 'Мои обращения',
  consultant_requests_empty: 'Обращений пока нет.',
  consultant_requests_pages: 'Страницы обращений',
  consultant_new_request: 'Новое обращение',
  consultant_request_number: 'Обращение № {{number}}',
  consultant_request_payment: 'Платёж № {{number}}',
  consultant_request_general: 'Без платежа',
  consultant_request_created: 'Создано {{date}}',
  consultant_status_open: 'Открыто',
  consultant_status_needs_info: 'Ждёт вашего ответа',
  consultant_status_answered: 'Есть ответ',
  consultant_status_closed: 'Закрыто',
  consultant_conversation: 'Переписка',
  consultant_from_you: 'Вы',
  consultant_from_support: 'Поддержка',
  consultant_needs_info: 'Поддержка просит дополнить обращение.',
  consultant_fill: 'Дополнить обращение',
  consultant_add_message: 'Написать ещё',

  // Filling a request out
  consultant_fill_title: 'Дополнить обращение',
  consultant_fill_lead: 'Ответьте поддержке: обращение снова попадёт к сотруднику.',
  consultant_request_missing: 'Такого обращения у вас нет.',
  consultant_request_closed: 'Обращение закрыто, дополнить его нельзя. Создайте новое.',
  consultant_sent: 'Отправлено. Ответ поддержки появится здесь.',
};
