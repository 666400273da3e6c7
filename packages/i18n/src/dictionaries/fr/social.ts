// French texts of the "social" namespace (issue 13, decision 0040: sign-in and registration with social networks and sign-in services), typed by the Russian source.
import type { socialRu } from '../ru/social';

export const socialFr: Record<keyof typeof socialRu, string> = {
  // The buttons of the sign-in and registration dialogs
  social_sign_in_with: 'Ou connectez-vous avec',
  social_provider_link: 'Se connecter avec {{name}}',
  social_local_note: 'connexion de test : n’importe quels e-mail et nom conviennent',
  social_local_telegram_note: 'Telegram de test : n’importe quels nom et numéro conviennent',
  social_register_lead:
    'Votre compte sera créé lors de votre première connexion via un réseau social ou un service de connexion : sans mot de passe ni formulaire.',
  social_register_terms: 'En continuant, vous confirmez avoir {{age}} ans ou plus et vous acceptez le règlement du service.',
  social_providers_none:
    'La connexion via les réseaux sociaux est indisponible sur ce site pour le moment. Choisissez un autre mode d’inscription.',
  social_providers_failed: 'Impossible de charger les modes de connexion via les réseaux sociaux.',

  // socialSignIn: the page the provider sends the player back to
  social_title: 'Connexion via un réseau social',
  social_title_page: 'Connexion via un réseau social — {{brand}}',
  social_progress: 'Finalisation de la connexion…',
  social_signed_in: 'Vous êtes connecté. Retour au site…',
  social_not_signed_in: 'La connexion n’a pas abouti : le site ne voit pas votre session. Essayez de vous reconnecter.',
  social_link_lead:
    'Un compte avec l’adresse {{email}} existe déjà. Saisissez son mot de passe pour l’associer à {{provider}} : vous pourrez ensuite vous y connecter aussi via {{provider}}.',
  social_link_submit: 'Associer et se connecter',
  social_linked: 'Compte associé à {{provider}}.',
  social_sign_in_again_link: 'Se reconnecter',
  social_other_way: 'Se connecter autrement',

  // Why a social sign-in did not happen (the return page's `error`)
  social_error_cancelled: 'La connexion a été annulée sur la page du fournisseur. Réessayez ou connectez-vous autrement.',
  social_error_state_mismatch: 'Cette tentative de connexion a expiré ou a été lancée dans un autre navigateur. Recommencez la connexion.',
  social_error_provider_error:
    'Le fournisseur de connexion a renvoyé une erreur ou n’a pas répondu. Réessayez plus tard ou connectez-vous autrement.',
  social_error_email_taken:
    'Un compte avec cette adresse e-mail existe déjà. Recommencez la connexion : nous vous proposerons de l’associer à ce mode de connexion.',
  social_error_no_registration:
    'Aucun compte n’est associé à cette connexion et l’inscription via les réseaux sociaux est désactivée ici. Inscrivez-vous autrement.',
  social_error_blocked: 'Le compte associé à cette connexion est bloqué. Contactez l’assistance.',
  social_error_unavailable: 'Ce mode de connexion est indisponible pour le moment. Connectez-vous autrement.',
  social_error_invalid_hash:
    'Telegram n’a pas confirmé cette connexion : les données de connexion ont été modifiées ou signées par un autre bot. Reconnectez-vous via Telegram.',
  social_error_outdated: 'La confirmation de Telegram a expiré : elle date de plus d’un jour. Reconnectez-vous via Telegram.',
  social_error_replayed: 'Cette confirmation de Telegram a déjà été utilisée. Reconnectez-vous via Telegram.',
  social_error_expired: 'Le délai pour finaliser la connexion a expiré. Recommencez la connexion.',
  social_error_unknown: 'La réponse du fournisseur de connexion est incompréhensible. Recommencez la connexion.',

  // Field messages the social calls answer with
  social_sign_in_again: 'La connexion via le réseau social a pris trop de temps. Recommencez.',
  social_already_linked: 'Cette connexion est déjà associée à un autre compte.',
  social_unknown_provider: 'Ce mode de connexion n’existe pas.',
};
