// German texts of the account's protection level and the support PIN (office → security); keys of ru/account-security.ts.
import type { accountSecurityRu } from '../ru/account-security';

export const accountSecurityDe: Record<keyof typeof accountSecurityRu, string> = {
  security_level_title: 'Sicherheitsstufe',
  security_level_low: 'Niedrig',
  security_level_medium: 'Mittel',
  security_level_high: 'Hoch',
  security_level_summary: 'Umgesetzte Schutzmaßnahmen: {{done}} von {{total}}',
  security_level_load_failed: 'Die Sicherheitsstufe konnte nicht geladen werden. Laden Sie die Seite neu.',
  security_check_email_confirmed: 'E-Mail bestätigen',
  security_check_phone_confirmed: 'Telefonnummer bestätigen',
  security_check_two_factor: 'Zwei-Faktor-Authentifizierung aktivieren',
  security_check_secure_question: 'Sicherheitsfrage festlegen',
  security_check_done: 'Erledigt',
  security_check_todo: 'Noch nicht erledigt',
  support_pin_title: 'PIN für den Kundenservice',
  support_pin_hint:
    'Nennen Sie diese PIN, wenn Sie sich an den Kundenservice wenden: Daran erkennen wir, dass wir mit dem Kontoinhaber sprechen. Geben Sie sie sonst an niemanden weiter.',
  support_pin_get: 'Neue PIN anfordern',
  support_pin_shown: 'Ihre PIN: {{pin}}. Notieren Sie sie: Wir zeigen sie nur einmal an.',
  support_pin_issued_at: 'Die aktuelle PIN wurde am {{date}} ausgestellt. Eine neue PIN ersetzt sie.',
  support_pin_none: 'Es wurde noch keine PIN ausgestellt.',
  support_pin_failed: 'Die PIN konnte nicht ausgestellt werden. Bitte versuchen Sie es erneut.',
};
