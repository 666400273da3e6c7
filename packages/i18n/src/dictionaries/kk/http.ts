// Kazakh texts of the "http" namespace; the keys are those of the Russian source.
import type { httpRu } from '../ru/http';

export const httpKk: Record<keyof typeof httpRu, string> = {
  http_request_timeout: 'Сұраудың күту уақыты бітті: {{url}}',
  http_request_cancelled: 'Сұрау тоқтатылды',
  http_network_error: 'Сервермен байланыс жоқ. Интернетке қосылымды тексеріп, қайта көріңіз.',
  http_server_error: 'Сервер қатесі. Кейінірек қайта көріңіз.',
  http_query_error: 'Сұрауды орындау мүмкін болмады. Қайта көріңіз.',
  http_invalid_response: 'Сервер түсініксіз жауап жіберді. Кейінірек қайта көріңіз.',
  http_title_bad_request: 'Қате сұрау',
  http_title_unauthorized: 'Кіру қажет',
  http_title_forbidden: 'Рұқсат жоқ',
  http_title_not_found: 'Табылмады',
  http_title_too_many_requests: 'Сұраулар тым көп',
  http_title_server_error: 'Сервер қатесі',
  http_title_error: 'Қате',
  http_title_timeout: 'Күту уақыты бітті',
  http_title_cancelled: 'Сұрау тоқтатылды',
  http_title_network: 'Байланыс жоқ',
};
