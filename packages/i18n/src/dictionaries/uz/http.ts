// Uzbek texts of the "http" namespace: request and server errors.
import type { httpRu } from '../ru/http';

export const httpUz: Record<keyof typeof httpRu, string> = {
  http_request_timeout: 'Soʻrovni kutish vaqti tugadi: {{url}}',
  http_request_cancelled: 'Soʻrov bekor qilindi',
  http_network_error: 'Server bilan aloqa yoʻq. Internetga ulanishni tekshiring va qaytadan urinib koʻring.',
  http_server_error: 'Server xatosi. Keyinroq qaytadan urinib koʻring.',
  http_query_error: 'Soʻrovni bajarib boʻlmadi. Qaytadan urinib koʻring.',
  http_invalid_response: 'Server tushunarsiz javob yubordi. Keyinroq qaytadan urinib koʻring.',
  http_title_bad_request: 'Notoʻgʻri soʻrov',
  http_title_unauthorized: 'Kirish talab qilinadi',
  http_title_forbidden: 'Ruxsat yoʻq',
  http_title_not_found: 'Topilmadi',
  http_title_too_many_requests: 'Soʻrovlar juda koʻp',
  http_title_server_error: 'Server xatosi',
  http_title_error: 'Xato',
  http_title_timeout: 'Kutish vaqti tugadi',
  http_title_cancelled: 'Soʻrov bekor qilindi',
  http_title_network: 'Aloqa yoʻq',
};
