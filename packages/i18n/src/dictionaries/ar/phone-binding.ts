// Arabic texts of the "phoneBinding" namespace: adding and confirming a phone in the personal account.
import type { phoneBindingRu } from '../ru/phone-binding';

export const phoneBindingAr: Record<keyof typeof phoneBindingRu, string> = {
  // office_phone_binding
  office_phone_binding_title: 'ربط الهاتف',
  office_phone_binding_lead: 'يلزم الرقم لتسجيل الدخول برسالة نصية ولاستعادة الوصول إلى الحساب. سنرسل إليه رمزًا.',
  // office_phone_activate
  office_phone_activate_title: 'تأكيد الهاتف',
  office_phone_activate_lead: 'سنرسل رمزًا إلى الرقم +{{phone}}. أدخله لتأكيد أن الرقم يخصّك.',
  // office_phone_change
  office_phone_change_title: 'تغيير الهاتف',
  office_phone_change_lead: 'أجب عن السؤال السري وسنرسل رمزًا إلى رقمك الحالي. ثم أدخل الرقم الجديد والرمز الذي يصل إليه.',
  phone_change_old_step: 'الخطوة 1 من 2: سيصل الرمز إلى رقمك الحالي +{{phone}}.',
  phone_change_send_old_code: 'أجب واحصل على الرمز',
  phone_change_next: 'التالي',
  phone_change_new_step: 'الخطوة 2 من 2: الرقم الجديد والرمز الذي وصل إليه. لديك 15 دقيقة لذلك.',
  phone_change_link: 'تغيير الهاتف',
  phone_change_set_question_link: 'تعيين سؤال سري',
  phone_binding_submit: 'تأكيد',
  phone_binding_done: 'تم ربط الهاتف +{{phone}} وتأكيده.',
  phone_binding_already_done: 'الهاتف +{{phone}} مؤكَّد بالفعل. يمكنك تغييره في قسم «الأمان».',
  phone_binding_has_unconfirmed: 'الرقم +{{phone}} مرتبط بحسابك ولم يتم تأكيده.',
  phone_binding_activate_link: 'تأكيد هذا الرقم',
  phone_binding_no_phone_text: 'لا يوجد هاتف مرتبط بحسابك.',
  phone_binding_bind_link: 'ربط الهاتف',
  phone_binding_back_to_security: 'العودة إلى «الأمان»',
  phone_binding_load_failed: 'تعذّر تحميل بيانات الهاتف. حدّث الصفحة.',
  // field messages of the phone calls
  phone_binding_already_confirmed: 'الهاتف مؤكَّد بالفعل. لاستخدام رقم آخر، غيّر الهاتف.',
  phone_binding_no_phone: 'لا يوجد هاتف مرتبط بحسابك. اربط رقمًا أولًا.',
  phone_binding_taken: 'هذا الرقم مرتبط بحساب آخر. تواصل مع فريق الدعم إذا كان الرقم لك.',
  phone_change_no_confirmed_phone: 'لا يوجد هاتف مؤكَّد في حسابك. اربط رقمًا أو أكّده.',
  phone_change_no_question: 'عيّن سؤالًا سريًا أولًا: لا يمكن تغيير الهاتف دون الإجابة عنه.',
  phone_change_expired: 'انتهى الوقت المخصص لتغيير الهاتف. ابدأ من جديد.',
  phone_change_same: 'هذا الرقم مرتبط بحسابك بالفعل. أدخل رقمًا جديدًا.',
  // the office_security page
  office_security_phone_title: 'الهاتف',
  office_security_phone_none: 'لا يوجد هاتف مرتبط. اربط رقمًا لتسجيل الدخول برسالة نصية واستعادة الوصول.',
  office_security_phone_unconfirmed: 'الرقم +{{phone}} غير مؤكَّد.',
  office_security_phone_confirmed: 'الرقم +{{phone}} مؤكَّد.',
  office_security_phone_state_confirmed: 'مؤكَّد',
  office_security_phone_state_unconfirmed: 'غير مؤكَّد',
  office_security_phone_state_none: 'غير مرتبط',
};
