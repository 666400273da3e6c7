// Arabic texts of the "paymentConsultant" namespace: the topics the server names by key, the consultant's pages
// and the message keys its calls answer with.
import type { paymentConsultantRu } from '../ru/payment-consultant';

export const paymentConsultantAr: Record<keyof typeof paymentConsultantRu, string> = {
  // The office menu row and the deposit page's link
  office_menu_consultant: 'مستشار المدفوعات',
  office_menu_consultant_hint: 'أسئلة حول الإيداعات والسحوبات',
  consultant_recharge_link: 'لم تصل دفعتك؟ اسأل مستشار المدفوعات',

  // Topics and the server's refusal of one
  payment_consultant_topic_deposit_missing: 'لم يُضف الإيداع',
  payment_consultant_topic_withdrawal_delayed: 'تأخّر السحب',
  payment_consultant_topic_wrong_amount: 'أُضيف مبلغ غير صحيح',
  payment_consultant_topic_payout_details: 'بيانات السحب',
  payment_consultant_topic_other: 'سؤال آخر عن المدفوعات',
  payment_consultant_topic_unavailable: 'هذا الموضوع غير متاح في بلدك.',

  // The consultant's home
  consultant_title: 'مستشار المدفوعات',
  consultant_lead: 'اختر موضوعًا، وسيرد موظف الدعم هنا في حسابك الشخصي.',
  consultant_limited_note: 'في بلدك يجيب المستشار عن هذه المواضيع فقط.',
  consultant_unavailable: 'مستشار المدفوعات غير متاح في بلدك. لأي أسئلة عن المدفوعات، تواصل مع فريق الدعم.',
  consultant_topics_title: 'عمّ سؤالك؟',
  consultant_ask_about_payment: 'السؤال عن دفعة محددة',
  consultant_my_requests: 'طلباتي',

  // A new request
  consultant_create_title: 'طلب جديد',
  consultant_topic: 'الموضوع',
  consultant_payment: 'الدفعة',
  consultant_payment_none: 'لم تُحدَّد: السؤال لا يتعلق بدفعة محددة.',
  consultant_payment_choose: 'اختيار دفعة',
  consultant_payment_change: 'اختيار دفعة أخرى',
  consultant_payment_remove: 'إزالة الدفعة',
  consultant_payment_unknown: 'هذه الدفعة غير موجودة في سجلك.',
  consultant_message: 'الرسالة',
  consultant_message_hint: 'صِف ما حدث: المبلغ والتاريخ وطريقة الدفع. حتى {{max}} حرف.',
  consultant_message_too_short: 'اكتب {{min}} أحرف على الأقل.',
  consultant_message_too_long: 'الرسالة أطول من {{max}} حرف.',
  consultant_send: 'إرسال',
  consultant_topic_unknown: 'لا يوجد موضوع كهذا، أو أنه غير متاح في بلدك.',
  consultant_back_to_topics: 'إلى المواضيع',
  consultant_created: 'تم إرسال الطلب. سيظهر رد فريق الدعم هنا.',

  // Choosing a payment
  consultant_transactions_title: 'اختر دفعة',
  consultant_transactions_lead: 'عن أي دفعة سؤالك؟ اضغط عليها.',
  consultant_transactions_empty: 'ليست لديك مدفوعات بعد.',
  consultant_without_payment: 'السؤال دون دفعة',
  consultant_payment_row: 'الدفعة رقم {{number}}',

  // The player's requests
  consultant_requests_title: 'طلباتي',
  consultant_requests_empty: 'لا توجد طلبات بعد.',
  consultant_requests_pages: 'صفحات الطلبات',
  consultant_new_request: 'طلب جديد',
  consultant_request_number: 'الطلب رقم {{number}}',
  consultant_request_payment: 'الدفعة رقم {{number}}',
  consultant_request_general: 'دون دفعة',
  consultant_request_created: 'أُنشئ في {{date}}',
  consultant_status_open: 'مفتوح',
  consultant_status_needs_info: 'بانتظار ردك',
  consultant_status_answered: 'تم الرد',
  consultant_status_closed: 'مغلق',
  consultant_conversation: 'المراسلات',
  consultant_from_you: 'أنت',
  consultant_from_support: 'الدعم',
  consultant_needs_info: 'يطلب فريق الدعم استكمال الطلب.',
  consultant_fill: 'استكمال الطلب',
  consultant_add_message: 'كتابة المزيد',

  // Filling a request out
  consultant_fill_title: 'استكمال الطلب',
  consultant_fill_lead: 'ردّ على فريق الدعم: سيعود الطلب إلى الموظف مجددًا.',
  consultant_request_missing: 'ليس لديك طلب كهذا.',
  consultant_request_closed: 'الطلب مغلق ولا يمكن استكماله. أنشئ طلبًا جديدًا.',
  consultant_sent: 'تم الإرسال. سيظهر رد فريق الدعم هنا.',
};
