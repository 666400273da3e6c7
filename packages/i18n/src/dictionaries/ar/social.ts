// Arabic texts of the "social" namespace: signing in and registering with social networks and sign-in services.
import type { socialRu } from '../ru/social';

export const socialAr: Record<keyof typeof socialRu, string> = {
  // The buttons of the sign-in and registration dialogs
  social_sign_in_with: 'أو سجّل الدخول عبر',
  social_provider_link: 'تسجيل الدخول عبر {{name}}',
  social_local_note: 'دخول تجريبي: يصلح أي بريد إلكتروني وأي اسم',
  social_local_telegram_note: 'Telegram تجريبي: يصلح أي اسم وأي رقم',
  social_register_lead: 'يُنشأ حسابك عند أول تسجيل دخول عبر وسائل التواصل أو خدمة دخول: دون كلمة مرور ودون استمارة.',
  social_register_terms: 'بالمتابعة، تؤكّد أن عمرك {{age}} عامًا أو أكثر وتوافق على قواعد الخدمة.',
  social_providers_none: 'تسجيل الدخول عبر وسائل التواصل غير متاح على هذا الموقع حاليًا. اختر طريقة تسجيل أخرى.',
  social_providers_failed: 'تعذّر تحميل طرق تسجيل الدخول عبر وسائل التواصل.',

  // socialSignIn: the page the provider sends the player back to
  social_title: 'تسجيل الدخول عبر وسائل التواصل',
  social_title_page: 'تسجيل الدخول عبر وسائل التواصل — {{brand}}',
  social_progress: 'جارٍ إكمال تسجيل الدخول…',
  social_signed_in: 'تم تسجيل الدخول. نعيدك إلى الموقع…',
  social_not_signed_in: 'لم يكتمل تسجيل الدخول: لا يرى الموقع جلستك. حاول تسجيل الدخول مرة أخرى.',
  social_link_lead:
    'يوجد حساب بالعنوان {{email}} بالفعل. أدخل كلمة مروره لربطه بـ {{provider}}: وستتمكن بعدها من الدخول إليه عبر {{provider}} أيضًا.',
  social_link_submit: 'ربط وتسجيل الدخول',
  social_linked: 'تم ربط الحساب بـ {{provider}}.',
  social_sign_in_again_link: 'تسجيل الدخول مجددًا',
  social_other_way: 'تسجيل الدخول بطريقة أخرى',

  // Why a social sign-in did not happen (the return page's `error`)
  social_error_cancelled: 'أُلغي تسجيل الدخول في صفحة المزوّد. حاول مرة أخرى أو سجّل الدخول بطريقة أخرى.',
  social_error_state_mismatch: 'انتهت صلاحية محاولة الدخول هذه أو بدأت في متصفح آخر. ابدأ تسجيل الدخول من جديد.',
  social_error_provider_error: 'ردّ مزوّد تسجيل الدخول بخطأ أو لم يردّ. حاول لاحقًا أو سجّل الدخول بطريقة أخرى.',
  social_error_email_taken: 'يوجد حساب بهذا البريد الإلكتروني بالفعل. ابدأ تسجيل الدخول من جديد وسنعرض عليك ربطه بطريقة دخولك.',
  social_error_no_registration: 'لا يوجد حساب مرتبط بطريقة الدخول هذه، والتسجيل عبر وسائل التواصل معطّل هنا. سجّل بطريقة أخرى.',
  social_error_blocked: 'الحساب المرتبط بطريقة الدخول هذه محظور. تواصل مع فريق الدعم.',
  social_error_unavailable: 'طريقة الدخول هذه غير متاحة حاليًا. سجّل الدخول بطريقة أخرى.',
  social_error_invalid_hash: 'لم يؤكّد Telegram تسجيل الدخول هذا: بيانات الدخول معدّلة أو موقّعة من بوت آخر. سجّل الدخول عبر Telegram من جديد.',
  social_error_outdated: 'انتهت صلاحية تأكيد Telegram: مضى عليه أكثر من يوم. سجّل الدخول عبر Telegram من جديد.',
  social_error_replayed: 'تأكيد Telegram هذا مستخدَم من قبل. سجّل الدخول عبر Telegram من جديد.',
  social_error_expired: 'انتهى الوقت المخصص لإكمال تسجيل الدخول. ابدأ من جديد.',
  social_error_unknown: 'تعذّر فهم ردّ مزوّد تسجيل الدخول. ابدأ تسجيل الدخول من جديد.',

  // Field messages the social calls answer with
  social_sign_in_again: 'استغرق تسجيل الدخول عبر وسائل التواصل وقتًا طويلًا. ابدأه من جديد.',
  social_already_linked: 'طريقة الدخول هذه مرتبطة بحساب آخر بالفعل.',
  social_unknown_provider: 'لا توجد طريقة دخول كهذه.',
};
