// Ukrainian texts of the "http" namespace: request errors and their titles.
import type { httpRu } from '../ru/http';

export const httpUk: Record<keyof typeof httpRu, string> = {
  http_request_timeout: 'Час очікування запиту вичерпано: {{url}}',
  http_request_cancelled: 'Запит скасовано',
  http_network_error: 'Немає зв’язку із сервером. Перевірте підключення до інтернету та спробуйте ще раз.',
  http_server_error: 'Помилка сервера. Спробуйте ще раз пізніше.',
  http_query_error: 'Не вдалося виконати запит. Спробуйте ще раз.',
  http_invalid_response: 'Сервер надіслав незрозумілу відповідь. Спробуйте ще раз пізніше.',
  http_title_bad_request: 'Неправильний запит',
  http_title_unauthorized: 'Потрібно увійти',
  http_title_forbidden: 'Доступ заборонено',
  http_title_not_found: 'Не знайдено',
  http_title_too_many_requests: 'Забагато запитів',
  http_title_server_error: 'Помилка сервера',
  http_title_error: 'Помилка',
  http_title_timeout: 'Час очікування вичерпано',
  http_title_cancelled: 'Запит скасовано',
  http_title_network: 'Немає з’єднання',
};
