// Russian texts of the "http" namespace: the source dictionary; English must have the same keys.
export const httpRu = {
  // api-contract-spec §8 timeout: the request time has expired, with the URL
  http_request_timeout: 'Время ожидания запроса истекло: {{url}}',
  // api-contract-spec §8 cancelled
  http_request_cancelled: 'Запрос был отменён',
  http_network_error:
    'Нет связи с сервером. Проверьте подключение к интернету и попробуйте ещё раз.',
  // api-contract-spec §8 message order: the generic server error text
  http_server_error: 'Ошибка сервера. Попробуйте ещё раз позже.',
  // api-contract-spec §8: a response without success, with no message of its own
  http_query_error: 'Не удалось выполнить запрос. Попробуйте ещё раз.',
  http_invalid_response: 'Сервер прислал непонятный ответ. Попробуйте ещё раз позже.',
  http_title_bad_request: 'Неверный запрос',
  http_title_unauthorized: 'Требуется вход',
  http_title_forbidden: 'Доступ запрещён',
  http_title_not_found: 'Не найдено',
  http_title_too_many_requests: 'Слишком много запросов',
  http_title_server_error: 'Ошибка сервера',
  http_title_error: 'Ошибка',
  http_title_timeout: 'Время ожидания истекло',
  http_title_cancelled: 'Запрос отменён',
  http_title_network: 'Нет соединения',
} as const satisfies Record<string, string>;
