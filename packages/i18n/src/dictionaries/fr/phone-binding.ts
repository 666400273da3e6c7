// French texts of the "phoneBinding" namespace (issue 13: adding, confirming and changing the phone in the office), typed by the Russian source.
import type { phoneBindingRu } from '../ru/phone-binding';

export const phoneBindingFr: Record<keyof typeof phoneBindingRu, string> = {
  // office_phone_binding
  office_phone_binding_title: 'Association du téléphone',
  office_phone_binding_lead: 'Le numéro sert à la connexion par SMS et à la récupération de l’accès. Nous y enverrons un code.',
  // office_phone_activate
  office_phone_activate_title: 'Confirmation du téléphone',
  office_phone_activate_lead: 'Nous enverrons un code au +{{phone}}. Saisissez-le pour confirmer que ce numéro est bien le vôtre.',
  // office_phone_change
  office_phone_change_title: 'Changement de téléphone',
  office_phone_change_lead:
    'Répondez à votre question secrète : nous enverrons un code sur votre numéro actuel. Indiquez ensuite le nouveau numéro et saisissez le code reçu dessus.',
  phone_change_old_step: 'Étape 1 sur 2 : le code sera envoyé à votre numéro actuel +{{phone}}.',
  phone_change_send_old_code: 'Répondre et recevoir un code',
  phone_change_next: 'Suivant',
  phone_change_new_step: 'Étape 2 sur 2 : le nouveau numéro et le code reçu dessus. Vous disposez de 15 minutes.',
  phone_change_link: 'Changer de téléphone',
  phone_change_set_question_link: 'Définir une question secrète',
  phone_binding_submit: 'Confirmer',
  phone_binding_done: 'Le téléphone +{{phone}} est associé et confirmé.',
  phone_binding_already_done: 'Le téléphone +{{phone}} est déjà confirmé. Vous pouvez le changer dans la section « Sécurité ».',
  phone_binding_has_unconfirmed: 'Le numéro non confirmé +{{phone}} est associé à votre compte.',
  phone_binding_activate_link: 'Confirmer ce numéro',
  phone_binding_no_phone_text: 'Aucun téléphone n’est associé à votre compte.',
  phone_binding_bind_link: 'Associer un téléphone',
  phone_binding_back_to_security: 'Retour à « Sécurité »',
  phone_binding_load_failed: 'Impossible de charger les données du téléphone. Rechargez la page.',
  // field messages of the phone calls
  phone_binding_already_confirmed: 'Votre téléphone est déjà confirmé. Pour utiliser un autre numéro, changez de téléphone.',
  phone_binding_no_phone: 'Aucun téléphone n’est associé à votre compte. Associez d’abord un numéro.',
  phone_binding_taken: 'Ce numéro est associé à un autre compte. Contactez l’assistance s’il s’agit de votre numéro.',
  phone_change_no_confirmed_phone: 'Votre compte n’a pas de téléphone confirmé. Associez ou confirmez un numéro.',
  phone_change_no_question: 'Définissez d’abord une question secrète : sans sa réponse, le téléphone ne peut pas être changé.',
  phone_change_expired: 'Le délai pour changer de téléphone a expiré. Recommencez.',
  phone_change_same: 'Ce numéro est déjà associé à votre compte. Saisissez-en un nouveau.',
  // the office_security page
  office_security_phone_title: 'Téléphone',
  office_security_phone_none: 'Aucun téléphone associé. Associez un numéro pour vous connecter par SMS et récupérer l’accès.',
  office_security_phone_unconfirmed: 'Le numéro +{{phone}} n’est pas confirmé.',
  office_security_phone_confirmed: 'Le numéro +{{phone}} est confirmé.',
  office_security_phone_state_confirmed: 'Confirmé',
  office_security_phone_state_unconfirmed: 'Non confirmé',
  office_security_phone_state_none: 'Non associé',
};
