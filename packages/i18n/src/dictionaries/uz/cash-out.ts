// Uzbek texts of the "cashOut" namespace: selling an open bet whole, in part or automatically.
import type { cashOutRu } from '../ru/cash-out';

export const cashOutUz: Record<keyof typeof cashOutRu, string> = {
  cash_out_sell_for: 'Sotish: {{amount}}',
  cash_out_unavailable: 'Hozir sotib boʻlmaydi',
  cash_out_reason_blocked: 'Sotib boʻlmaydi: voqeaga tikishlar qabul qilish toʻxtatilgan',
  cash_out_reason_not_priced: 'Sotib boʻlmaydi: voqeada hozir koeffitsiyentlar yoʻq',
  cash_out_reason_nothing_to_win: 'Tikish endi yuta olmaydi',
  cash_out_dialog_label: 'Tikishni sotish: № {{number}}',
  cash_out_offer_is: 'Tikishni sotish mumkin: {{amount}}',
  cash_out_sell_all: 'Hammasini sotish: {{amount}}',
  cash_out_part_label: 'Tikishning bir qismini sotish',
  cash_out_part_amount: '{{amount}} olish, qolgani oʻyinda qoladi',
  cash_out_sell_part: 'Qismini sotish: {{amount}}',
  cash_out_auto_label: 'Summa shunga yetganda avtomatik sotish ({{currency}})',
  cash_out_auto_save: 'Avtosotishni yoqish',
  cash_out_auto_remove: 'Avtosotishni oʻchirish',
  cash_out_auto_is: 'Avtosotish: {{amount}}',
  cash_out_auto_invalid: 'Mumkin boʻlgan yutuqdan oshmaydigan summani kiriting',
  cash_out_close: 'Yopish',
  cash_out_sold: 'Tikish № {{number}} sotildi: {{amount}}',
  cash_out_sold_part: 'Tikish № {{number}} qisman sotildi: {{amount}}',
  cash_out_moved: 'Sotish summasi oʻzgardi: endi {{amount}}. Tekshiring va qaytadan soting',
  cash_out_no_answer: 'Server javob bermadi. Tikishni tarixda tekshiring va qaytadan urinib koʻring',
  cash_out_working: 'Sotilmoqda…',
};
