// Portuguese (Portugal) texts of the "http" namespace (request errors and their titles).
import type { httpRu } from '../ru/http';

export const httpPt: Record<keyof typeof httpRu, string> = {
  http_request_timeout: 'O tempo de espera do pedido esgotou-se: {{url}}',
  http_request_cancelled: 'O pedido foi cancelado',
  http_network_error: 'Sem ligação ao servidor. Verifique a sua ligação à Internet e tente novamente.',
  http_server_error: 'Erro do servidor. Tente novamente mais tarde.',
  http_query_error: 'Não foi possível concluir o pedido. Tente novamente.',
  http_invalid_response: 'O servidor enviou uma resposta incompreensível. Tente novamente mais tarde.',
  http_title_bad_request: 'Pedido inválido',
  http_title_unauthorized: 'É necessário iniciar sessão',
  http_title_forbidden: 'Acesso negado',
  http_title_not_found: 'Não encontrado',
  http_title_too_many_requests: 'Demasiados pedidos',
  http_title_server_error: 'Erro do servidor',
  http_title_error: 'Erro',
  http_title_timeout: 'Tempo de espera esgotado',
  http_title_cancelled: 'Pedido cancelado',
  http_title_network: 'Sem ligação',
};
