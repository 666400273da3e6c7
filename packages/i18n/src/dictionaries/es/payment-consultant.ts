// Spanish (Spain) texts of the "paymentConsultant" namespace: the topics the server names by key, the
// payment consultant's pages and the message keys its calls answer with.
import type { paymentConsultantRu } from '../ru/payment-consultant';

export const paymentConsultantEs: Record<keyof typeof paymentConsultantRu, string> = {
  // The office menu row and the deposit page's link
  office_menu_consultant: 'Asesor de pagos',
  office_menu_consultant_hint: 'Consultas sobre depósitos y retiradas',
  consultant_recharge_link: '¿No ha llegado tu pago? Pregunta al asesor de pagos',

  // Topics (packages/contract/src/payment-consultant.ts) and the server's refusal of one
  payment_consultant_topic_deposit_missing: 'Depósito no abonado',
  payment_consultant_topic_withdrawal_delayed: 'Retirada con retraso',
  payment_consultant_topic_wrong_amount: 'Importe abonado incorrecto',
  payment_consultant_topic_payout_details: 'Datos para la retirada',
  payment_consultant_topic_other: 'Otra consulta sobre pagos',
  payment_consultant_topic_unavailable: 'Este tema no está disponible en tu país.',

  // The consultant's home
  consultant_title: 'Asesor de pagos',
  consultant_lead: 'Elige un tema: atención al cliente te responderá aquí mismo, en tu área personal.',
  consultant_limited_note: 'En tu país, el asesor solo responde sobre estos temas.',
  consultant_unavailable: 'El asesor de pagos no está disponible en tu país. Para consultas sobre pagos, contacta con atención al cliente.',
  consultant_topics_title: '¿Sobre qué es tu consulta?',
  consultant_ask_about_payment: 'Preguntar por un pago concreto',
  consultant_my_requests: 'Mis consultas',

  // A new request
  consultant_create_title: 'Nueva consulta',
  consultant_topic: 'Tema',
  consultant_payment: 'Pago',
  consultant_payment_none: 'Ninguno: la consulta no es sobre un pago concreto.',
  consultant_payment_choose: 'Elegir un pago',
  consultant_payment_change: 'Elegir otro pago',
  consultant_payment_remove: 'Quitar el pago',
  consultant_payment_unknown: 'Este pago no está en tu historial.',
  consultant_message: 'Mensaje',
  consultant_message_hint: 'Describe lo ocurrido: importe, fecha y método de pago. Hasta {{max}} caracteres.',
  consultant_message_too_short: 'Escribe al menos {{min}} caracteres.',
  consultant_message_too_long: 'El mensaje supera los {{max}} caracteres.',
  consultant_send: 'Enviar',
  consultant_topic_unknown: 'Ese tema no existe o no está disponible en tu país.',
  consultant_back_to_topics: 'Volver a los temas',
  consultant_created: 'Consulta enviada. La respuesta de atención al cliente aparecerá aquí.',

  // Choosing a payment
  consultant_transactions_title: 'Elige un pago',
  consultant_transactions_lead: '¿Sobre qué pago es tu consulta? Pulsa en él.',
  consultant_transactions_empty: 'Todavía no tienes pagos.',
  consultant_without_payment: 'Preguntar sin indicar un pago',
  consultant_payment_row: 'Pago n.º {{number}}',

  // The player's requests
  consultant_requests_title: 'Mis consultas',
  consultant_requests_empty: 'Todavía no tienes consultas.',
  consultant_requests_pages: 'Páginas de consultas',
  consultant_new_request: 'Nueva consulta',
  consultant_request_number: 'Consulta n.º {{number}}',
  consultant_request_payment: 'Pago n.º {{number}}',
  consultant_request_general: 'Sin pago',
  consultant_request_created: 'Creada: {{date}}',
  consultant_status_open: 'Abierta',
  consultant_status_needs_info: 'Esperando tu respuesta',
  consultant_status_answered: 'Respondida',
  consultant_status_closed: 'Cerrada',
  consultant_conversation: 'Conversación',
  consultant_from_you: 'Tú',
  consultant_from_support: 'Atención al cliente',
  consultant_needs_info: 'Atención al cliente te pide que completes la consulta.',
  consultant_fill: 'Completar la consulta',
  consultant_add_message: 'Escribir más',

  // Filling a request out
  consultant_fill_title: 'Completar la consulta',
  consultant_fill_lead: 'Responde a atención al cliente: la consulta volverá a un agente.',
  consultant_request_missing: 'No tienes ninguna consulta así.',
  consultant_request_closed: 'La consulta está cerrada y ya no se puede completar. Crea una nueva.',
  consultant_sent: 'Enviado. La respuesta de atención al cliente aparecerá aquí.',
};
