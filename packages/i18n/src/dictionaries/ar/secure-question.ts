// Arabic texts of the "secureQuestion" namespace: the listed security questions, the office_security_question screen and its calls' messages.
import type { secureQuestionRu } from '../ru/secure-question';

export const secureQuestionAr: Record<keyof typeof secureQuestionRu, string> = {
  secure_question_1: 'اسم عائلة والدتك قبل الزواج',
  secure_question_2: 'اسم أول حيوان أليف لديك',
  secure_question_3: 'المدينة التي وُلدت فيها',
  secure_question_4: 'اسم مدرستك الأولى',
  secure_question_5: 'طبقك المفضّل في الطفولة',
  secure_question_6: 'اسم أفضل صديق لك في المدرسة',
  secure_question_custom_hidden: 'سؤالك الخاص',
  // office_security_question
  office_security_question_title: 'السؤال السري',
  office_security_question_lead: 'سنطلب الإجابة عنه عند تغيير الهاتف أو استعادة الوصول إلى الحساب.',
  secure_question_current: 'سؤالك',
  secure_question_none: 'لم يتم تعيين سؤال سري.',
  secure_question_set_at: 'تم التعيين في {{date}}',
  secure_question_choose: 'السؤال',
  secure_question_own_option: 'سؤالي الخاص…',
  secure_question_own_label: 'نص سؤالك الخاص',
  secure_question_answer_label: 'الإجابة',
  secure_question_answer_hint: 'لا يهم حجم الأحرف ولا المسافات في البداية والنهاية.',
  secure_question_old_answer_label: 'الإجابة الحالية',
  secure_question_password_label: 'كلمة مرور الحساب',
  secure_question_save: 'حفظ',
  secure_question_saved: 'تم حفظ السؤال السري.',
  secure_question_change_title: 'تغيير السؤال أو الإجابة',
  secure_question_set_title: 'تعيين سؤال',
  secure_question_back_to_security: 'إلى الأمان',
  // the office_security page
  office_security_question_card_title: 'السؤال السري',
  office_security_question_card_hint: 'يلزم لتغيير الهاتف أو استعادة الوصول إلى الحساب.',
  office_security_question_card_link: 'تعيين السؤال أو تغييره',
  // the calls' messages
  secure_answer_too_short: 'الإجابة: حرفان على الأقل',
  secure_answer_too_long: 'الإجابة: 64 حرفًا على الأكثر',
  secure_question_unknown: 'اختر سؤالًا من القائمة',
  secure_question_too_short: 'السؤال: 5 أحرف على الأقل',
  secure_question_too_long: 'السؤال: 120 حرفًا على الأكثر',
  secure_answer_wrong: 'الإجابة غير صحيحة',
  secure_answer_old_required: 'أدخل الإجابة الحالية',
  secure_question_wrong_password: 'كلمة المرور غير صحيحة',
};
