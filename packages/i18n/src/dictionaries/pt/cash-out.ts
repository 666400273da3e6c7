// Portuguese (Portugal) texts of the "cashOut" namespace: cashing out an open bet, in full, in part or automatically.
import type { cashOutRu } from '../ru/cash-out';

export const cashOutPt: Record<keyof typeof cashOutRu, string> = {
  cash_out_sell_for: 'Cash out por {{amount}}',
  cash_out_unavailable: 'Cash out indisponível de momento',
  cash_out_reason_blocked: 'Cash out indisponível: as apostas no evento estão suspensas',
  cash_out_reason_not_priced: 'Cash out indisponível: o evento não tem cotas de momento',
  cash_out_reason_nothing_to_win: 'A aposta já não pode ganhar',
  cash_out_dialog_label: 'Cash out da aposta n.º {{number}}',
  cash_out_offer_is: 'Pode fazer cash out desta aposta por {{amount}}',
  cash_out_sell_all: 'Cash out total por {{amount}}',
  cash_out_part_label: 'Cash out parcial da aposta',
  cash_out_part_amount: 'Receber {{amount}}; o resto continua em jogo',
  cash_out_sell_part: 'Cash out parcial por {{amount}}',
  cash_out_auto_label: 'Cash out automático quando o valor atingir ({{currency}})',
  cash_out_auto_save: 'Ativar cash out automático',
  cash_out_auto_remove: 'Desativar cash out automático',
  cash_out_auto_is: 'Cash out automático a {{amount}}',
  cash_out_auto_invalid: 'Indique um valor que não exceda os ganhos possíveis',
  cash_out_close: 'Fechar',
  cash_out_sold: 'Cash out da aposta n.º {{number}} feito por {{amount}}',
  cash_out_sold_part: 'Cash out parcial da aposta n.º {{number}} feito por {{amount}}',
  cash_out_moved: 'O valor de cash out mudou: agora é {{amount}}. Verifique e faça cash out novamente',
  cash_out_no_answer: 'O servidor não respondeu. Verifique a aposta no histórico e tente novamente',
  cash_out_working: 'A fazer cash out…',
};
