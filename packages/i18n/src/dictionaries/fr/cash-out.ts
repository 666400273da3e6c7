// French texts of the "cashOut" namespace (issue 12: cashing out an open bet, whole, in part or automatically), typed by the Russian source.
import type { cashOutRu } from '../ru/cash-out';

export const cashOutFr: Record<keyof typeof cashOutRu, string> = {
  cash_out_sell_for: 'Encaisser {{amount}}',
  cash_out_unavailable: 'Cash-out indisponible pour le moment',
  cash_out_reason_blocked: 'Cash-out indisponible : les paris sur un événement sont suspendus',
  cash_out_reason_not_priced: 'Cash-out indisponible : un événement n’a pas de cote pour le moment',
  cash_out_reason_nothing_to_win: 'Le pari ne peut plus être gagnant',
  cash_out_dialog_label: 'Cash-out du pari n° {{number}}',
  cash_out_offer_is: 'Le pari peut être encaissé pour {{amount}}',
  cash_out_sell_all: 'Tout encaisser pour {{amount}}',
  cash_out_part_label: 'Encaisser une partie du pari',
  cash_out_part_amount: 'Recevez {{amount}}, le reste demeure en jeu',
  cash_out_sell_part: 'Encaisser une partie pour {{amount}}',
  cash_out_auto_label: 'Encaisser automatiquement quand le montant atteint ({{currency}})',
  cash_out_auto_save: 'Activer le cash-out automatique',
  cash_out_auto_remove: 'Désactiver le cash-out automatique',
  cash_out_auto_is: 'Cash-out automatique à {{amount}}',
  cash_out_auto_invalid: 'Indiquez un montant qui ne dépasse pas le gain potentiel',
  cash_out_close: 'Fermer',
  cash_out_sold: 'Pari n° {{number}} encaissé pour {{amount}}',
  cash_out_sold_part: 'Une partie du pari n° {{number}} encaissée pour {{amount}}',
  cash_out_moved: 'Le montant du cash-out a changé : il est maintenant de {{amount}}. Vérifiez-le et encaissez à nouveau',
  cash_out_no_answer: 'Le serveur n’a pas répondu. Vérifiez le pari dans l’historique et réessayez',
  cash_out_working: 'Cash-out en cours…',
};
