// Texts of the "supportChat" namespace (the support chat: button, panel, unavailability; decision 0045); keys of ru/support-chat.ts.
import type { supportChatRu } from '../ru/support-chat';

export const supportChatDe: Record<keyof typeof supportChatRu, string> = {
  support_chat_open: 'Chat mit dem Support',
  support_chat_open_unread: 'Chat mit dem Support, neue Antworten: {{count}}',
  support_chat_title: 'Chat mit dem Support',
  support_chat_close: 'Chat schließen',
  support_chat_empty: 'Schreiben Sie uns – ein Mitarbeiter antwortet hier.',
  support_chat_label: 'Ihre Nachricht',
  support_chat_send: 'Senden',
  support_chat_you: 'Sie',
  support_chat_operator: 'Kundendienst',
  support_chat_read: 'gelesen',
  support_chat_closed_status: 'Der Mitarbeiter hat den Chat beendet. Eine neue Nachricht öffnet ihn wieder.',
  support_chat_unavailable_hours: 'Der Chat ist von {{start}} bis {{end}} geöffnet',
  support_chat_unavailable_lang: 'Der Chat ist in dieser Sprache gerade nicht verfügbar',
  support_chat_admin_request: 'An die Verwaltung schreiben',
  support_chat_error: 'Die Nachricht wurde nicht gesendet. Prüfen Sie die Verbindung und versuchen Sie es erneut.',
  support_chat_rate_limited: 'Zu viele Nachrichten hintereinander. Warten Sie eine Minute.',
};
