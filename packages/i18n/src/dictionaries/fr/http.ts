// French texts of the "http" namespace (request errors and their titles), typed by the Russian source.
import type { httpRu } from '../ru/http';

export const httpFr: Record<keyof typeof httpRu, string> = {
  http_request_timeout: 'Le délai d’attente de la requête a expiré : {{url}}',
  http_request_cancelled: 'La requête a été annulée',
  http_network_error: 'Pas de connexion au serveur. Vérifiez votre connexion Internet et réessayez.',
  http_server_error: 'Erreur du serveur. Réessayez plus tard.',
  http_query_error: 'La requête n’a pas abouti. Réessayez.',
  http_invalid_response: 'Le serveur a envoyé une réponse illisible. Réessayez plus tard.',
  http_title_bad_request: 'Requête incorrecte',
  http_title_unauthorized: 'Connexion requise',
  http_title_forbidden: 'Accès refusé',
  http_title_not_found: 'Introuvable',
  http_title_too_many_requests: 'Trop de requêtes',
  http_title_server_error: 'Erreur du serveur',
  http_title_error: 'Erreur',
  http_title_timeout: 'Délai expiré',
  http_title_cancelled: 'Requête annulée',
  http_title_network: 'Pas de connexion',
};
