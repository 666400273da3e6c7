// German texts of the "cashOut" namespace (cashing out an open bet: whole, in part or automatically); keys of ru/cash-out.ts.
import type { cashOutRu } from '../ru/cash-out';

export const cashOutDe: Record<keyof typeof cashOutRu, string> = {
  cash_out_sell_for: 'Cashout {{amount}}',
  cash_out_unavailable: 'Cashout derzeit nicht verfügbar',
  cash_out_reason_blocked: 'Cashout nicht verfügbar: Die Wettannahme für ein Ereignis ist ausgesetzt',
  cash_out_reason_not_priced: 'Cashout nicht verfügbar: Für ein Ereignis gibt es derzeit keine Quoten',
  cash_out_reason_nothing_to_win: 'Die Wette kann nicht mehr gewinnen',
  cash_out_dialog_label: 'Cashout für Wette Nr. {{number}}',
  cash_out_offer_is: 'Cashout für diese Wette: {{amount}}',
  cash_out_sell_all: 'Voll-Cashout für {{amount}}',
  cash_out_part_label: 'Teil-Cashout',
  cash_out_part_amount: '{{amount}} erhalten, der Rest bleibt im Spiel',
  cash_out_sell_part: 'Teil-Cashout für {{amount}}',
  cash_out_auto_label: 'Automatischer Cashout ab Betrag ({{currency}})',
  cash_out_auto_save: 'Auto-Cashout aktivieren',
  cash_out_auto_remove: 'Auto-Cashout deaktivieren',
  cash_out_auto_is: 'Auto-Cashout bei {{amount}}',
  cash_out_auto_invalid: 'Geben Sie einen Betrag an, der den möglichen Gewinn nicht übersteigt',
  cash_out_close: 'Schließen',
  cash_out_sold: 'Wette Nr. {{number}} für {{amount}} ausgezahlt',
  cash_out_sold_part: 'Teil-Cashout für Wette Nr. {{number}}: {{amount}}',
  cash_out_moved: 'Der Cashout-Betrag hat sich geändert: jetzt {{amount}}. Prüfen Sie ihn und versuchen Sie es erneut',
  cash_out_no_answer: 'Der Server hat nicht geantwortet. Prüfen Sie die Wette im Wettverlauf und versuchen Sie es erneut',
  cash_out_working: 'Cashout läuft…',
};
