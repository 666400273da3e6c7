// French texts of the "emailActivation" namespace (issue 13: confirming and changing the e-mail, the login and sign-in by e-mail), typed by the Russian source.
import type { emailActivationRu } from '../ru/email-activation';

export const emailActivationFr: Record<keyof typeof emailActivationRu, string> = {
  // office_activation_email
  office_activation_email_title: 'Confirmation de l’e-mail',
  office_activation_email_lead: 'Confirmez l’adresse {{email}} : nous vous enverrons un e-mail avec un lien, ou un code à saisir ici.',
  email_activation_send_link: 'Envoyer un lien',
  email_activation_send_code: 'Envoyer un code',
  email_activation_link_sent: 'Un e-mail avec un lien a été envoyé à {{email}}. Ouvrez-le et suivez le lien : il est valable 24 heures.',
  email_activation_code_sent: 'Un e-mail avec un code a été envoyé à {{email}}. Le code est valable 10 minutes.',
  email_activation_code_label: 'Code reçu par e-mail',
  email_activation_submit: 'Confirmer',
  email_activation_done: 'L’adresse {{email}} est confirmée.',
  email_activation_already: 'L’adresse {{email}} est déjà confirmée.',
  email_activation_no_email: 'Aucun e-mail n’est associé à votre compte.',
  // office_email_change
  office_email_change_title: 'Changement d’e-mail',
  office_email_change_lead:
    'Indiquez la nouvelle adresse et le mot de passe de votre compte : nous enverrons un code à la nouvelle adresse. Saisissez-le, et l’adresse sera la vôtre et confirmée.',
  email_change_new_label: 'Nouvel e-mail',
  email_change_code_sent: 'Code envoyé à {{email}}. Il est valable 10 minutes.',
  email_change_link: 'Changer d’e-mail',
  email_change_same: 'Cette adresse est déjà celle de votre compte. Saisissez-en une nouvelle.',
  email_change_taken: 'Cette adresse est associée à un autre compte. Contactez l’assistance si elle vous appartient.',
  // the office_security page
  office_security_email_title: 'Adresse e-mail',
  office_security_email_none: 'Aucun e-mail renseigné.',
  office_security_email_unconfirmed: 'L’adresse {{email}} n’est pas confirmée.',
  office_security_email_confirmed: 'L’adresse {{email}} est confirmée.',
  office_security_email_link: 'Confirmer l’e-mail',
  // office_change_login and security_auth_by_email (the ways to sign in with the password)
  office_change_login_title: 'Identifiant',
  office_change_login_lead:
    'Le numéro de compte {{number}} permet toujours de se connecter. Choisissez un identifiant plus facile à retenir : il fonctionnera en plus du numéro.',
  account_login_label: 'Identifiant',
  account_login_hint:
    'De 4 à 30 caractères : lettres latines, chiffres, point, trait d’union et tiret bas ; le premier doit être une lettre.',
  account_login_now: 'Actuellement : {{login}}',
  account_login_none: 'Aucun identifiant choisi : connectez-vous avec votre numéro de compte.',
  account_login_save: 'Enregistrer l’identifiant',
  account_login_remove: 'Renoncer à l’identifiant',
  account_login_saved: 'Identifiant {{login}} enregistré. Connectez-vous avec lui ou avec votre numéro de compte.',
  account_login_removed: 'Identifiant supprimé. Connectez-vous avec votre numéro de compte.',
  account_login_too_short: 'L’identifiant doit comporter au moins 4 caractères.',
  account_login_too_long: 'L’identifiant doit comporter au plus 30 caractères.',
  account_login_letter_first: 'L’identifiant doit commencer par une lettre latine.',
  account_login_symbols:
    'L’identifiant ne peut contenir que des lettres latines, des chiffres, le point, le trait d’union et le tiret bas.',
  account_login_taken: 'Cet identifiant est déjà pris. Choisissez-en un autre.',
  account_login_unavailable: 'Ce site ne permet pas de se connecter avec un identifiant.',
  account_login_failed: 'Impossible d’enregistrer. Réessayez.',
  security_auth_by_email_title: 'Connexion par e-mail',
  security_auth_by_email_lead:
    'Choisissez si l’on peut se connecter à votre compte avec l’adresse e-mail et le mot de passe. Les liens de réinitialisation du mot de passe arrivent sur votre e-mail dans tous les cas.',
  security_auth_by_email_toggle: 'Autoriser la connexion avec l’e-mail {{email}}',
  security_auth_by_email_on: 'La connexion par e-mail est activée.',
  security_auth_by_email_off:
    'La connexion par e-mail est désactivée : connectez-vous avec votre numéro de compte, votre identifiant ou votre téléphone.',
  security_auth_by_email_no_email: 'Votre compte n’a pas d’e-mail. Ajoutez-en un pour vous connecter avec.',
  security_auth_by_email_unconfirmed: 'L’adresse {{email}} n’est pas encore confirmée.',
  security_auth_by_email_add: 'Ajouter un e-mail',
  security_auth_by_email_confirm: 'Confirmer l’e-mail',
  office_security_login_title: 'Identifiant et connexion par e-mail',
  office_security_login_change: 'Choisir un identifiant',
  office_security_auth_by_email_link: 'Configurer la connexion par e-mail',
};
