import type { cashOutRu } from '../ru/cash-out';

// English texts of the "cashOut" namespace; the keys are those of the Russian source.
export const cashOutEn: Record<keyof typeof cashOutRu, string> = {
  cash_out_sell_for: 'Cash out {{amount}}',
  cash_out_unavailable: 'Cash-out is not available now',
  cash_out_reason_blocked: 'Cash-out is not available: betting on an event is suspended',
  cash_out_reason_not_priced: 'Cash-out is not available: an event has no prices now',
  cash_out_reason_nothing_to_win: 'The bet can no longer win',
  cash_out_dialog_label: 'Cash out bet no. {{number}}',
  cash_out_offer_is: 'The bet can be cashed out for {{amount}}',
  cash_out_sell_all: 'Cash out all for {{amount}}',
  cash_out_part_label: 'Cash out part of the bet',
  cash_out_part_amount: 'Take {{amount}}, the rest stays in play',
  cash_out_sell_part: 'Cash out {{amount}}',
  cash_out_auto_label: 'Cash out automatically when the offer reaches ({{currency}})',
  cash_out_auto_save: 'Turn on auto cash-out',
  cash_out_auto_remove: 'Turn off auto cash-out',
  cash_out_auto_is: 'Auto cash-out at {{amount}}',
  cash_out_auto_invalid: 'Enter an amount no higher than the possible win',
  cash_out_close: 'Close',
  cash_out_sold: 'Bet no. {{number}} cashed out for {{amount}}',
  cash_out_sold_part: 'Part of bet no. {{number}} cashed out for {{amount}}',
  cash_out_moved: 'The offer changed: it is now {{amount}}. Check it and cash out again',
  cash_out_no_answer: 'The server did not answer. Check the bet in the history and try again',
  cash_out_working: 'Cashing out…',
};
