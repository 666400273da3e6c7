// French texts of the "twoFactor" namespace (issue 13: the office security page, turning two-factor sign-in on and off, the sign-in's code step), typed by the Russian source.
import type { twoFactorRu } from '../ru/two-factor';

export const twoFactorFr: Record<keyof typeof twoFactorRu, string> = {
  // office_security
  office_security_title: 'Sécurité',
  office_security_lead: 'Comment la connexion à votre compte est protégée.',
  office_security_two_factor_title: 'Double authentification',
  office_security_two_factor_on: 'Activée depuis le {{date}} : la connexion exige un code de l’application d’authentification.',
  office_security_two_factor_off: 'Désactivée : le mot de passe suffit pour se connecter.',
  office_security_two_factor_enable: 'Activer',
  office_security_two_factor_disable: 'Désactiver',
  office_security_password_title: 'Mot de passe',
  office_security_password_hint: 'Changez votre mot de passe et, si vous le souhaitez, fermez vos autres sessions.',
  office_security_password_link: 'Changer le mot de passe',
  office_security_sessions_title: 'Sessions',
  office_security_sessions_hint: 'Les appareils connectés à votre compte ; vous pouvez fermer n’importe quelle session.',
  office_security_sessions_link: 'Historique des sessions',
  office_security_state_on: 'Activée',
  office_security_state_off: 'Désactivée',

  // office_enable_two_factor_auth
  two_factor_enable_title: 'Activation de la double authentification',
  two_factor_enable_lead:
    'Une fois activée, chaque connexion demandera un code à six chiffres d’une application d’authentification (Google Authenticator, Microsoft Authenticator, 1Password, etc.).',
  two_factor_step_scan: '1. Scannez le QR code avec l’application',
  two_factor_qr_alt: 'QR code pour l’application d’authentification',
  two_factor_step_type: 'Ou saisissez la clé manuellement dans l’application',
  two_factor_secret_label: 'Clé',
  two_factor_copy: 'Copier la clé',
  two_factor_copied: 'Clé copiée',
  two_factor_step_code: '2. Saisissez le code affiché par l’application',
  two_factor_code_label: 'Code de l’application',
  two_factor_enable_submit: 'Activer',
  two_factor_already_on: 'La double authentification est déjà activée.',
  two_factor_enabled_title: 'Double authentification activée',
  two_factor_recovery_lead:
    'Conservez votre code de récupération. Il ne s’affiche qu’une seule fois : il permet de vous connecter sans l’application et de désactiver la protection.',
  two_factor_recovery_label: 'Code de récupération',
  two_factor_recovery_saved: 'J’ai conservé le code de récupération',
  two_factor_recovery_done: 'Terminé',

  // office_disable_two_factor_auth
  two_factor_disable_title: 'Désactivation de la double authentification',
  two_factor_disable_lead: 'Saisissez le code de récupération reçu lors de l’activation de la protection.',
  two_factor_hash_label: 'Code de récupération',
  two_factor_disable_submit: 'Désactiver',
  two_factor_already_off: 'La double authentification est désactivée.',
  two_factor_disabled: 'Double authentification désactivée',
  two_factor_back_to_security: 'Retour à la sécurité',

  // The sign-in's second step
  two_factor_sign_in_lead: 'Saisissez le code de l’application d’authentification.',
  two_factor_sign_in_submit: 'Confirmer',
  two_factor_use_recovery: 'Pas d’accès à l’application ? Connectez-vous avec le code de récupération',
  two_factor_use_code: 'Saisir un code de l’application',
  two_factor_recovery_sign_in_lead:
    'Se connecter avec le code de récupération désactive la double authentification ; vous pourrez ensuite la réactiver.',
  two_factor_turned_off_notice: 'La double authentification est désactivée : réactivez-la dans la section « Sécurité ».',
  two_factor_start_over: 'Se reconnecter',

  // Message keys of the two-factor calls
  two_factor_wrong_code: 'Code incorrect',
  two_factor_code_used: 'Ce code a déjà été utilisé, attendez le suivant',
  two_factor_wrong_hash: 'Code de récupération incorrect',
  two_factor_code_format: 'Le code comporte six chiffres',
  two_factor_hash_format: 'Le code de récupération comporte 32 caractères (chiffres et lettres a–f)',
  two_factor_no_phone: 'Un code par SMS nécessite un téléphone confirmé',
  two_factor_setup_first: 'Obtenez d’abord le QR code',
  two_factor_sign_in_again: 'Le délai de saisie du code a expiré, reconnectez-vous',
  two_factor_load_failed: 'Impossible de charger les paramètres de protection.',
};
