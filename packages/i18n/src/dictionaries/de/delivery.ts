// German texts of the "delivery" namespace (codes, links and the development outbox page); keys of ru/delivery.ts.
import type { deliveryRu } from '../ru/delivery';

export const deliveryDe: Record<keyof typeof deliveryRu, string> = {
  delivery_code_phone_registration: '{{brand}}: Ihr Registrierungscode lautet {{code}}. Geben Sie ihn an niemanden weiter.',
  delivery_code_sms_sign_in: '{{brand}}: Ihr Anmeldecode lautet {{code}}. Geben Sie ihn an niemanden weiter.',
  delivery_code_password_reset: '{{brand}}: Ihr Code zum Zurücksetzen des Passworts lautet {{code}}. Geben Sie ihn an niemanden weiter.',
  delivery_code_email_activation:
    '{{brand}}: Ihr Code zur Bestätigung der E-Mail-Adresse lautet {{code}}. Geben Sie ihn an niemanden weiter.',
  delivery_code_phone_binding: '{{brand}}: Ihr Code zum Verknüpfen der Telefonnummer lautet {{code}}. Geben Sie ihn an niemanden weiter.',
  delivery_code_phone_change: '{{brand}}: Ihr Code zum Ändern der Telefonnummer lautet {{code}}. Geben Sie ihn an niemanden weiter.',
  delivery_code_email_change: '{{brand}}: Ihr Code zum Ändern der E-Mail-Adresse lautet {{code}}. Geben Sie ihn an niemanden weiter.',
  delivery_code_two_factor: '{{brand}}: Ihr Zwei-Faktor-Code lautet {{code}}. Geben Sie ihn an niemanden weiter.',
  delivery_credentials_subject: '{{brand}}: Ihre Kontodaten',
  delivery_credentials_text:
    'Ihr Konto bei {{brand}}:\n\nKontonummer (Benutzername): {{login}}\nPasswort: {{password}}\n\nBewahren Sie diese E-Mail gut auf und zeigen Sie sie niemandem. Das Passwort können Sie in Ihrem Kundenbereich ändern.',
  delivery_code_subject: '{{brand}}: Bestätigungscode {{code}}',
  delivery_code_valid_for: 'Der Code ist {{minutes}} Min. gültig.',
  delivery_link_email_activation_subject: '{{brand}}: Bestätigen Sie Ihre E-Mail-Adresse',
  delivery_link_email_activation_text:
    'Guten Tag! Um Ihre E-Mail-Adresse bei {{brand}} zu bestätigen, öffnen Sie diesen Link:\n{{link}}\n\nDer Link ist {{hours}} Std. gültig. Wenn Sie sich nicht registriert haben, löschen Sie diese E-Mail einfach.',
  delivery_link_password_reset_subject: '{{brand}}: Passwort zurücksetzen',
  delivery_link_password_reset_text:
    'Guten Tag! Um bei {{brand}} ein neues Passwort festzulegen, öffnen Sie diesen Link:\n{{link}}\n\nDer Link ist {{hours}} Std. gültig. Wenn Sie das Zurücksetzen des Passworts nicht angefordert haben, löschen Sie diese E-Mail einfach: Ihr Passwort bleibt unverändert.',
  delivery_link_invalid: 'Der Link ist ungültig: Er wurde bereits verwendet oder ist abgelaufen. Fordern Sie einen neuen an.',
  delivery_retry_after: 'Zu viele Versuche. Versuchen Sie es in {{seconds}} Sek. erneut.',
  delivery_resend_after: 'Sie können den Code in {{seconds}} Sek. erneut senden.',
  delivery_outbox_title: 'Postausgang',
  delivery_outbox_notice:
    'Entwicklungsseite: Hier sind alle Codes und Links zu sehen, die die Website per SMS, E-Mail und Messenger senden würde. Auf der produktiven Website gibt es sie nicht.',
  delivery_outbox_filter_label: 'Empfänger (Telefon, E-Mail oder Chat)',
  delivery_outbox_filter_submit: 'Anzeigen',
  delivery_outbox_filter_reset: 'Alle Nachrichten',
  delivery_outbox_empty: 'Keine Nachrichten. Fordern Sie auf der Website einen Code an, dann erscheint er hier.',
  delivery_outbox_to: 'An',
  delivery_outbox_subject: 'Betreff',
  delivery_outbox_purpose: 'Zweck',
  delivery_outbox_sent_at: 'Gesendet',
  delivery_outbox_channel_sms: 'SMS',
  delivery_outbox_channel_email: 'E-Mail',
  delivery_outbox_channel_messenger: 'Messenger',
  delivery_outbox_copy_code: 'Code kopieren',
};
