// German texts of the "http" namespace (request errors and their titles); keys of ru/http.ts.
import type { httpRu } from '../ru/http';

export const httpDe: Record<keyof typeof httpRu, string> = {
  http_request_timeout: 'Zeitüberschreitung der Anfrage: {{url}}',
  http_request_cancelled: 'Die Anfrage wurde abgebrochen',
  http_network_error: 'Keine Verbindung zum Server. Prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
  http_server_error: 'Serverfehler. Bitte versuchen Sie es später erneut.',
  http_query_error: 'Die Anfrage konnte nicht ausgeführt werden. Bitte versuchen Sie es erneut.',
  http_invalid_response: 'Der Server hat eine unverständliche Antwort gesendet. Bitte versuchen Sie es später erneut.',
  http_title_bad_request: 'Ungültige Anfrage',
  http_title_unauthorized: 'Anmeldung erforderlich',
  http_title_forbidden: 'Zugriff verweigert',
  http_title_not_found: 'Nicht gefunden',
  http_title_too_many_requests: 'Zu viele Anfragen',
  http_title_server_error: 'Serverfehler',
  http_title_error: 'Fehler',
  http_title_timeout: 'Zeitüberschreitung',
  http_title_cancelled: 'Anfrage abgebrochen',
  http_title_network: 'Keine Verbindung',
};
