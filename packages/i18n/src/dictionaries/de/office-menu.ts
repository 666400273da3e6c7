// German texts of the "officeMenu" namespace (the customer area menu, its pages and screens not open yet); keys of ru/office-menu.ts.
import type { officeMenuRu } from '../ru/office-menu';

export const officeMenuDe: Record<keyof typeof officeMenuRu, string> = {
  // Groups
  office_menu_group_profile: 'Profil und Verifizierung',
  office_menu_group_security: 'Sicherheit',
  office_menu_group_bonuses: 'Boni und Aktionen',
  office_menu_group_settings: 'Einstellungen',
  office_menu_group_support: 'Nachrichten und Kundenservice',
  office_menu_group_responsible: 'Verantwortungsvolles Spielen',
  office_menu_group_casino: 'Casino',
  office_menu_group_referral: 'Freunde werben',

  // Profile and verification
  office_menu_account: 'Persönliche Daten',
  office_menu_account_hint: 'Name, Geburtsdatum, Adresse und Ausweisdokument',
  office_menu_account_edit: 'Daten ändern',
  office_menu_account_edit_hint: 'Persönliche Daten korrigieren oder ergänzen',
  office_menu_account_verification: 'Verifizierung',
  office_menu_account_verification_hint: 'Status der Prüfung Ihrer Dokumente',
  office_menu_account_identification: 'Identifizierung',
  office_menu_account_identification_hint: 'Dokumente hochladen und Identität bestätigen',

  // Security
  office_menu_security: 'Sicherheitsübersicht',
  office_menu_security_hint: 'Passwort, Anmeldung, Telefon und E-Mail auf einer Seite',
  office_menu_change_password: 'Passwort ändern',
  office_menu_change_password_hint: 'Neues Passwort und Abmeldung auf anderen Geräten',
  office_menu_enable_two_factor: 'Zwei-Faktor-Authentifizierung aktivieren',
  office_menu_enable_two_factor_hint: 'Code aus der Authenticator-App bei jeder Anmeldung',
  office_menu_disable_two_factor: 'Zwei-Faktor-Authentifizierung deaktivieren',
  office_menu_disable_two_factor_hint: 'Mit dem Wiederherstellungscode, den Sie bei der Aktivierung erhalten haben',
  office_menu_session_history: 'Sitzungen und Geräte',
  office_menu_session_history_hint: 'Wo Sie angemeldet sind; fremde Sitzungen beenden',
  office_menu_security_question: 'Sicherheitsfrage',
  office_menu_security_question_hint: 'Antwort zum Ändern der Telefonnummer und zum Wiederherstellen des Zugangs',
  office_menu_phone_binding: 'Telefonnummer verknüpfen',
  office_menu_phone_binding_hint: 'Nummer für die Anmeldung per SMS und die Wiederherstellung des Zugangs',
  office_menu_phone_activate: 'Telefonnummer bestätigen',
  office_menu_phone_activate_hint: 'Code per SMS oder Telegram',
  office_menu_phone_change: 'Telefonnummer ändern',
  office_menu_phone_change_hint: 'Antwort auf die Sicherheitsfrage, dann Code an die neue Nummer',
  office_menu_email_change: 'E-Mail ändern',
  office_menu_email_change_hint: 'Neue Adresse, bestätigt mit einem Code aus der E-Mail',
  office_menu_activation_email: 'E-Mail bestätigen',
  office_menu_activation_email_hint: 'E-Mail mit einem Link zur Bestätigung der Adresse',
  office_menu_auth_by_email: 'Anmeldung per E-Mail',
  office_menu_auth_by_email_hint: 'Mit der E-Mail-Adresse statt der Kontonummer anmelden',

  // Bets
  office_menu_bets_history_mail: 'Wettauszug per E-Mail',
  office_menu_bets_history_mail_hint: 'Wetten eines Zeitraums an Ihre bestätigte Adresse',
  office_menu_bets_history_clear: 'Wettverlauf leeren',
  office_menu_bets_history_clear_hint: 'Frühere Wetten aus der Liste entfernen',

  // Bonuses and promotions
  office_menu_promotion: 'Aktionen',
  office_menu_promotion_hint: 'Aktuelle Aktionen und Teilnahmebedingungen',
  office_menu_special_offers: 'Sonderangebote',
  office_menu_special_offers_hint: 'Angebote speziell für Sie',
  office_menu_bonuses: 'Meine Boni',
  office_menu_bonuses_hint: 'Aktive Boni, Umsatzbedingungen und Fristen',
  office_menu_bonuses_gifts: 'Geschenke',
  office_menu_bonuses_gifts_hint: 'Gratiswetten und Geschenke, die Sie abholen können',
  office_menu_cashback: 'Cashback',
  office_menu_cashback_hint: 'Rückerstattung eines Teils verlorener Einsätze',
  office_menu_promo_code: 'Promocodes',
  office_menu_promo_code_hint: 'Code prüfen und Verlauf der Promocodes ansehen',
  office_menu_rewards: 'Prämien',
  office_menu_rewards_hint: 'Punkte und Prämien für Ihre Wetten',

  // Settings
  office_menu_settings: 'Website-Einstellungen',
  office_menu_settings_hint: 'Quotenformat, Design, Schrift, Sprache, Zeitzone',
  office_menu_settings_account: 'Kontoeinstellungen',
  office_menu_settings_account_hint: 'Ein-Klick-Wette und Ansicht des Wettscheins',
  office_menu_disallow_sports: 'Ausgeblendete Sportarten',
  office_menu_disallow_sports_hint: 'Ausgewählte Sportarten in Pre-Match und Live nicht anzeigen',
  office_menu_mailing: 'Newsletter',
  office_menu_mailing_hint: 'Welche E-Mails und Nachrichten Sie erhalten',

  // Messages and support
  office_menu_messages: 'Nachrichten',
  office_menu_messages_hint: 'Nachrichten vom Betreiber: gelesene und neue',
  office_menu_support: 'Kundenservice',
  office_menu_support_hint: 'Chat, Servicezeiten, Idee für die Website',
  office_menu_admin_request: 'Anfrage an die Verwaltung',
  office_menu_admin_request_hint: 'Beschwerde oder Frage mit Antwort per E-Mail',

  // Responsible gaming
  office_menu_responsible: 'Limits und Selbstausschluss',
  office_menu_responsible_hint: 'Einzahlungs- und Einsatzlimits, Spielpause',

  // Casino
  office_menu_casino: 'Casino-Bereich',
  office_menu_casino_hint: 'Spiele, Boni und Verlauf im Casino',
  office_menu_casino_vip_cashback: 'Casino-VIP-Cashback',
  office_menu_casino_vip_cashback_hint: 'Rückerstattung für das Spielen im Casino je nach VIP-Stufe',

  // Bring a friend
  office_menu_bringfriend: 'Geworbene Freunde',
  office_menu_bringfriend_hint: 'Eingeladene Freunde und Ihre Prämie',
  office_menu_bring_friend_main: 'Freund einladen',
  office_menu_bring_friend_main_hint: 'Ihr Einladungslink und -code',
  office_menu_bring_friend_rules: 'Programmregeln',
  office_menu_bring_friend_rules_hint: 'Wie die Prämie berechnet wird',
  office_menu_bring_friend_banners: 'Banner',
  office_menu_bring_friend_banners_hint: 'Fertige Banner mit Ihrem Link',

  // Screens reached from a row
  office_screen_identification_welcome: 'Beginn der Identifizierung',
  office_screen_identification_welcome_hint: 'Was Sie für die Identitätsprüfung brauchen und wie lange sie dauert',
  office_screen_convert_account: 'Vollständige Registrierung',
  office_screen_convert_account_hint: 'Ein-Klick-Konto in ein vollständiges umwandeln: E-Mail, Telefon, persönliche Daten',
  office_screen_clarify_data: 'Daten ergänzen',
  office_screen_clarify_data_hint: 'Daten ergänzen, die für Auszahlungen nötig sind',
  office_screen_change_login: 'Benutzernamen ändern',
  office_screen_change_login_hint: 'Neuer Benutzername für die Anmeldung statt der Kontonummer',
  office_screen_promo_code_history: 'Promocode-Verlauf',
  office_screen_promo_code_history_hint: 'Von Ihnen eingegebene Promocodes und was sie gebracht haben',
  office_screen_email_subscription: 'E-Mail-Abonnement',
  office_screen_email_subscription_hint: 'Neuigkeiten und Angebote per E-Mail',
  office_screen_share_idea: 'Idee teilen',
  office_screen_share_idea_hint: 'Ihr Vorschlag, wie die Website besser werden kann',
  office_screen_casino_mail_history: 'Casino-E-Mails',
  office_screen_casino_mail_history_hint: 'E-Mails zu Casinospielen und Casino-Boni',

  // Menu pages and the menu's counts
  office_menu_page_all: 'Menü des Kundenbereichs',
  office_menu_page_profile: 'Profil',
  office_menu_page_settings: 'Einstellungen',
  office_menu_page_promo: 'Boni und Aktionen',
  office_menu_count: 'Für Sie bereit: {{count}}',
  office_menu_loading: 'Menü wird geladen',

  // A screen that is not open yet
  office_coming_soon_badge: 'Demnächst',
  office_coming_soon_text: 'Dieser Bereich wird vorbereitet und erscheint bald in Ihrem Kundenbereich.',
  office_coming_soon_what: 'Das erwartet Sie hier:',
  office_coming_soon_back: 'Zurück zum Menü des Kundenbereichs',
};
