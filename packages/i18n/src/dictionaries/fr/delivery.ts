// French texts of the "delivery" namespace (codes, links and the development outbox page), typed by the Russian source.
// The SMS code texts keep to the GSM 7-bit alphabet (straight apostrophe, plain spaces, no ê/ç) so that one SMS holds them.
import type { deliveryRu } from '../ru/delivery';

export const deliveryFr: Record<keyof typeof deliveryRu, string> = {
  delivery_code_phone_registration: "{{brand}} : votre code d'inscription est {{code}}. Ne le communiquez à personne.",
  delivery_code_sms_sign_in: '{{brand}} : votre code de connexion est {{code}}. Ne le communiquez à personne.',
  delivery_code_password_reset: '{{brand}} : votre code pour réinitialiser le mot de passe est {{code}}. Ne le communiquez à personne.',
  delivery_code_email_activation: "{{brand}} : votre code de confirmation d'e-mail est {{code}}. Ne le communiquez à personne.",
  delivery_code_phone_binding: '{{brand}} : votre code pour associer votre téléphone est {{code}}. Ne le communiquez à personne.',
  delivery_code_phone_change: '{{brand}} : votre code pour changer de téléphone est {{code}}. Ne le communiquez à personne.',
  delivery_code_email_change: "{{brand}} : votre code pour changer d'e-mail est {{code}}. Ne le communiquez à personne.",
  delivery_code_two_factor: '{{brand}} : votre code de double authentification est {{code}}. Ne le communiquez à personne.',
  delivery_credentials_subject: '{{brand}} : les identifiants de votre compte',
  delivery_credentials_text:
    'Votre compte sur {{brand}} :\n\nNuméro de compte (identifiant) : {{login}}\nMot de passe : {{password}}\n\nConservez ce message et ne le montrez à personne. Vous pouvez changer le mot de passe dans votre espace personnel.',
  delivery_code_subject: '{{brand}} : code de confirmation {{code}}',
  delivery_code_valid_for: 'Le code est valable {{minutes}} min.',
  delivery_link_email_activation_subject: '{{brand}} : confirmez votre e-mail',
  delivery_link_email_activation_text:
    'Bonjour ! Pour confirmer votre e-mail sur {{brand}}, ouvrez ce lien :\n{{link}}\n\nLe lien est valable {{hours}} h. Si vous ne vous êtes pas inscrit, supprimez simplement ce message.',
  delivery_link_password_reset_subject: '{{brand}} : réinitialisation du mot de passe',
  delivery_link_password_reset_text:
    'Bonjour ! Pour définir un nouveau mot de passe sur {{brand}}, ouvrez ce lien :\n{{link}}\n\nLe lien est valable {{hours}} h. Si vous n’avez pas demandé à réinitialiser votre mot de passe, supprimez simplement ce message : votre mot de passe reste inchangé.',
  delivery_link_invalid: 'Ce lien n’est plus valable : il a déjà été utilisé ou a expiré. Demandez-en un nouveau.',
  delivery_retry_after: 'Trop de tentatives. Réessayez dans {{seconds}} s.',
  delivery_resend_after: 'Vous pourrez renvoyer le code dans {{seconds}} s.',
  delivery_outbox_title: 'Messages sortants',
  delivery_outbox_notice:
    'Page de développement : elle affiche tous les codes et liens que le site enverrait par SMS, par e-mail et par messagerie. Elle n’existe pas sur le site en production.',
  delivery_outbox_filter_label: 'Destinataire (téléphone, e-mail ou chat)',
  delivery_outbox_filter_submit: 'Afficher',
  delivery_outbox_filter_reset: 'Tous les messages',
  delivery_outbox_empty: 'Aucun message. Demandez un code sur le site et il apparaîtra ici.',
  delivery_outbox_to: 'Destinataire',
  delivery_outbox_subject: 'Objet',
  delivery_outbox_purpose: 'Usage',
  delivery_outbox_sent_at: 'Envoyé',
  delivery_outbox_channel_sms: 'SMS',
  delivery_outbox_channel_email: 'E-mail',
  delivery_outbox_channel_messenger: 'Messagerie instantanée',
  delivery_outbox_copy_code: 'Copier le code',
};
