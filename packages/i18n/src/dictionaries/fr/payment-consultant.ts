// French texts of the "paymentConsultant" namespace (the office's payment consultant: topics, requests, conversations), typed by the Russian source.
import type { paymentConsultantRu } from '../ru/payment-consultant';

export const paymentConsultantFr: Record<keyof typeof paymentConsultantRu, string> = {
  // The office menu row and the deposit page's link
  office_menu_consultant: 'Conseiller paiements',
  office_menu_consultant_hint: 'Questions sur les dépôts et les retraits',
  consultant_recharge_link: 'Paiement non reçu ? Demandez au conseiller paiements',

  // Topics (packages/contract/src/payment-consultant.ts) and the server's refusal of one
  payment_consultant_topic_deposit_missing: 'Dépôt non crédité',
  payment_consultant_topic_withdrawal_delayed: 'Retrait en retard',
  payment_consultant_topic_wrong_amount: 'Montant crédité incorrect',
  payment_consultant_topic_payout_details: 'Coordonnées de retrait',
  payment_consultant_topic_other: 'Autre question sur les paiements',
  payment_consultant_topic_unavailable: 'Ce sujet n’est pas proposé dans votre pays.',

  // The consultant's home
  consultant_title: 'Conseiller paiements',
  consultant_lead: 'Choisissez un sujet : un membre de l’assistance vous répondra ici même, dans votre espace personnel.',
  consultant_limited_note: 'Dans votre pays, le conseiller ne répond que sur ces sujets.',
  consultant_unavailable:
    'Le conseiller paiements n’est pas disponible dans votre pays. Pour toute question sur les paiements, contactez le service client.',
  consultant_topics_title: 'Sur quoi porte votre question ?',
  consultant_ask_about_payment: 'Poser une question sur un paiement précis',
  consultant_my_requests: 'Mes demandes',

  // A new request
  consultant_create_title: 'Nouvelle demande',
  consultant_topic: 'Sujet',
  consultant_payment: 'Paiement',
  consultant_payment_none: 'Aucun : la question ne porte pas sur un paiement précis.',
  consultant_payment_choose: 'Choisir un paiement',
  consultant_payment_change: 'Choisir un autre paiement',
  consultant_payment_remove: 'Retirer le paiement',
  consultant_payment_unknown: 'Ce paiement ne figure pas dans votre historique.',
  consultant_message: 'Votre message',
  consultant_message_hint: 'Décrivez ce qui s’est passé : montant, date, moyen de paiement. Jusqu’à {{max}} caractères.',
  consultant_message_too_short: 'Écrivez au moins {{min}} caractères.',
  consultant_message_too_long: 'Le message dépasse {{max}} caractères.',
  consultant_send: 'Envoyer',
  consultant_topic_unknown: 'Ce sujet n’existe pas ou n’est pas proposé dans votre pays.',
  consultant_back_to_topics: 'Retour aux sujets',
  consultant_created: 'Demande envoyée. La réponse de l’assistance apparaîtra ici.',

  // Choosing a payment
  consultant_transactions_title: 'Choisissez un paiement',
  consultant_transactions_lead: 'Sur quel paiement porte votre question ? Sélectionnez-le.',
  consultant_transactions_empty: 'Vous n’avez encore aucun paiement.',
  consultant_without_payment: 'Demander sans paiement',
  consultant_payment_row: 'Paiement n° {{number}}',

  // The player's requests
  consultant_requests_title: 'Mes demandes',
  consultant_requests_empty: 'Aucune demande pour l’instant.',
  consultant_requests_pages: 'Pages des demandes',
  consultant_new_request: 'Nouvelle demande',
  consultant_request_number: 'Demande n° {{number}}',
  consultant_request_payment: 'Paiement n° {{number}}',
  consultant_request_general: 'Sans paiement',
  consultant_request_created: 'Créée le {{date}}',
  consultant_status_open: 'Ouverte',
  consultant_status_needs_info: 'Attend votre réponse',
  consultant_status_answered: 'Réponse reçue',
  consultant_status_closed: 'Clôturée',
  consultant_conversation: 'Échanges',
  consultant_from_you: 'Vous',
  consultant_from_support: 'Assistance',
  consultant_needs_info: 'L’assistance vous demande de compléter votre demande.',
  consultant_fill: 'Compléter la demande',
  consultant_add_message: 'Écrire à nouveau',

  // Filling a request out
  consultant_fill_title: 'Compléter la demande',
  consultant_fill_lead: 'Répondez à l’assistance : votre demande sera de nouveau transmise à un conseiller.',
  consultant_request_missing: 'Cette demande n’existe pas dans votre compte.',
  consultant_request_closed: 'Cette demande est clôturée et ne peut plus être complétée. Créez-en une nouvelle.',
  consultant_sent: 'Envoyé. La réponse de l’assistance apparaîtra ici.',
};
