// German texts of the "paymentConsultant" namespace (questions about deposits and withdrawals to support); keys of ru/payment-consultant.ts.
import type { paymentConsultantRu } from '../ru/payment-consultant';

export const paymentConsultantDe: Record<keyof typeof paymentConsultantRu, string> = {
  // The office menu row and the deposit page's link
  office_menu_consultant: 'Zahlungsberater',
  office_menu_consultant_hint: 'Fragen zu Ein- und Auszahlungen',
  consultant_recharge_link: 'Zahlung nicht angekommen? Fragen Sie den Zahlungsberater',

  // Topics (packages/contract/src/payment-consultant.ts) and the server's refusal of one
  payment_consultant_topic_deposit_missing: 'Einzahlung nicht gutgeschrieben',
  payment_consultant_topic_withdrawal_delayed: 'Auszahlung verzögert sich',
  payment_consultant_topic_wrong_amount: 'Falscher Betrag gutgeschrieben',
  payment_consultant_topic_payout_details: 'Auszahlungsdaten',
  payment_consultant_topic_other: 'Andere Frage zu Zahlungen',
  payment_consultant_topic_unavailable: 'Dieses Thema ist in Ihrem Land nicht verfügbar.',

  // The consultant's home
  consultant_title: 'Zahlungsberater',
  consultant_lead: 'Wählen Sie ein Thema – ein Mitarbeiter des Kundenservice antwortet direkt hier im Kundenbereich.',
  consultant_limited_note: 'In Ihrem Land beantwortet der Berater nur diese Themen.',
  consultant_unavailable:
    'Der Zahlungsberater ist in Ihrem Land nicht verfügbar. Bei Fragen zu Zahlungen wenden Sie sich an den Kundenservice.',
  consultant_topics_title: 'Worum geht es in Ihrer Frage?',
  consultant_ask_about_payment: 'Zu einer bestimmten Zahlung fragen',
  consultant_my_requests: 'Meine Anfragen',

  // A new request
  consultant_create_title: 'Neue Anfrage',
  consultant_topic: 'Thema',
  consultant_payment: 'Zahlung',
  consultant_payment_none: 'Keine ausgewählt: Die Frage betrifft keine bestimmte Zahlung.',
  consultant_payment_choose: 'Zahlung auswählen',
  consultant_payment_change: 'Andere Zahlung auswählen',
  consultant_payment_remove: 'Zahlung entfernen',
  consultant_payment_unknown: 'Diese Zahlung ist nicht in Ihrem Verlauf.',
  consultant_message: 'Nachricht',
  consultant_message_hint: 'Beschreiben Sie, was passiert ist: Betrag, Datum, Zahlungsart. Bis zu {{max}} Zeichen.',
  consultant_message_too_short: 'Schreiben Sie mindestens {{min}} Zeichen.',
  consultant_message_too_long: 'Die Nachricht ist länger als {{max}} Zeichen.',
  consultant_send: 'Senden',
  consultant_topic_unknown: 'Dieses Thema gibt es nicht oder es ist in Ihrem Land nicht verfügbar.',
  consultant_back_to_topics: 'Zu den Themen',
  consultant_created: 'Anfrage gesendet. Die Antwort des Kundenservice erscheint hier.',

  // Choosing a payment
  consultant_transactions_title: 'Zahlung auswählen',
  consultant_transactions_lead: 'Um welche Zahlung geht es? Klicken Sie darauf.',
  consultant_transactions_empty: 'Sie haben noch keine Zahlungen.',
  consultant_without_payment: 'Ohne Zahlung fragen',
  consultant_payment_row: 'Zahlung Nr. {{number}}',

  // The player's requests
  consultant_requests_title: 'Meine Anfragen',
  consultant_requests_empty: 'Noch keine Anfragen.',
  consultant_requests_pages: 'Seiten der Anfragen',
  consultant_new_request: 'Neue Anfrage',
  consultant_request_number: 'Anfrage Nr. {{number}}',
  consultant_request_payment: 'Zahlung Nr. {{number}}',
  consultant_request_general: 'Ohne Zahlung',
  consultant_request_created: 'Erstellt am {{date}}',
  consultant_status_open: 'Offen',
  consultant_status_needs_info: 'Wartet auf Ihre Antwort',
  consultant_status_answered: 'Beantwortet',
  consultant_status_closed: 'Geschlossen',
  consultant_conversation: 'Nachrichtenverlauf',
  consultant_from_you: 'Sie',
  consultant_from_support: 'Kundenservice',
  consultant_needs_info: 'Der Kundenservice bittet Sie, die Anfrage zu ergänzen.',
  consultant_fill: 'Anfrage ergänzen',
  consultant_add_message: 'Nachricht hinzufügen',

  // Filling a request out
  consultant_fill_title: 'Anfrage ergänzen',
  consultant_fill_lead: 'Antworten Sie dem Kundenservice: Die Anfrage geht dann wieder an einen Mitarbeiter.',
  consultant_request_missing: 'Eine solche Anfrage haben Sie nicht.',
  consultant_request_closed: 'Die Anfrage ist geschlossen und kann nicht ergänzt werden. Erstellen Sie eine neue.',
  consultant_sent: 'Gesendet. Die Antwort des Kundenservice erscheint hier.',
};
