// Texts of the "supportChat" namespace (the support chat: button, panel, unavailability; decision 0045); keys of ru/support-chat.ts.
import type { supportChatRu } from '../ru/support-chat';

export const supportChatFr: Record<keyof typeof supportChatRu, string> = {
  support_chat_open: 'Chat avec le support',
  support_chat_open_unread: 'Chat avec le support, nouvelles réponses : {{count}}',
  support_chat_title: 'Chat avec le support',
  support_chat_close: 'Fermer le chat',
  support_chat_empty: 'Écrivez-nous : un opérateur vous répondra ici.',
  support_chat_label: 'Votre message',
  support_chat_send: 'Envoyer',
  support_chat_you: 'Vous',
  support_chat_operator: 'Assistance',
  support_chat_read: 'lu',
  support_chat_closed_status: 'L\'opérateur a fermé le chat. Un nouveau message le rouvre.',
  support_chat_unavailable_hours: 'Le chat est ouvert de {{start}} à {{end}}',
  support_chat_unavailable_lang: 'Le chat n\'est pas disponible dans cette langue pour le moment',
  support_chat_admin_request: 'Écrire à l\'administration',
  support_chat_error: 'Le message n\'a pas été envoyé. Vérifiez la connexion et réessayez.',
  support_chat_rate_limited: 'Trop de messages à la suite. Attendez une minute.',
};
