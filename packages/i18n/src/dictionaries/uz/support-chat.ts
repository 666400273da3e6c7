// Texts of the "supportChat" namespace (the support chat: button, panel, unavailability; decision 0045); keys of ru/support-chat.ts.
import type { supportChatRu } from '../ru/support-chat';

export const supportChatUz: Record<keyof typeof supportChatRu, string> = {
  support_chat_open: 'Qo‘llab-quvvatlash bilan chat',
  support_chat_open_unread: 'Qo‘llab-quvvatlash bilan chat, yangi javoblar: {{count}}',
  support_chat_title: 'Qo‘llab-quvvatlash bilan chat',
  support_chat_close: 'Chatni yopish',
  support_chat_empty: 'Bizga yozing — operator shu yerda javob beradi.',
  support_chat_label: 'Xabaringiz',
  support_chat_send: 'Yuborish',
  support_chat_you: 'Siz',
  support_chat_operator: 'Qo‘llab-quvvatlash',
  support_chat_read: 'o‘qildi',
  support_chat_closed_status: 'Operator chatni yakunladi. Yangi xabar uni qayta ochadi.',
  support_chat_unavailable_hours: 'Chat {{start}} dan {{end}} gacha ishlaydi',
  support_chat_unavailable_lang: 'Bu tilda chat hozir mavjud emas',
  support_chat_admin_request: 'Ma’muriyatga yozish',
  support_chat_error: 'Xabar yuborilmadi. Ulanishni tekshirib, qayta urinib ko‘ring.',
  support_chat_rate_limited: 'Ketma-ket juda ko‘p xabar. Bir daqiqa kuting.',
};
