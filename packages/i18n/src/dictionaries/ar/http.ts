// Arabic texts of the "http" namespace (request errors); the keys are those of the Russian source.
import type { httpRu } from '../ru/http';

export const httpAr: Record<keyof typeof httpRu, string> = {
  http_request_timeout: 'انتهت مهلة انتظار الطلب: {{url}}',
  http_request_cancelled: 'تم إلغاء الطلب',
  http_network_error: 'لا يوجد اتصال بالخادم. تحقّق من اتصالك بالإنترنت وحاول مرة أخرى.',
  http_server_error: 'خطأ في الخادم. يُرجى المحاولة لاحقًا.',
  http_query_error: 'تعذّر تنفيذ الطلب. يُرجى المحاولة مرة أخرى.',
  http_invalid_response: 'أرسل الخادم ردًّا غير مفهوم. يُرجى المحاولة لاحقًا.',
  http_title_bad_request: 'طلب غير صالح',
  http_title_unauthorized: 'يلزم تسجيل الدخول',
  http_title_forbidden: 'الوصول مرفوض',
  http_title_not_found: 'غير موجود',
  http_title_too_many_requests: 'طلبات كثيرة جدًا',
  http_title_server_error: 'خطأ في الخادم',
  http_title_error: 'خطأ',
  http_title_timeout: 'انتهت المهلة',
  http_title_cancelled: 'تم إلغاء الطلب',
  http_title_network: 'لا يوجد اتصال',
};
