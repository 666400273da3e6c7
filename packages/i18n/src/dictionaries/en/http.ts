import type { httpRu } from '../ru/http';

export const httpEn: Record<keyof typeof httpRu, string> = {
  http_request_timeout: 'The request time has expired: {{url}}',
  http_request_cancelled: 'The request was cancelled',
  http_network_error: 'No connection to the server. Check your internet connection and try again.',
  http_server_error: 'Server error. Please try again later.',
  http_query_error: 'The request could not be completed. Please try again.',
  http_invalid_response: 'The server sent a response we could not read. Please try again later.',
  http_title_bad_request: 'Bad request',
  http_title_unauthorized: 'Sign-in required',
  http_title_forbidden: 'Access denied',
  http_title_not_found: 'Not found',
  http_title_too_many_requests: 'Too many requests',
  http_title_server_error: 'Server error',
  http_title_error: 'Error',
  http_title_timeout: 'Time expired',
  http_title_cancelled: 'Request cancelled',
  http_title_network: 'No connection',
};
