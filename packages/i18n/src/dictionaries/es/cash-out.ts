// Spanish (Spain) texts of the "cashOut" namespace (closing an open bet early — whole, in part, or
// automatically at a target).
import type { cashOutRu } from '../ru/cash-out';

export const cashOutEs: Record<keyof typeof cashOutRu, string> = {
  cash_out_sell_for: 'Cerrar por {{amount}}',
  cash_out_unavailable: 'Ahora no se puede cerrar la apuesta',
  cash_out_reason_blocked: 'No se puede cerrar: las apuestas en el evento están suspendidas',
  cash_out_reason_not_priced: 'No se puede cerrar: el evento no tiene cuotas ahora mismo',
  cash_out_reason_nothing_to_win: 'La apuesta ya no puede ganar',
  cash_out_dialog_label: 'Cerrar la apuesta n.º {{number}}',
  cash_out_offer_is: 'Puedes cerrar la apuesta por {{amount}}',
  cash_out_sell_all: 'Cerrar toda por {{amount}}',
  cash_out_part_label: 'Cerrar parte de la apuesta',
  cash_out_part_amount: 'Cobras {{amount}} y el resto sigue en juego',
  cash_out_sell_part: 'Cerrar una parte por {{amount}}',
  cash_out_auto_label: 'Cerrar automáticamente cuando el importe llegue a ({{currency}})',
  cash_out_auto_save: 'Activar el cierre automático',
  cash_out_auto_remove: 'Desactivar el cierre automático',
  cash_out_auto_is: 'Cierre automático a {{amount}}',
  cash_out_auto_invalid: 'Indica un importe no superior a las ganancias potenciales',
  cash_out_close: 'Cerrar ventana',
  cash_out_sold: 'Apuesta n.º {{number}} cerrada por {{amount}}',
  cash_out_sold_part: 'Se ha cerrado parte de la apuesta n.º {{number}} por {{amount}}',
  cash_out_moved: 'El importe de cierre ha cambiado: ahora es {{amount}}. Revísalo y vuelve a cerrar',
  cash_out_no_answer: 'El servidor no ha respondido. Revisa la apuesta en el historial y vuelve a intentarlo',
  cash_out_working: 'Cerrando…',
};
