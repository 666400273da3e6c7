// Spanish (Spain) texts of the "http" namespace (request errors and their titles).
import type { httpRu } from '../ru/http';

export const httpEs: Record<keyof typeof httpRu, string> = {
  http_request_timeout: 'Se ha agotado el tiempo de espera de la solicitud: {{url}}',
  http_request_cancelled: 'Se ha cancelado la solicitud',
  http_network_error: 'No hay conexión con el servidor. Comprueba tu conexión a internet y vuelve a intentarlo.',
  http_server_error: 'Error del servidor. Vuelve a intentarlo más tarde.',
  http_query_error: 'No se ha podido completar la solicitud. Vuelve a intentarlo.',
  http_invalid_response: 'El servidor ha enviado una respuesta incomprensible. Vuelve a intentarlo más tarde.',
  http_title_bad_request: 'Solicitud incorrecta',
  http_title_unauthorized: 'Debes iniciar sesión',
  http_title_forbidden: 'Acceso denegado',
  http_title_not_found: 'No encontrado',
  http_title_too_many_requests: 'Demasiadas solicitudes',
  http_title_server_error: 'Error del servidor',
  http_title_error: 'Error',
  http_title_timeout: 'Tiempo de espera agotado',
  http_title_cancelled: 'Solicitud cancelada',
  http_title_network: 'Sin conexión',
};
