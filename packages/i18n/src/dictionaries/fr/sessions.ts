// French texts of the "sessions" namespace (issue 13: the player's sessions, password change, previous sign-in and automatic sign-out), typed by the Russian source.
import type { sessionsRu } from '../ru/sessions';

export const sessionsFr: Record<keyof typeof sessionsRu, string> = {
  // office_session_history
  sessions_title: 'Sessions actives',
  sessions_lead:
    'Où votre compte est ouvert en ce moment. Fermez toute session que vous ne reconnaissez pas et changez votre mot de passe.',
  sessions_this_device: 'Cet appareil',
  sessions_device_desktop: 'Ordinateur',
  sessions_device_mobile: 'Téléphone',
  sessions_device_tablet: 'Tablette',
  sessions_device_tv: 'Téléviseur',
  sessions_device_unknown: 'Appareil non identifié',
  sessions_browser_os: '{{browser}}, {{os}}',
  sessions_browser_unknown: 'Navigateur non identifié',
  sessions_ip: 'Adresse IP',
  sessions_place: 'Lieu',
  sessions_place_unknown: 'non déterminé, l’adresse IP est affichée',
  sessions_started: 'Connexion',
  sessions_last_seen: 'Dernière activité',
  sessions_close: 'Déconnecter',
  sessions_close_label: 'Fermer la session : {{device}}, {{browser}}, IP {{ip}}',
  sessions_close_others: 'Se déconnecter de tous les autres appareils',
  sessions_close_others_confirm: 'Fermer toutes les sessions sauf celle-ci ? Il faudra se reconnecter sur les autres appareils.',
  sessions_close_others_title: 'Se déconnecter des autres appareils',
  sessions_cancel: 'Annuler',
  sessions_closed_one: 'Session fermée : cet appareil a été déconnecté.',
  sessions_closed_others: 'Sessions fermées : {{count}}.',
  sessions_no_others: 'Aucun autre appareil n’est connecté.',
  sessions_previous_sign_in: 'Connexion précédente : {{time}}',
  sessions_first_sign_in: 'C’est votre première connexion à ce compte.',
  sessions_autologoff: 'Sans activité, vous êtes déconnecté au bout de {{minutes}} min.',
  sessions_change_password_link: 'Changer le mot de passe',
  session_id_invalid: 'Numéro de session incorrect',
  session_not_found: 'Cette session est déjà fermée.',
  sessions_error_generic: 'La requête n’a pas abouti. Réessayez.',

  // Sign-outs the server or the idle timer reports
  sessions_signed_out_closed: 'Vous avez été déconnecté : cette session a été fermée depuis un autre appareil.',
  sessions_signed_out_password: 'Vous avez été déconnecté : le mot de passe a été changé sur un autre appareil.',
  sessions_signed_out_reset: 'Vous avez été déconnecté : le mot de passe a été réinitialisé. Connectez-vous avec le nouveau mot de passe.',
  sessions_signed_out_blocked: 'Vous avez été déconnecté : le compte est bloqué. Contactez le service client.',
  sessions_signed_out_idle: 'Vous avez été déconnecté après {{minutes}} min d’inactivité.',

  // office_change_password
  change_password_title: 'Changement de mot de passe',
  change_password_lead: 'Saisissez votre mot de passe actuel et choisissez-en un nouveau.',
  change_password_current: 'Mot de passe actuel',
  change_password_new: 'Nouveau mot de passe',
  change_password_confirm: 'Répétez le nouveau mot de passe',
  change_password_end_others: 'Se déconnecter de tous les autres appareils',
  change_password_end_others_hint: 'Autres sessions ouvertes : {{count}}.',
  change_password_submit: 'Changer le mot de passe',
  change_password_done: 'Mot de passe modifié.',
  change_password_done_closed: 'Mot de passe modifié. Autres sessions fermées : {{count}}.',
  password_change_wrong_current: 'Le mot de passe actuel est incorrect.',
  password_change_same: 'Le nouveau mot de passe est identique à l’actuel. Choisissez-en un autre.',
};
