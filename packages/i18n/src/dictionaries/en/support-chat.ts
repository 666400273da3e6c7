// Texts of the "supportChat" namespace (the support chat: button, panel, unavailability; decision 0045); keys of ru/support-chat.ts.
import type { supportChatRu } from '../ru/support-chat';

export const supportChatEn: Record<keyof typeof supportChatRu, string> = {
  support_chat_open: 'Chat with support',
  support_chat_open_unread: 'Chat with support, new replies: {{count}}',
  support_chat_title: 'Chat with support',
  support_chat_close: 'Close the chat',
  support_chat_empty: 'Write to us — an operator will answer here.',
  support_chat_label: 'Your message',
  support_chat_send: 'Send',
  support_chat_you: 'You',
  support_chat_operator: 'Support',
  support_chat_read: 'read',
  support_chat_closed_status: 'The operator closed the chat. A new message opens it again.',
  support_chat_unavailable_hours: 'The chat works from {{start}} to {{end}}',
  support_chat_unavailable_lang: 'The chat is not available in this language now',
  support_chat_admin_request: 'Write to the administration',
  support_chat_error: 'The message was not sent. Check your connection and try again.',
  support_chat_rate_limited: 'Too many messages in a row. Wait a minute.',
};
