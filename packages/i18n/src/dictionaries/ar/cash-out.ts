// Arabic texts of the "cashOut" namespace: selling an open bet, whole, in part or automatically at a target.
import type { cashOutRu } from '../ru/cash-out';

export const cashOutAr: Record<keyof typeof cashOutRu, string> = {
  cash_out_sell_for: 'بيع مقابل {{amount}}',
  cash_out_unavailable: 'بيع الرهان غير متاح حاليًا',
  cash_out_reason_blocked: 'البيع غير متاح: قبول الرهانات على الحدث معلّق',
  cash_out_reason_not_priced: 'البيع غير متاح: لا توجد احتمالات للحدث حاليًا',
  cash_out_reason_nothing_to_win: 'لم يعد بإمكان الرهان أن يربح',
  cash_out_dialog_label: 'بيع الرهان رقم {{number}}',
  cash_out_offer_is: 'يمكن بيع الرهان مقابل {{amount}}',
  cash_out_sell_all: 'بيع الرهان كاملًا مقابل {{amount}}',
  cash_out_part_label: 'بيع جزء من الرهان',
  cash_out_part_amount: 'احصل على {{amount}}، ويبقى الباقي في اللعب',
  cash_out_sell_part: 'بيع جزء مقابل {{amount}}',
  cash_out_auto_label: 'البيع تلقائيًا عندما يبلغ المبلغ ({{currency}})',
  cash_out_auto_save: 'تفعيل البيع التلقائي',
  cash_out_auto_remove: 'إيقاف البيع التلقائي',
  cash_out_auto_is: 'البيع التلقائي عند {{amount}}',
  cash_out_auto_invalid: 'أدخل مبلغًا لا يتجاوز الربح المحتمل',
  cash_out_close: 'إغلاق',
  cash_out_sold: 'تم بيع الرهان رقم {{number}} مقابل {{amount}}',
  cash_out_sold_part: 'تم بيع جزء من الرهان رقم {{number}} مقابل {{amount}}',
  cash_out_moved: 'تغيّر مبلغ البيع وأصبح {{amount}}. تحقّق منه وبِع مرة أخرى',
  cash_out_no_answer: 'لم يستجب الخادم. تحقّق من الرهان في السجل وحاول مرة أخرى',
  cash_out_working: 'جارٍ البيع…',
};
