// French texts of the "officeMenu" namespace (issue 13 "Office frame": the office menu's groups and rows, menu pages, screens not open yet), typed by the Russian source.
import type { officeMenuRu } from '../ru/office-menu';

export const officeMenuFr: Record<keyof typeof officeMenuRu, string> = {
  // Groups
  office_menu_group_profile: 'Profil et vérification',
  office_menu_group_security: 'Sécurité',
  office_menu_group_bonuses: 'Bonus et promotions',
  office_menu_group_settings: 'Paramètres',
  office_menu_group_support: 'Messages et assistance',
  office_menu_group_responsible: 'Jeu responsable',
  office_menu_group_casino: 'Casino',
  office_menu_group_referral: 'Parrainage',

  // Profile and verification
  office_menu_account: 'Données personnelles',
  office_menu_account_hint: 'Nom, date de naissance, adresse et pièce d’identité',
  office_menu_account_edit: 'Modifier mes données',
  office_menu_account_edit_hint: 'Corriger ou compléter vos données personnelles',
  office_menu_account_verification: 'Vérification',
  office_menu_account_verification_hint: 'Où en est la vérification de vos documents',
  office_menu_account_identification: 'Identification',
  office_menu_account_identification_hint: 'Envoyer vos documents et confirmer votre identité',

  // Security
  office_menu_security: 'Aperçu de la sécurité',
  office_menu_security_hint: 'Mot de passe, connexion, téléphone et e-mail sur une seule page',
  office_menu_change_password: 'Changer le mot de passe',
  office_menu_change_password_hint: 'Un nouveau mot de passe et la déconnexion des autres appareils',
  office_menu_enable_two_factor: 'Activer la double authentification',
  office_menu_enable_two_factor_hint: 'Un code de l’application d’authentification à chaque connexion',
  office_menu_disable_two_factor: 'Désactiver la double authentification',
  office_menu_disable_two_factor_hint: 'Avec le code de récupération remis lors de l’activation',
  office_menu_session_history: 'Sessions et appareils',
  office_menu_session_history_hint: 'Où vous êtes connecté ; fermer une session inconnue',
  office_menu_security_question: 'Question secrète',
  office_menu_security_question_hint: 'La réponse pour changer de téléphone et récupérer l’accès',
  office_menu_phone_binding: 'Associer un téléphone',
  office_menu_phone_binding_hint: 'Un numéro pour la connexion par SMS et la récupération de l’accès',
  office_menu_phone_activate: 'Confirmer le téléphone',
  office_menu_phone_activate_hint: 'Un code par SMS ou Telegram',
  office_menu_phone_change: 'Changer de téléphone',
  office_menu_phone_change_hint: 'La réponse à la question secrète, puis un code sur le nouveau numéro',
  office_menu_email_change: 'Changer d’e-mail',
  office_menu_email_change_hint: 'Une nouvelle adresse, confirmée par un code envoyé par e-mail',
  office_menu_activation_email: 'Confirmer l’e-mail',
  office_menu_activation_email_hint: 'Un e-mail avec un lien pour confirmer votre adresse',
  office_menu_auth_by_email: 'Connexion par e-mail',
  office_menu_auth_by_email_hint: 'Se connecter avec l’adresse e-mail au lieu du numéro de compte',

  // Bets
  office_menu_bets_history_mail: 'Relevé des paris par e-mail',
  office_menu_bets_history_mail_hint: 'Les paris d’une période, envoyés à votre adresse confirmée',
  office_menu_bets_history_clear: 'Effacer l’historique des paris',
  office_menu_bets_history_clear_hint: 'Retirer les anciens paris de la liste',

  // Bonuses and promotions
  office_menu_promotion: 'Promotions',
  office_menu_promotion_hint: 'Promotions en cours et conditions de participation',
  office_menu_special_offers: 'Offres spéciales',
  office_menu_special_offers_hint: 'Des offres rien que pour vous',
  office_menu_bonuses: 'Mes bonus',
  office_menu_bonuses_hint: 'Bonus actifs, conditions de mise et échéances',
  office_menu_bonuses_gifts: 'Cadeaux',
  office_menu_bonuses_gifts_hint: 'Paris gratuits et cadeaux à récupérer',
  office_menu_cashback: 'Cashback',
  office_menu_cashback_hint: 'Une partie de vos mises perdues remboursée',
  office_menu_promo_code: 'Codes promo',
  office_menu_promo_code_hint: 'Vérifier un code et voir l’historique des codes promo',
  office_menu_rewards: 'Récompenses',
  office_menu_rewards_hint: 'Points et récompenses pour vos paris',

  // Settings
  office_menu_settings: 'Paramètres du site',
  office_menu_settings_hint: 'Format des cotes, thème, police, langue, fuseau horaire',
  office_menu_settings_account: 'Paramètres du compte',
  office_menu_settings_account_hint: 'Pari en un clic et affichage du coupon',
  office_menu_disallow_sports: 'Sports masqués',
  office_menu_disallow_sports_hint: 'Ne pas afficher les sports choisis en avant-match et en direct',
  office_menu_mailing: 'Communications',
  office_menu_mailing_hint: 'Quels e-mails et messages recevoir',

  // Messages and support
  office_menu_messages: 'Messagerie',
  office_menu_messages_hint: 'Messages de l’opérateur : lus et nouveaux',
  office_menu_support: 'Assistance',
  office_menu_support_hint: 'Chat, horaires, une idée pour le site',
  office_menu_admin_request: 'Demande à l’administration',
  office_menu_admin_request_hint: 'Réclamation ou question, réponse par e-mail',

  // Responsible gaming
  office_menu_responsible: 'Limites et auto-exclusion',
  office_menu_responsible_hint: 'Limites de dépôt et de mise, pause de jeu',

  // Casino
  office_menu_casino: 'Espace casino',
  office_menu_casino_hint: 'Jeux, bonus et historique du casino',
  office_menu_casino_vip_cashback: 'Cashback VIP du casino',
  office_menu_casino_vip_cashback_hint: 'Remboursement sur le jeu au casino selon le niveau VIP',

  // Bring a friend
  office_menu_bringfriend: 'Mes filleuls',
  office_menu_bringfriend_hint: 'Les amis invités et votre récompense',
  office_menu_bring_friend_main: 'Parrainer un ami',
  office_menu_bring_friend_main_hint: 'Votre lien et votre code de parrainage',
  office_menu_bring_friend_rules: 'Règlement du programme',
  office_menu_bring_friend_rules_hint: 'Comment la récompense est calculée',
  office_menu_bring_friend_banners: 'Bannières',
  office_menu_bring_friend_banners_hint: 'Des bannières prêtes à l’emploi avec votre lien',

  // Screens reached from a row
  office_screen_identification_welcome: 'Début de l’identification',
  office_screen_identification_welcome_hint: 'Ce qu’il faut pour vérifier votre identité et combien de temps cela prend',
  office_screen_convert_account: 'Inscription complète',
  office_screen_convert_account_hint: 'Transformer un compte « en un clic » en compte complet : e-mail, téléphone, données personnelles',
  office_screen_clarify_data: 'Compléter mes données',
  office_screen_clarify_data_hint: 'Compléter les données nécessaires aux retraits',
  office_screen_change_login: 'Changer d’identifiant',
  office_screen_change_login_hint: 'Un nouvel identifiant de connexion à la place du numéro de compte',
  office_screen_promo_code_history: 'Historique des codes promo',
  office_screen_promo_code_history_hint: 'Les codes promo saisis et ce qu’ils vous ont apporté',
  office_screen_email_subscription: 'Abonnement aux e-mails',
  office_screen_email_subscription_hint: 'Actualités et offres dans votre boîte mail',
  office_screen_share_idea: 'Partager une idée',
  office_screen_share_idea_hint: 'Votre suggestion pour améliorer le site',
  office_screen_casino_mail_history: 'E-mails du casino',
  office_screen_casino_mail_history_hint: 'E-mails sur les jeux et les bonus du casino',

  // Menu pages and the menu's counts
  office_menu_page_all: 'Menu de l’espace personnel',
  office_menu_page_profile: 'Profil',
  office_menu_page_settings: 'Paramètres',
  office_menu_page_promo: 'Bonus et promotions',
  office_menu_count: 'En attente : {{count}}',
  office_menu_loading: 'Chargement du menu',

  // A screen that is not open yet
  office_coming_soon_badge: 'Bientôt',
  office_coming_soon_text: 'Cette section est en préparation et arrivera bientôt dans votre espace personnel.',
  office_coming_soon_what: 'Ce que vous y trouverez :',
  office_coming_soon_back: 'Retour au menu de l’espace personnel',
};
