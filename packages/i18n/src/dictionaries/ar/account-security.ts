// Arabic texts of the account's protection level and the support PIN (personal account → security).
import type { accountSecurityRu } from '../ru/account-security';

export const accountSecurityAr: Record<keyof typeof accountSecurityRu, string> = {
  security_level_title: 'مستوى الحماية',
  security_level_low: 'منخفض',
  security_level_medium: 'متوسط',
  security_level_high: 'مرتفع',
  security_level_summary: 'إجراءات الحماية المنفّذة: {{done}} من {{total}}',
  security_level_load_failed: 'تعذّر تحميل مستوى الحماية. حدّث الصفحة.',
  security_check_email_confirmed: 'تأكيد البريد الإلكتروني',
  security_check_phone_confirmed: 'تأكيد الهاتف',
  security_check_two_factor: 'تفعيل المصادقة الثنائية',
  security_check_secure_question: 'تعيين سؤال سري',
  security_check_done: 'تم',
  security_check_todo: 'لم يتم بعد',
  support_pin_title: 'رمز PIN لفريق الدعم',
  support_pin_hint: 'اذكر هذا الرمز عند تواصلك مع فريق الدعم: فبه نتأكد أننا نتحدث مع صاحب الحساب. لا تُطلع عليه أي شخص آخر.',
  support_pin_get: 'الحصول على رمز PIN جديد',
  support_pin_shown: 'رمز PIN الخاص بك: {{pin}}. دوّنه: فنحن نعرضه مرة واحدة فقط.',
  support_pin_issued_at: 'صدر الرمز الساري في {{date}}. وسيحلّ الرمز الجديد محله.',
  support_pin_none: 'لم يصدر رمز PIN بعد.',
  support_pin_failed: 'تعذّر إصدار رمز PIN. يُرجى المحاولة مرة أخرى.',
};
