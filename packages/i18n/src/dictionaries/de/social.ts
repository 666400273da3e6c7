// German texts of the "social" namespace (sign-in and registration with social networks and sign-in services); keys of ru/social.ts.
import type { socialRu } from '../ru/social';

export const socialDe: Record<keyof typeof socialRu, string> = {
  // The buttons of the sign-in and registration dialogs
  social_sign_in_with: 'Oder anmelden mit',
  social_provider_link: 'Mit {{name}} anmelden',
  social_local_note: 'Test-Anmeldung: beliebige E-Mail-Adresse und beliebiger Name',
  social_local_telegram_note: 'Test-Telegram: beliebiger Name und beliebige Nummer',
  social_register_lead:
    'Ihr Konto wird bei der ersten Anmeldung über ein soziales Netzwerk oder einen Anmeldedienst erstellt: ohne Passwort und ohne Formular.',
  social_register_terms:
    'Indem Sie fortfahren, bestätigen Sie, dass Sie mindestens {{age}} Jahre alt sind, und akzeptieren die Regeln des Dienstes.',
  social_providers_none:
    'Die Anmeldung über soziale Netzwerke ist auf dieser Website derzeit nicht verfügbar. Wählen Sie eine andere Art der Registrierung.',
  social_providers_failed: 'Die Anmeldemöglichkeiten über soziale Netzwerke konnten nicht geladen werden.',

  // socialSignIn: the page the provider sends the player back to
  social_title: 'Anmeldung über soziales Netzwerk',
  social_title_page: 'Anmeldung über soziales Netzwerk – {{brand}}',
  social_progress: 'Anmeldung wird abgeschlossen…',
  social_signed_in: 'Sie sind angemeldet. Wir leiten Sie zur Website zurück…',
  social_not_signed_in:
    'Die Anmeldung wurde nicht abgeschlossen: Die Website erkennt Ihre Sitzung nicht. Versuchen Sie erneut, sich anzumelden.',
  social_link_lead:
    'Ein Konto mit der Adresse {{email}} existiert bereits. Geben Sie dessen Passwort ein, um das Konto mit {{provider}} zu verknüpfen: Danach können Sie sich auch über {{provider}} anmelden.',
  social_link_submit: 'Verknüpfen und anmelden',
  social_linked: 'Das Konto ist mit {{provider}} verknüpft.',
  social_sign_in_again_link: 'Erneut anmelden',
  social_other_way: 'Auf andere Weise anmelden',

  // Why a social sign-in did not happen (the return page's `error`)
  social_error_cancelled:
    'Die Anmeldung wurde auf der Seite des Anbieters abgebrochen. Versuchen Sie es erneut oder melden Sie sich auf andere Weise an.',
  social_error_state_mismatch:
    'Dieser Anmeldeversuch ist veraltet oder wurde in einem anderen Browser begonnen. Beginnen Sie die Anmeldung neu.',
  social_error_provider_error:
    'Der Anmeldeanbieter hat mit einem Fehler oder gar nicht geantwortet. Versuchen Sie es später oder melden Sie sich auf andere Weise an.',
  social_error_email_taken:
    'Ein Konto mit dieser E-Mail-Adresse existiert bereits. Beginnen Sie die Anmeldung neu – wir bieten Ihnen an, es mit Ihrer Anmeldung zu verknüpfen.',
  social_error_no_registration:
    'Mit dieser Anmeldung ist kein Konto verknüpft, und die Registrierung über soziale Netzwerke ist hier deaktiviert. Registrieren Sie sich auf andere Weise.',
  social_error_blocked: 'Das mit dieser Anmeldung verknüpfte Konto ist gesperrt. Wenden Sie sich an den Kundenservice.',
  social_error_unavailable: 'Diese Anmeldeart ist derzeit nicht verfügbar. Melden Sie sich auf andere Weise an.',
  social_error_invalid_hash:
    'Telegram hat diese Anmeldung nicht bestätigt: Die Anmeldedaten wurden verändert oder von einem anderen Bot signiert. Melden Sie sich erneut über Telegram an.',
  social_error_outdated: 'Die Bestätigung von Telegram ist veraltet: Sie ist älter als einen Tag. Melden Sie sich erneut über Telegram an.',
  social_error_replayed: 'Diese Bestätigung von Telegram wurde bereits verwendet. Melden Sie sich erneut über Telegram an.',
  social_error_expired: 'Die Zeit zum Abschließen der Anmeldung ist abgelaufen. Beginnen Sie die Anmeldung neu.',
  social_error_unknown: 'Die Antwort des Anmeldeanbieters konnte nicht gelesen werden. Beginnen Sie die Anmeldung neu.',

  // Field messages the social calls answer with
  social_sign_in_again: 'Die Anmeldung über das soziale Netzwerk hat zu lange gedauert. Beginnen Sie sie neu.',
  social_already_linked: 'Diese Anmeldung ist bereits mit einem anderen Konto verknüpft.',
  social_unknown_provider: 'Diese Anmeldeart gibt es nicht.',
};
