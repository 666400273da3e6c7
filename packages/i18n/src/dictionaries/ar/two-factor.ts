// Arabic texts of the "twoFactor" namespace: the security page, turning two-factor sign-in on and off,
// the sign-in's code step and the message keys its calls answer with.
import type { twoFactorRu } from '../ru/two-factor';

export const twoFactorAr: Record<keyof typeof twoFactorRu, string> = {
  // office_security
  office_security_title: 'الأمان',
  office_security_lead: 'كيف يُحمى تسجيل الدخول إلى حسابك.',
  office_security_two_factor_title: 'المصادقة الثنائية',
  office_security_two_factor_on: 'مفعّلة منذ {{date}}: يلزم لتسجيل الدخول رمز من تطبيق المصادقة.',
  office_security_two_factor_off: 'معطّلة: تكفي كلمة المرور لتسجيل الدخول.',
  office_security_two_factor_enable: 'تفعيل',
  office_security_two_factor_disable: 'إيقاف',
  office_security_password_title: 'كلمة المرور',
  office_security_password_hint: 'غيّر كلمة المرور، وأنهِ الجلسات الأخرى إن شئت.',
  office_security_password_link: 'تغيير كلمة المرور',
  office_security_sessions_title: 'الجلسات',
  office_security_sessions_hint: 'الأجهزة التي سُجّل منها الدخول إلى حسابك؛ ويمكن إنهاء أي جلسة.',
  office_security_sessions_link: 'سجل الجلسات',
  office_security_state_on: 'مفعّلة',
  office_security_state_off: 'معطّلة',

  // office_enable_two_factor_auth
  two_factor_enable_title: 'تفعيل المصادقة الثنائية',
  two_factor_enable_lead:
    'بعد التفعيل، سيلزمك عند كل تسجيل دخول رمز من ستة أرقام من تطبيق المصادقة (Google Authenticator وMicrosoft Authenticator وغيرهما).',
  two_factor_step_scan: '1. امسح رمز QR بالتطبيق',
  two_factor_qr_alt: 'رمز QR لتطبيق المصادقة',
  two_factor_step_type: 'أو أدخل المفتاح في التطبيق يدويًا',
  two_factor_secret_label: 'المفتاح',
  two_factor_copy: 'نسخ المفتاح',
  two_factor_copied: 'تم نسخ المفتاح',
  two_factor_step_code: '2. أدخل الرمز الذي يعرضه التطبيق',
  two_factor_code_label: 'الرمز من التطبيق',
  two_factor_enable_submit: 'تفعيل',
  two_factor_already_on: 'المصادقة الثنائية مفعّلة بالفعل.',
  two_factor_enabled_title: 'تم تفعيل المصادقة الثنائية',
  two_factor_recovery_lead: 'احفظ رمز الاسترداد. فهو يُعرض الآن فقط: وبه يمكنك الدخول دون التطبيق وإيقاف الحماية.',
  two_factor_recovery_label: 'رمز الاسترداد',
  two_factor_recovery_saved: 'حفظت رمز الاسترداد',
  two_factor_recovery_done: 'تم',

  // office_disable_two_factor_auth
  two_factor_disable_title: 'إيقاف المصادقة الثنائية',
  two_factor_disable_lead: 'أدخل رمز الاسترداد الذي حصلت عليه عند تفعيل الحماية.',
  two_factor_hash_label: 'رمز الاسترداد',
  two_factor_disable_submit: 'إيقاف',
  two_factor_already_off: 'المصادقة الثنائية معطّلة.',
  two_factor_disabled: 'تم إيقاف المصادقة الثنائية',
  two_factor_back_to_security: 'إلى الأمان',

  // The sign-in's second step
  two_factor_sign_in_lead: 'أدخل الرمز من تطبيق المصادقة.',
  two_factor_sign_in_submit: 'تأكيد',
  two_factor_use_recovery: 'لا يمكنك الوصول إلى التطبيق؟ ادخل برمز الاسترداد',
  two_factor_use_code: 'إدخال رمز من التطبيق',
  two_factor_recovery_sign_in_lead: 'الدخول برمز الاسترداد سيوقف المصادقة الثنائية، ويمكنك تفعيلها مجددًا بعد ذلك.',
  two_factor_turned_off_notice: 'تم إيقاف المصادقة الثنائية: فعّلها مجددًا في قسم «الأمان».',
  two_factor_start_over: 'تسجيل الدخول من جديد',

  // Message keys of the two-factor calls
  two_factor_wrong_code: 'رمز غير صحيح',
  two_factor_code_used: 'هذا الرمز مستخدَم بالفعل، انتظر الرمز التالي',
  two_factor_wrong_hash: 'رمز استرداد غير صحيح',
  two_factor_code_format: 'الرمز مكوّن من ستة أرقام',
  two_factor_hash_format: 'رمز الاسترداد مكوّن من 32 رمزًا (أرقام وأحرف a–f)',
  two_factor_no_phone: 'يلزم هاتف مؤكَّد لاستلام الرمز برسالة نصية',
  two_factor_setup_first: 'احصل على رمز QR أولًا',
  two_factor_sign_in_again: 'انتهى وقت إدخال الرمز، سجّل الدخول من جديد',
  two_factor_load_failed: 'تعذّر تحميل بيانات الحماية.',
};
