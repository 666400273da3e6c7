// Portuguese (Portugal) texts of the "paymentConsultant" namespace: payment topics, the consultant's pages and its messages.
import type { paymentConsultantRu } from '../ru/payment-consultant';

export const paymentConsultantPt: Record<keyof typeof paymentConsultantRu, string> = {
  // The office menu row and the deposit page's link
  office_menu_consultant: 'Assistente de pagamentos',
  office_menu_consultant_hint: 'Questões sobre depósitos e levantamentos',
  consultant_recharge_link: 'O pagamento não chegou? Pergunte ao assistente de pagamentos',

  // Topics (packages/contract/src/payment-consultant.ts) and the server's refusal of one
  payment_consultant_topic_deposit_missing: 'Depósito não creditado',
  payment_consultant_topic_withdrawal_delayed: 'Levantamento atrasado',
  payment_consultant_topic_wrong_amount: 'Foi creditado um valor errado',
  payment_consultant_topic_payout_details: 'Dados para levantamento',
  payment_consultant_topic_other: 'Outra questão sobre pagamentos',
  payment_consultant_topic_unavailable: 'Este tema não está disponível no seu país.',

  // The consultant's home
  consultant_title: 'Assistente de pagamentos',
  consultant_lead: 'Escolha um tema — o apoio ao cliente responde aqui mesmo, na sua área pessoal.',
  consultant_limited_note: 'No seu país, o assistente só responde a estes temas.',
  consultant_unavailable:
    'O assistente de pagamentos não está disponível no seu país. Para questões sobre pagamentos, contacte o apoio ao cliente.',
  consultant_topics_title: 'Sobre o que é a sua questão?',
  consultant_ask_about_payment: 'Perguntar sobre um pagamento específico',
  consultant_my_requests: 'Os meus pedidos',

  // A new request
  consultant_create_title: 'Novo pedido',
  consultant_topic: 'Tema',
  consultant_payment: 'Pagamento',
  consultant_payment_none: 'Nenhum: a questão não é sobre um pagamento específico.',
  consultant_payment_choose: 'Escolher pagamento',
  consultant_payment_change: 'Escolher outro pagamento',
  consultant_payment_remove: 'Remover o pagamento',
  consultant_payment_unknown: 'Este pagamento não consta do seu histórico.',
  consultant_message: 'Mensagem',
  consultant_message_hint: 'Descreva o que aconteceu: valor, data, método de pagamento. Até {{max}} caracteres.',
  consultant_message_too_short: 'Escreva pelo menos {{min}} caracteres.',
  consultant_message_too_long: 'A mensagem tem mais de {{max}} caracteres.',
  consultant_send: 'Enviar',
  consultant_topic_unknown: 'Este tema não existe ou não está disponível no seu país.',
  consultant_back_to_topics: 'Voltar aos temas',
  consultant_created: 'Pedido enviado. A resposta do apoio ao cliente aparecerá aqui.',

  // Choosing a payment
  consultant_transactions_title: 'Escolha o pagamento',
  consultant_transactions_lead: 'Sobre que pagamento é a sua questão? Toque nele.',
  consultant_transactions_empty: 'Ainda não tem pagamentos.',
  consultant_without_payment: 'Perguntar sem indicar pagamento',
  consultant_payment_row: 'Pagamento n.º {{number}}',

  // The player's requests
  consultant_requests_title: 'Os meus pedidos',
  consultant_requests_empty: 'Ainda não tem pedidos.',
  consultant_requests_pages: 'Páginas de pedidos',
  consultant_new_request: 'Novo pedido',
  consultant_request_number: 'Pedido n.º {{number}}',
  consultant_request_payment: 'Pagamento n.º {{number}}',
  consultant_request_general: 'Sem pagamento',
  consultant_request_created: 'Criado a {{date}}',
  consultant_status_open: 'Aberto',
  consultant_status_needs_info: 'A aguardar a sua resposta',
  consultant_status_answered: 'Respondido',
  consultant_status_closed: 'Fechado',
  consultant_conversation: 'Conversa',
  consultant_from_you: 'Você',
  consultant_from_support: 'Apoio',
  consultant_needs_info: 'O apoio ao cliente pede mais informações.',
  consultant_fill: 'Completar o pedido',
  consultant_add_message: 'Escrever mais',

  // Filling a request out
  consultant_fill_title: 'Completar o pedido',
  consultant_fill_lead: 'Responda ao apoio ao cliente: o pedido volta a ser analisado por um colaborador.',
  consultant_request_missing: 'Não tem nenhum pedido com este número.',
  consultant_request_closed: 'O pedido está fechado e já não pode ser completado. Crie um novo.',
  consultant_sent: 'Enviado. A resposta do apoio ao cliente aparecerá aqui.',
};
