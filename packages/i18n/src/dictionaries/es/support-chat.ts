// Texts of the "supportChat" namespace (the support chat: button, panel, unavailability; decision 0045); keys of ru/support-chat.ts.
import type { supportChatRu } from '../ru/support-chat';

export const supportChatEs: Record<keyof typeof supportChatRu, string> = {
  support_chat_open: 'Chat con soporte',
  support_chat_open_unread: 'Chat con soporte, respuestas nuevas: {{count}}',
  support_chat_title: 'Chat con soporte',
  support_chat_close: 'Cerrar el chat',
  support_chat_empty: 'Escríbenos: un operador te responderá aquí.',
  support_chat_label: 'Tu mensaje',
  support_chat_send: 'Enviar',
  support_chat_you: 'Tú',
  support_chat_operator: 'Soporte',
  support_chat_read: 'leído',
  support_chat_closed_status: 'El operador cerró el chat. Un mensaje nuevo lo abre de nuevo.',
  support_chat_unavailable_hours: 'El chat funciona de {{start}} a {{end}}',
  support_chat_unavailable_lang: 'El chat no está disponible en este idioma ahora',
  support_chat_admin_request: 'Escribir a la administración',
  support_chat_error: 'El mensaje no se envió. Comprueba la conexión e inténtalo de nuevo.',
  support_chat_rate_limited: 'Demasiados mensajes seguidos. Espera un minuto.',
};
