// Texts of the "supportChat" namespace (the support chat: button, panel, unavailability; decision 0045); keys of ru/support-chat.ts.
import type { supportChatRu } from '../ru/support-chat';

export const supportChatPt: Record<keyof typeof supportChatRu, string> = {
  support_chat_open: 'Chat com o suporte',
  support_chat_open_unread: 'Chat com o suporte, novas respostas: {{count}}',
  support_chat_title: 'Chat com o suporte',
  support_chat_close: 'Fechar o chat',
  support_chat_empty: 'Escreva para nós — um operador responderá aqui.',
  support_chat_label: 'Sua mensagem',
  support_chat_send: 'Enviar',
  support_chat_you: 'Você',
  support_chat_operator: 'Suporte',
  support_chat_read: 'lida',
  support_chat_closed_status: 'O operador encerrou o chat. Uma nova mensagem o abre de novo.',
  support_chat_unavailable_hours: 'O chat funciona das {{start}} às {{end}}',
  support_chat_unavailable_lang: 'O chat não está disponível neste idioma agora',
  support_chat_admin_request: 'Escrever para a administração',
  support_chat_error: 'A mensagem não foi enviada. Verifique a conexão e tente novamente.',
  support_chat_rate_limited: 'Mensagens demais seguidas. Aguarde um minuto.',
};
