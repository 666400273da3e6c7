// Texts of the "supportChat" namespace (the support chat: button, panel, unavailability; decision 0045); keys of ru/support-chat.ts.
import type { supportChatRu } from '../ru/support-chat';

export const supportChatAr: Record<keyof typeof supportChatRu, string> = {
  support_chat_open: 'الدردشة مع الدعم',
  support_chat_open_unread: 'الدردشة مع الدعم، ردود جديدة: {{count}}',
  support_chat_title: 'الدردشة مع الدعم',
  support_chat_close: 'إغلاق الدردشة',
  support_chat_empty: 'اكتب لنا، وسيرد عليك أحد المشغلين هنا.',
  support_chat_label: 'رسالتك',
  support_chat_send: 'إرسال',
  support_chat_you: 'أنت',
  support_chat_operator: 'الدعم',
  support_chat_read: 'مقروءة',
  support_chat_closed_status: 'أغلق المشغل الدردشة. رسالة جديدة تفتحها من جديد.',
  support_chat_unavailable_hours: 'الدردشة متاحة من {{start}} إلى {{end}}',
  support_chat_unavailable_lang: 'الدردشة غير متاحة بهذه اللغة الآن',
  support_chat_admin_request: 'الكتابة إلى الإدارة',
  support_chat_error: 'لم تُرسل الرسالة. تحقق من الاتصال وحاول مرة أخرى.',
  support_chat_rate_limited: 'رسائل كثيرة متتالية. انتظر دقيقة.',
};
