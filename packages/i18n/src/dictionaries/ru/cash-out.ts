// Russian texts of the "cashOut" namespace (issue 12: selling an open bet from the open bets under
// the slip — whole, in part, or automatically at a target): the source dictionary; English must
// have the same keys.
export const cashOutRu = {
  cash_out_sell_for: 'Продать за {{amount}}',
  cash_out_unavailable: 'Продажа сейчас недоступна',
  cash_out_reason_blocked: 'Продажа недоступна: приём ставок на событие приостановлен',
  cash_out_reason_not_priced: 'Продажа недоступна: у события сейчас нет коэффициентов',
  cash_out_reason_nothing_to_win: 'Ставка уже не может выиграть',
  cash_out_dialog_label: 'Продажа ставки № {{number}}',
  cash_out_offer_is: 'Ставку можно продать за {{amount}}',
  cash_out_sell_all: 'Продать всю за {{amount}}',
  cash_out_part_label: 'Продать часть ставки',
  cash_out_part_amount: 'Получить {{amount}}, остальное остаётся в игре',
  cash_out_sell_part: 'Продать часть за {{amount}}',
  cash_out_auto_label: 'Продать автоматически, когда сумма достигнет ({{currency}})',
  cash_out_auto_save: 'Включить автопродажу',
  cash_out_auto_remove: 'Отключить автопродажу',
  cash_out_auto_is: 'Автопродажа при {{amount}}',
  cash_out_auto_invalid: 'Укажите сумму не больше возможного выигрыша',
  cash_out_close: 'Закрыть',
  cash_out_sold: 'Ставка № {{number}} продана за {{amount}}',
  cash_out_sold_part: 'Продана часть ставки № {{number}} за {{amount}}',
  cash_out_moved: 'Сумма продажи изменилась: теперь {{amount}}. Проверьте и продайте ещё раз',
  cash_out_no_answer: 'Сервер не ответил. Проверьте ставку в истории и попробуйте ещё раз',
  cash_out_working: 'Продаём…',
};
