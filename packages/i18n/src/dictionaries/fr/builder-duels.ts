// French texts of the "builderDuels" namespace (the bet builder on a game page and in the slip, duels, the bet lobby), typed by the Russian source.
import type { builderDuelsRu } from '../ru/builder-duels';

export const builderDuelsFr: Record<keyof typeof builderDuelsRu, string> = {
  // The builder on a game page
  builder_title: 'Créateur de paris',
  builder_lead: 'Réunissez de {{min}} à {{max}} issues de ce match dans un seul pari : leur cote est calculée ensemble.',
  builder_open: 'Créer un pari',
  builder_hide: 'Masquer',
  builder_match: 'Match',
  builder_outcome_label: '{{outcome}}, cote {{price}}',
  builder_added: 'Dans le créateur : {{outcome}}',
  builder_removed: 'Retiré du créateur : {{outcome}}',
  builder_replaced: 'Issue du marché remplacée : {{outcome}}',
  builder_restarted: 'Le créateur a recommencé avec un autre match : {{outcome}}',
  builder_limit: 'Le créateur contient déjà le nombre maximal d’issues.',

  // The builder in the slip
  builder_slip_title: 'Créateur de paris',
  builder_legs: 'Issues du créateur',
  builder_remove: 'Retirer du créateur : {{outcome}}',
  builder_coefficient: 'Cote du créateur',
  builder_product: 'Cotes multipliées',
  builder_note_one_leg: 'Ajoutez au moins une autre issue de ce match.',
  builder_stake_in: 'Mise du créateur, {{currency}}',
  builder_place: 'Parier avec le créateur',
  builder_clear: 'Vider le créateur',

  // Duels
  duels_title: 'Duels',
  duels_meta_title: 'Duels : qui marquera le plus',
  duels_meta_description: 'Choisissez deux équipes de matchs différents et pariez sur celle qui marquera le plus.',
  duels_lead: 'Choisissez deux équipes de matchs différents : le pari porte sur celle qui marquera le plus de buts dans son match.',
  duels_team_a: 'Équipe A',
  duels_team_b: 'Équipe B',
  duels_choose: 'Choisissez une équipe',
  duels_team_option: '{{team}} (contre {{opponent}}, {{start}})',
  duels_build: 'Créer le duel',
  duels_loading: 'Chargement des équipes…',
  duels_none: 'Aucun match ne permet de créer un duel pour le moment.',
  duels_failed: 'Impossible de charger les équipes.',
  duels_retry: 'Réessayer',
  duels_refused: 'Le duel n’a pas été créé.',
  duels_unanswered: 'Le serveur n’a pas répondu. Réessayez.',
  duels_duel: 'Duel : {{team1}} — {{team2}}',
  duels_sides: '{{team}} dans le match {{game}}',
  duels_outcome_label: '{{event}} : {{outcome}}, cote {{price}}',
  duels_pick_note: 'Les issues du duel s’ajoutent au coupon comme toutes les autres.',
  duels_link: 'Duels',

  // The bet lobby
  lobby_title: 'Lobby des paris',
  lobby_meta_description: 'Les paris en cours des autres joueurs : des sélections et des cotes à copier dans votre coupon.',
  lobby_lead: 'Les paris que des joueurs ont affichés dans le lobby. Les sélections et les cotes sont visibles, les mises non.',
  lobby_empty: 'Aucun pari en cours dans le lobby pour l’instant.',
  lobby_failed: 'Impossible de charger le lobby.',
  lobby_retry: 'Réessayer',
  lobby_bet_label: 'Pari du joueur {{name}}',
  lobby_copy: 'Copier dans le coupon',
  lobby_copy_label: 'Copier le pari du joueur {{name}} dans le coupon',
  lobby_link: 'Lobby des paris',
  betting_more_label: 'Autres façons de parier',
};
