// German texts of the "emailActivation" namespace (confirming and changing the e-mail address, login, sign-in by e-mail); keys of ru/email-activation.ts.
import type { emailActivationRu } from '../ru/email-activation';

export const emailActivationDe: Record<keyof typeof emailActivationRu, string> = {
  // office_activation_email
  office_activation_email_title: 'E-Mail bestätigen',
  office_activation_email_lead:
    'Bestätigen Sie die Adresse {{email}}: Wir senden eine E-Mail mit einem Link oder einen Code, den Sie hier eingeben.',
  email_activation_send_link: 'Link senden',
  email_activation_send_code: 'Code senden',
  email_activation_link_sent:
    'Eine E-Mail mit einem Link wurde an {{email}} gesendet. Öffnen Sie sie und folgen Sie dem Link – er ist 24 Stunden gültig.',
  email_activation_code_sent: 'Eine E-Mail mit einem Code wurde an {{email}} gesendet. Der Code ist 10 Minuten gültig.',
  email_activation_code_label: 'Code aus der E-Mail',
  email_activation_submit: 'Bestätigen',
  email_activation_done: 'Die Adresse {{email}} ist bestätigt.',
  email_activation_already: 'Die Adresse {{email}} ist bereits bestätigt.',
  email_activation_no_email: 'Mit Ihrem Konto ist keine E-Mail-Adresse verknüpft.',
  // office_email_change
  office_email_change_title: 'E-Mail ändern',
  office_email_change_lead:
    'Geben Sie die neue Adresse und das Passwort Ihres Kontos ein – wir senden einen Code an die neue Adresse. Sobald Sie ihn eingeben, ist die Adresse Ihnen zugeordnet und bestätigt.',
  email_change_new_label: 'Neue E-Mail-Adresse',
  email_change_code_sent: 'Der Code wurde an {{email}} gesendet. Er ist 10 Minuten gültig.',
  email_change_link: 'E-Mail ändern',
  email_change_same: 'Diese Adresse ist bereits in Ihrem Konto hinterlegt. Geben Sie eine neue ein.',
  email_change_taken:
    'Diese Adresse ist mit einem anderen Konto verknüpft. Wenden Sie sich an den Kundenservice, wenn es Ihre Adresse ist.',
  // the office_security page
  office_security_email_title: 'E-Mail',
  office_security_email_none: 'Keine E-Mail-Adresse angegeben.',
  office_security_email_unconfirmed: 'Die Adresse {{email}} ist nicht bestätigt.',
  office_security_email_confirmed: 'Die Adresse {{email}} ist bestätigt.',
  office_security_email_link: 'E-Mail bestätigen',
  // office_change_login and security_auth_by_email (the ways to sign in with the password)
  office_change_login_title: 'Benutzername',
  office_change_login_lead:
    'Mit der Kontonummer {{number}} können Sie sich immer anmelden. Wählen Sie einen Benutzernamen, den Sie sich leichter merken können: Er funktioniert zusätzlich zur Nummer.',
  account_login_label: 'Benutzername',
  account_login_hint:
    '4 bis 30 Zeichen: lateinische Buchstaben, Ziffern, Punkt, Bindestrich und Unterstrich; das erste Zeichen ist ein Buchstabe.',
  account_login_now: 'Aktuell: {{login}}',
  account_login_none: 'Kein Benutzername gewählt: Melden Sie sich mit der Kontonummer an.',
  account_login_save: 'Benutzernamen speichern',
  account_login_remove: 'Benutzernamen entfernen',
  account_login_saved: 'Der Benutzername {{login}} wurde gespeichert. Melden Sie sich damit oder mit der Kontonummer an.',
  account_login_removed: 'Der Benutzername wurde entfernt. Melden Sie sich mit der Kontonummer an.',
  account_login_too_short: 'Der Benutzername muss mindestens 4 Zeichen lang sein.',
  account_login_too_long: 'Der Benutzername darf höchstens 30 Zeichen lang sein.',
  account_login_letter_first: 'Der Benutzername muss mit einem lateinischen Buchstaben beginnen.',
  account_login_symbols: 'Der Benutzername darf nur lateinische Buchstaben, Ziffern, Punkt, Bindestrich und Unterstrich enthalten.',
  account_login_taken: 'Dieser Benutzername ist bereits vergeben. Wählen Sie einen anderen.',
  account_login_unavailable: 'Auf dieser Website ist die Anmeldung mit Benutzernamen nicht möglich.',
  account_login_failed: 'Speichern fehlgeschlagen. Bitte versuchen Sie es erneut.',
  security_auth_by_email_title: 'Anmeldung per E-Mail',
  security_auth_by_email_lead:
    'Legen Sie fest, ob die Anmeldung mit E-Mail-Adresse und Passwort möglich ist. Links zum Zurücksetzen des Passworts werden in jedem Fall an Ihre E-Mail-Adresse gesendet.',
  security_auth_by_email_toggle: 'Anmeldung mit {{email}} erlauben',
  security_auth_by_email_on: 'Anmeldung per E-Mail ist aktiviert.',
  security_auth_by_email_off: 'Anmeldung per E-Mail ist deaktiviert: Melden Sie sich mit Kontonummer, Benutzername oder Telefonnummer an.',
  security_auth_by_email_no_email: 'In Ihrem Konto ist keine E-Mail-Adresse hinterlegt. Fügen Sie eine hinzu, um sich damit anzumelden.',
  security_auth_by_email_unconfirmed: 'Die Adresse {{email}} ist noch nicht bestätigt.',
  security_auth_by_email_add: 'E-Mail hinzufügen',
  security_auth_by_email_confirm: 'E-Mail bestätigen',
  office_security_login_title: 'Benutzername und Anmeldung per E-Mail',
  office_security_login_change: 'Benutzernamen wählen',
  office_security_auth_by_email_link: 'Anmeldung per E-Mail einrichten',
};
