// Turkish texts of the "cashOut" namespace (cashing out an open bet: whole, in part, or automatically); keys are those of the Russian source.
import type { cashOutRu } from '../ru/cash-out';

export const cashOutTr: Record<keyof typeof cashOutRu, string> = {
  cash_out_sell_for: 'Bozdur: {{amount}}',
  cash_out_unavailable: 'Bozdurma şu anda kullanılamıyor',
  cash_out_reason_blocked: 'Bozdurma kullanılamıyor: etkinliğe bahis alımı durduruldu',
  cash_out_reason_not_priced: 'Bozdurma kullanılamıyor: etkinliğin şu anda oranı yok',
  cash_out_reason_nothing_to_win: 'Bahis artık kazanamaz',
  cash_out_dialog_label: '{{number}} numaralı bahsi bozdurma',
  cash_out_offer_is: 'Bahis {{amount}} karşılığında bozdurulabilir',
  cash_out_sell_all: 'Tamamını bozdur: {{amount}}',
  cash_out_part_label: 'Bahsin bir kısmını bozdur',
  cash_out_part_amount: '{{amount}} alın, kalanı oyunda kalsın',
  cash_out_sell_part: 'Kısmen bozdur: {{amount}}',
  cash_out_auto_label: 'Tutar şu değere ulaşınca otomatik bozdur ({{currency}})',
  cash_out_auto_save: 'Otomatik bozdurmayı aç',
  cash_out_auto_remove: 'Otomatik bozdurmayı kapat',
  cash_out_auto_is: 'Otomatik bozdurma: {{amount}}',
  cash_out_auto_invalid: 'Olası kazançtan fazla olmayan bir tutar girin',
  cash_out_close: 'Kapat',
  cash_out_sold: '{{number}} numaralı bahis bozduruldu: {{amount}}',
  cash_out_sold_part: '{{number}} numaralı bahsin bir kısmı bozduruldu: {{amount}}',
  cash_out_moved: 'Bozdurma tutarı değişti: şimdi {{amount}}. Kontrol edip yeniden bozdurun',
  cash_out_no_answer: 'Sunucu yanıt vermedi. Bahsi geçmişte kontrol edip tekrar deneyin',
  cash_out_working: 'Bozduruluyor…',
};
