// Turkish texts of the "http" namespace (request errors); keys are those of the Russian source.
import type { httpRu } from '../ru/http';

export const httpTr: Record<keyof typeof httpRu, string> = {
  http_request_timeout: 'İstek zaman aşımına uğradı: {{url}}',
  http_request_cancelled: 'İstek iptal edildi',
  http_network_error: 'Sunucuyla bağlantı yok. İnternet bağlantınızı kontrol edip tekrar deneyin.',
  http_server_error: 'Sunucu hatası. Lütfen daha sonra tekrar deneyin.',
  http_query_error: 'İstek gerçekleştirilemedi. Lütfen tekrar deneyin.',
  http_invalid_response: 'Sunucudan anlaşılamayan bir yanıt geldi. Lütfen daha sonra tekrar deneyin.',
  http_title_bad_request: 'Geçersiz istek',
  http_title_unauthorized: 'Giriş gerekli',
  http_title_forbidden: 'Erişim reddedildi',
  http_title_not_found: 'Bulunamadı',
  http_title_too_many_requests: 'Çok fazla istek',
  http_title_server_error: 'Sunucu hatası',
  http_title_error: 'Hata',
  http_title_timeout: 'Zaman aşımı',
  http_title_cancelled: 'İstek iptal edildi',
  http_title_network: 'Bağlantı yok',
};
