// Arabic texts of the "delivery" namespace: codes, links and the development outbox page.
// SMS texts stay short: one SMS segment in Arabic script holds 70 characters.
import type { deliveryRu } from '../ru/delivery';

export const deliveryAr: Record<keyof typeof deliveryRu, string> = {
  delivery_code_phone_registration: '{{brand}}: رمز تأكيد التسجيل {{code}}. لا تشاركه مع أحد.',
  delivery_code_sms_sign_in: '{{brand}}: رمز تسجيل الدخول {{code}}. لا تشاركه مع أحد.',
  delivery_code_password_reset: '{{brand}}: رمز استعادة كلمة المرور {{code}}. لا تشاركه مع أحد.',
  delivery_code_email_activation: '{{brand}}: رمز تأكيد البريد الإلكتروني {{code}}. لا تشاركه مع أحد.',
  delivery_code_phone_binding: '{{brand}}: رمز ربط الهاتف {{code}}. لا تشاركه مع أحد.',
  delivery_code_phone_change: '{{brand}}: رمز تغيير الهاتف {{code}}. لا تشاركه مع أحد.',
  delivery_code_email_change: '{{brand}}: رمز تغيير البريد الإلكتروني {{code}}. لا تشاركه مع أحد.',
  delivery_code_two_factor: '{{brand}}: رمز المصادقة الثنائية {{code}}. لا تشاركه مع أحد.',
  delivery_credentials_subject: '{{brand}}: بيانات حسابك',
  delivery_credentials_text:
    'حسابك على موقع {{brand}}:\n\nرقم الحساب (اسم المستخدم): {{login}}\nكلمة المرور: {{password}}\n\nاحتفظ بهذه الرسالة ولا تُطلع عليها أحدًا. يمكنك تغيير كلمة المرور من حسابك الشخصي.',
  delivery_code_subject: '{{brand}}: رمز التأكيد {{code}}',
  delivery_code_valid_for: 'الرمز صالح لمدة {{minutes}} دقيقة.',
  delivery_link_email_activation_subject: '{{brand}}: أكّد بريدك الإلكتروني',
  delivery_link_email_activation_text:
    'مرحبًا! لتأكيد بريدك الإلكتروني على موقع {{brand}}، افتح الرابط:\n{{link}}\n\nالرابط صالح لمدة {{hours}} ساعة. إذا لم تسجّل لدينا، فاحذف هذه الرسالة ببساطة.',
  delivery_link_password_reset_subject: '{{brand}}: استعادة كلمة المرور',
  delivery_link_password_reset_text:
    'مرحبًا! لتعيين كلمة مرور جديدة على موقع {{brand}}، افتح الرابط:\n{{link}}\n\nالرابط صالح لمدة {{hours}} ساعة. إذا لم تطلب استعادة كلمة المرور، فاحذف هذه الرسالة ببساطة: ستبقى كلمة المرور كما هي.',
  delivery_link_invalid: 'الرابط غير صالح: فقد استُخدم من قبل أو انتهت صلاحيته. اطلب رابطًا جديدًا.',
  delivery_retry_after: 'محاولات كثيرة جدًا. أعد المحاولة بعد {{seconds}} ث.',
  delivery_resend_after: 'يمكنك إرسال الرمز مرة أخرى بعد {{seconds}} ث.',
  delivery_outbox_title: 'الرسائل الصادرة',
  delivery_outbox_notice:
    'صفحة للتطوير: تظهر هنا كل الرموز والروابط التي كان الموقع سيرسلها عبر الرسائل النصية والبريد الإلكتروني وتطبيق المراسلة. لا توجد هذه الصفحة على الموقع الفعلي.',
  delivery_outbox_filter_label: 'المستلم (هاتف أو بريد إلكتروني أو محادثة)',
  delivery_outbox_filter_submit: 'عرض',
  delivery_outbox_filter_reset: 'كل الرسائل',
  delivery_outbox_empty: 'لا توجد رسائل. اطلب رمزًا على الموقع وسيظهر هنا.',
  delivery_outbox_to: 'إلى',
  delivery_outbox_subject: 'الموضوع',
  delivery_outbox_purpose: 'الغرض',
  delivery_outbox_sent_at: 'أُرسلت',
  delivery_outbox_channel_sms: 'رسالة نصية',
  delivery_outbox_channel_email: 'البريد الإلكتروني',
  delivery_outbox_channel_messenger: 'تطبيق المراسلة',
  delivery_outbox_copy_code: 'نسخ الرمز',
};
