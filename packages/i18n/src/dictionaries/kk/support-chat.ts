// Texts of the "supportChat" namespace (the support chat: button, panel, unavailability; decision 0045); keys of ru/support-chat.ts.
import type { supportChatRu } from '../ru/support-chat';

export const supportChatKk: Record<keyof typeof supportChatRu, string> = {
  support_chat_open: 'Қолдау қызметімен чат',
  support_chat_open_unread: 'Қолдау қызметімен чат, жаңа жауаптар: {{count}}',
  support_chat_title: 'Қолдау қызметімен чат',
  support_chat_close: 'Чатты жабу',
  support_chat_empty: 'Бізге жазыңыз — оператор осында жауап береді.',
  support_chat_label: 'Сіздің хабарламаңыз',
  support_chat_send: 'Жіберу',
  support_chat_you: 'Сіз',
  support_chat_operator: 'Қолдау',
  support_chat_read: 'оқылды',
  support_chat_closed_status: 'Оператор чатты аяқтады. Жаңа хабарлама оны қайта ашады.',
  support_chat_unavailable_hours: 'Чат {{start}} мен {{end}} аралығында жұмыс істейді',
  support_chat_unavailable_lang: 'Бұл тілде чат қазір қолжетімсіз',
  support_chat_admin_request: 'Әкімшілікке жазу',
  support_chat_error: 'Хабарлама жіберілмеді. Байланысты тексеріп, қайталап көріңіз.',
  support_chat_rate_limited: 'Қатарынан тым көп хабарлама. Бір минут күтіңіз.',
};
