import type { paymentConsultantRu } from '../ru/payment-consultant';

// English texts of the "paymentConsultant" namespace; the keys are those of the Russian source.
export const paymentConsultantEn: Record<keyof typeof paymentConsultantRu, string> = {
  // The office menu row and the deposit page's link
  office_menu_consultant: 'Payment consultant',
  office_menu_consultant_hint: 'Questions about deposits and withdrawals',
  consultant_recharge_link: 'Payment not arrived? Ask the payment consultant',

  // Topics (packages/contract/src/payment-consultant.ts) and the server's refusal of one
  payment_consultant_topic_deposit_missing: 'A deposit has not arrived',
  payment_consultant_topic_withdrawal_delayed: 'A withdrawal is late',
  payment_consultant_topic_wrong_amount: 'The amount credited is wrong',
  payment_consultant_topic_payout_details: 'Payout details',
  payment_consultant_topic_other: 'Another payment question',
  payment_consultant_topic_unavailable: 'This topic is not offered in your country.',

  // The consultant's home
  consultant_title: 'Payment consultant',
  consultant_lead: 'Choose a topic: support answers here, in your account.',
  consultant_limited_note: 'In your country the consultant answers on these topics only.',
  consultant_unavailable: 'The payment consultant is not offered in your country. For questions about payments, contact support.',
  consultant_topics_title: 'What is your question about?',
  consultant_ask_about_payment: 'Ask about a particular payment',
  consultant_my_requests: 'My requests',

  // A new request
  consultant_create_title: 'New request',
  consultant_topic: 'Topic',
  consultant_payment: 'Payment',
  consultant_payment_none: 'None: the question is not about one payment.',
  consultant_payment_choose: 'Choose a payment',
  consultant_payment_change: 'Choose another payment',
  consultant_payment_remove: 'Remove the payment',
  consultant_payment_unknown: 'This payment is not in your history.',
  consultant_message: 'Message',
  consultant_message_hint: 'Say what happened: the amount, the date, the method. Up to {{max}} characters.',
  consultant_message_too_short: 'Write at least {{min}} characters.',
  consultant_message_too_long: 'The message is longer than {{max}} characters.',
  consultant_send: 'Send',
  consultant_topic_unknown: 'There is no such topic, or it is not offered in your country.',
  consultant_back_to_topics: 'Back to the topics',
  consultant_created: 'Your request is sent. Support will answer here.',

  // Choosing a payment
  consultant_transactions_title: 'Choose a payment',
  consultant_transactions_lead: 'Which payment is your question about? Select it.',
  consultant_transactions_empty: 'You have no payments yet.',
  consultant_without_payment: 'Ask without a payment',
  consultant_payment_row: 'Payment No. {{number}}',

  // The player's requests
  consultant_requests_title: 'My requests',
  consultant_requests_empty: 'You have no requests yet.',
  consultant_requests_pages: 'Pages of requests',
  consultant_new_request: 'New request',
  consultant_request_number: 'Request No. {{number}}',
  consultant_request_payment: 'Payment No. {{number}}',
  consultant_request_general: 'No payment',
  consultant_request_created: 'Opened {{date}}',
  consultant_status_open: 'Open',
  consultant_status_needs_info: 'Waiting for you',
  consultant_status_answered: 'Answered',
  consultant_status_closed: 'Closed',
  consultant_conversation: 'Conversation',
  consultant_from_you: 'You',
  consultant_from_support: 'Support',
  consultant_needs_info: 'Support asks you for more details.',
  consultant_fill: 'Add the details',
  consultant_add_message: 'Write more',

  // Filling a request out
  consultant_fill_title: 'Add to your request',
  consultant_fill_lead: 'Answer support: the request goes back to them.',
  consultant_request_missing: 'You have no such request.',
  consultant_request_closed: 'This request is closed and takes no more messages. Start a new one.',
  consultant_sent: 'Sent. Support will answer here.',
};
