// Kazakh texts of the "cashOut" namespace (selling an open bet: whole, in part or automatically); the keys are those of the Russian source.
import type { cashOutRu } from '../ru/cash-out';

export const cashOutKk: Record<keyof typeof cashOutRu, string> = {
  cash_out_sell_for: '{{amount}} сомаға сату',
  cash_out_unavailable: 'Қазір сату қолжетімсіз',
  cash_out_reason_blocked: 'Сату қолжетімсіз: оқиғаға бәс қабылдау тоқтатылған',
  cash_out_reason_not_priced: 'Сату қолжетімсіз: оқиғада қазір коэффициенттер жоқ',
  cash_out_reason_nothing_to_win: 'Бәс енді ұта алмайды',
  cash_out_dialog_label: '№ {{number}} бәсті сату',
  cash_out_offer_is: 'Бәсті {{amount}} сомаға сатуға болады',
  cash_out_sell_all: 'Толығымен {{amount}} сомаға сату',
  cash_out_part_label: 'Бәстің бір бөлігін сату',
  cash_out_part_amount: '{{amount}} алу, қалғаны ойында қалады',
  cash_out_sell_part: 'Бөлігін {{amount}} сомаға сату',
  cash_out_auto_label: 'Сома осыған жеткенде автоматты түрде сату ({{currency}})',
  cash_out_auto_save: 'Автосатуды қосу',
  cash_out_auto_remove: 'Автосатуды өшіру',
  cash_out_auto_is: '{{amount}} болғанда автосату',
  cash_out_auto_invalid: 'Ықтимал ұтыстан аспайтын соманы енгізіңіз',
  cash_out_close: 'Жабу',
  cash_out_sold: '№ {{number}} бәс {{amount}} сомаға сатылды',
  cash_out_sold_part: '№ {{number}} бәстің бір бөлігі {{amount}} сомаға сатылды',
  cash_out_moved: 'Сату сомасы өзгерді: енді {{amount}}. Тексеріп, қайта сатыңыз',
  cash_out_no_answer: 'Сервер жауап бермеді. Бәсті тарихтан тексеріп, қайта көріңіз',
  cash_out_working: 'Сатып жатырмыз…',
};
