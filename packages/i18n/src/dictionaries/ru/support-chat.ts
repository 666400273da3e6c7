// Тексты пространства "supportChat": чат с поддержкой — кнопка, панель, недоступность (решение 0045).
export const supportChatRu = {
  support_chat_open: 'Чат с поддержкой',
  support_chat_open_unread: 'Чат с поддержкой, новых ответов: {{count}}',
  support_chat_title: 'Чат с поддержкой',
  support_chat_close: 'Закрыть чат',
  support_chat_empty: 'Напишите нам — оператор ответит здесь.',
  support_chat_label: 'Ваше сообщение',
  support_chat_send: 'Отправить',
  support_chat_you: 'Вы',
  support_chat_operator: 'Поддержка',
  support_chat_read: 'прочитано',
  support_chat_closed_status: 'Оператор завершил чат. Новое сообщение откроет его снова.',
  support_chat_unavailable_hours: 'Чат работает с {{start}} до {{end}}',
  support_chat_unavailable_lang: 'Чат на этом языке сейчас недоступен',
  support_chat_admin_request: 'Написать администрации',
  support_chat_error: 'Сообщение не отправлено. Проверьте соединение и попробуйте ещё раз.',
  support_chat_rate_limited: 'Слишком много сообщений подряд. Подождите минуту.',
};
