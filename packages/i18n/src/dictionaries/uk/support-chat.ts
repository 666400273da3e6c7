// Texts of the "supportChat" namespace (the support chat: button, panel, unavailability; decision 0045); keys of ru/support-chat.ts.
import type { supportChatRu } from '../ru/support-chat';

export const supportChatUk: Record<keyof typeof supportChatRu, string> = {
  support_chat_open: 'Чат з підтримкою',
  support_chat_open_unread: 'Чат з підтримкою, нових відповідей: {{count}}',
  support_chat_title: 'Чат з підтримкою',
  support_chat_close: 'Закрити чат',
  support_chat_empty: 'Напишіть нам — оператор відповість тут.',
  support_chat_label: 'Ваше повідомлення',
  support_chat_send: 'Надіслати',
  support_chat_you: 'Ви',
  support_chat_operator: 'Підтримка',
  support_chat_read: 'прочитано',
  support_chat_closed_status: 'Оператор завершив чат. Нове повідомлення відкриє його знову.',
  support_chat_unavailable_hours: 'Чат працює з {{start}} до {{end}}',
  support_chat_unavailable_lang: 'Чат цією мовою зараз недоступний',
  support_chat_admin_request: 'Написати адміністрації',
  support_chat_error: 'Повідомлення не надіслано. Перевірте з’єднання і спробуйте ще раз.',
  support_chat_rate_limited: 'Забагато повідомлень поспіль. Зачекайте хвилину.',
};
