// Ukrainian texts of the "cashOut" namespace: selling an open bet (whole, in part, or automatically).
import type { cashOutRu } from '../ru/cash-out';

export const cashOutUk: Record<keyof typeof cashOutRu, string> = {
  cash_out_sell_for: 'Продати за {{amount}}',
  cash_out_unavailable: 'Продаж зараз недоступний',
  cash_out_reason_blocked: 'Продаж недоступний: приймання ставок на подію призупинено',
  cash_out_reason_not_priced: 'Продаж недоступний: у події зараз немає коефіцієнтів',
  cash_out_reason_nothing_to_win: 'Ставка вже не може виграти',
  cash_out_dialog_label: 'Продаж ставки № {{number}}',
  cash_out_offer_is: 'Ставку можна продати за {{amount}}',
  cash_out_sell_all: 'Продати всю за {{amount}}',
  cash_out_part_label: 'Продати частину ставки',
  cash_out_part_amount: 'Отримати {{amount}}, решта залишається в грі',
  cash_out_sell_part: 'Продати частину за {{amount}}',
  cash_out_auto_label: 'Продати автоматично, коли сума досягне ({{currency}})',
  cash_out_auto_save: 'Увімкнути автопродаж',
  cash_out_auto_remove: 'Вимкнути автопродаж',
  cash_out_auto_is: 'Автопродаж: {{amount}}',
  cash_out_auto_invalid: 'Вкажіть суму, не більшу за можливий виграш',
  cash_out_close: 'Закрити',
  cash_out_sold: 'Ставку № {{number}} продано за {{amount}}',
  cash_out_sold_part: 'Частину ставки № {{number}} продано за {{amount}}',
  cash_out_moved: 'Сума продажу змінилася: тепер {{amount}}. Перевірте й продайте ще раз',
  cash_out_no_answer: 'Сервер не відповів. Перевірте ставку в історії та спробуйте ще раз',
  cash_out_working: 'Продаємо…',
};
