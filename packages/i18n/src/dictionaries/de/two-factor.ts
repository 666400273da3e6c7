// German texts of the "twoFactor" namespace (the security page, turning two-factor authentication on and off, the code step); keys of ru/two-factor.ts.
import type { twoFactorRu } from '../ru/two-factor';

export const twoFactorDe: Record<keyof typeof twoFactorRu, string> = {
  // office_security
  office_security_title: 'Sicherheit',
  office_security_lead: 'So ist die Anmeldung bei Ihrem Konto geschützt.',
  office_security_two_factor_title: 'Zwei-Faktor-Authentifizierung',
  office_security_two_factor_on: 'Aktiv seit {{date}}: Für die Anmeldung ist ein Code aus der Authenticator-App erforderlich.',
  office_security_two_factor_off: 'Deaktiviert: Für die Anmeldung genügt das Passwort.',
  office_security_two_factor_enable: 'Aktivieren',
  office_security_two_factor_disable: 'Deaktivieren',
  office_security_password_title: 'Passwort',
  office_security_password_hint: 'Ändern Sie Ihr Passwort und beenden Sie bei Bedarf andere Sitzungen.',
  office_security_password_link: 'Passwort ändern',
  office_security_sessions_title: 'Sitzungen',
  office_security_sessions_hint: 'Geräte, mit denen Sie sich angemeldet haben; jede Sitzung lässt sich beenden.',
  office_security_sessions_link: 'Sitzungsverlauf',
  office_security_state_on: 'Aktiv',
  office_security_state_off: 'Deaktiviert',

  // office_enable_two_factor_auth
  two_factor_enable_title: 'Zwei-Faktor-Authentifizierung aktivieren',
  two_factor_enable_lead:
    'Nach der Aktivierung benötigen Sie bei jeder Anmeldung einen sechsstelligen Code aus einer Authenticator-App (Google Authenticator, Microsoft Authenticator u. a.).',
  two_factor_step_scan: '1. Scannen Sie den QR-Code mit der App',
  two_factor_qr_alt: 'QR-Code für die Authenticator-App',
  two_factor_step_type: 'Oder geben Sie den Schlüssel manuell in der App ein',
  two_factor_secret_label: 'Schlüssel',
  two_factor_copy: 'Schlüssel kopieren',
  two_factor_copied: 'Schlüssel kopiert',
  two_factor_step_code: '2. Geben Sie den Code ein, den die App anzeigt',
  two_factor_code_label: 'Code aus der App',
  two_factor_enable_submit: 'Aktivieren',
  two_factor_already_on: 'Die Zwei-Faktor-Authentifizierung ist bereits aktiviert.',
  two_factor_enabled_title: 'Zwei-Faktor-Authentifizierung aktiviert',
  two_factor_recovery_lead:
    'Speichern Sie den Wiederherstellungscode. Er wird nur jetzt angezeigt: Damit können Sie sich ohne App anmelden und den Schutz deaktivieren.',
  two_factor_recovery_label: 'Wiederherstellungscode',
  two_factor_recovery_saved: 'Ich habe den Wiederherstellungscode gespeichert',
  two_factor_recovery_done: 'Fertig',

  // office_disable_two_factor_auth
  two_factor_disable_title: 'Zwei-Faktor-Authentifizierung deaktivieren',
  two_factor_disable_lead: 'Geben Sie den Wiederherstellungscode ein, den Sie bei der Aktivierung erhalten haben.',
  two_factor_hash_label: 'Wiederherstellungscode',
  two_factor_disable_submit: 'Deaktivieren',
  two_factor_already_off: 'Die Zwei-Faktor-Authentifizierung ist deaktiviert.',
  two_factor_disabled: 'Zwei-Faktor-Authentifizierung deaktiviert',
  two_factor_back_to_security: 'Zur Sicherheit',

  // The sign-in's second step
  two_factor_sign_in_lead: 'Geben Sie den Code aus der Authenticator-App ein.',
  two_factor_sign_in_submit: 'Bestätigen',
  two_factor_use_recovery: 'Kein Zugriff auf die App? Mit dem Wiederherstellungscode anmelden',
  two_factor_use_code: 'Code aus der App eingeben',
  two_factor_recovery_sign_in_lead:
    'Die Anmeldung mit dem Wiederherstellungscode deaktiviert die Zwei-Faktor-Authentifizierung; danach können Sie sie wieder aktivieren.',
  two_factor_turned_off_notice: 'Die Zwei-Faktor-Authentifizierung ist deaktiviert: Aktivieren Sie sie im Bereich „Sicherheit“ erneut.',
  two_factor_start_over: 'Erneut anmelden',

  // Message keys of the two-factor calls
  two_factor_wrong_code: 'Falscher Code',
  two_factor_code_used: 'Dieser Code wurde bereits verwendet, warten Sie auf den nächsten',
  two_factor_wrong_hash: 'Falscher Wiederherstellungscode',
  two_factor_code_format: 'Der Code besteht aus sechs Ziffern',
  two_factor_hash_format: 'Der Wiederherstellungscode besteht aus 32 Zeichen (Ziffern und Buchstaben a–f)',
  two_factor_no_phone: 'Für einen SMS-Code ist eine bestätigte Telefonnummer erforderlich',
  two_factor_setup_first: 'Rufen Sie zuerst den QR-Code ab',
  two_factor_sign_in_again: 'Die Zeit für die Code-Eingabe ist abgelaufen, melden Sie sich erneut an',
  two_factor_load_failed: 'Die Sicherheitsdaten konnten nicht geladen werden.',
};
