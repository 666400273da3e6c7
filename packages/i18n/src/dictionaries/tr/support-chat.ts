// Texts of the "supportChat" namespace (the support chat: button, panel, unavailability; decision 0045); keys of ru/support-chat.ts.
import type { supportChatRu } from '../ru/support-chat';

export const supportChatTr: Record<keyof typeof supportChatRu, string> = {
  support_chat_open: 'Destek ile sohbet',
  support_chat_open_unread: 'Destek ile sohbet, yeni yanıtlar: {{count}}',
  support_chat_title: 'Destek ile sohbet',
  support_chat_close: 'Sohbeti kapat',
  support_chat_empty: 'Bize yazın, bir operatör burada yanıtlayacak.',
  support_chat_label: 'Mesajınız',
  support_chat_send: 'Gönder',
  support_chat_you: 'Siz',
  support_chat_operator: 'Destek',
  support_chat_read: 'okundu',
  support_chat_closed_status: 'Operatör sohbeti kapattı. Yeni bir mesaj onu yeniden açar.',
  support_chat_unavailable_hours: 'Sohbet {{start}} ile {{end}} arasında açık',
  support_chat_unavailable_lang: 'Sohbet şu anda bu dilde kullanılamıyor',
  support_chat_admin_request: 'Yönetime yaz',
  support_chat_error: 'Mesaj gönderilemedi. Bağlantınızı kontrol edip tekrar deneyin.',
  support_chat_rate_limited: 'Art arda çok fazla mesaj. Bir dakika bekleyin.',
};
