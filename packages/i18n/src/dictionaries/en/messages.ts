import type { messagesRu } from '../ru/messages';

// English texts of the "messages" namespace; the keys are those of the Russian source.
export const messagesEn: Record<keyof typeof messagesRu, string> = {
  messages_title: 'Messages',
  messages_lead: 'Messages from us: news, questions about your account and promotions. Open a message to read it.',
  messages_header: 'Messages',
  messages_header_unread: 'Messages, unread: {{count}}',
  messages_unread_count: 'Unread: {{count}}',
  messages_unread: 'unread',
  messages_empty: 'No messages yet. When we write to you, the message will appear here.',
  messages_delete: 'Delete',
  messages_delete_label: 'Delete the message "{{title}}"',
  messages_delete_title: 'Delete the message?',
  messages_delete_confirm: 'The message "{{title}}" will be deleted and cannot be brought back.',
  messages_deleted: 'Message deleted.',
  messages_cancel: 'Cancel',
  messages_newer: 'Newer',
  messages_older: 'Older',
  messages_page: 'Page {{page}} of {{pages}}',
  messages_error_generic: 'Could not load the messages. Check the connection and try again.',
  messages_error_gone: 'This message is no longer there: it may have been deleted on another device.',
} as const;
