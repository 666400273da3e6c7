// French texts of the sport filter and the multiplex (up to four pinned live games side by side), typed by the Russian source.
import type { livePagesRu } from '../ru/live-pages';

export const livePagesFr: Record<keyof typeof livePagesRu, string> = {
  live_filter_pick_sport: 'Sélectionner : {{sport}}',
  live_filter_show: 'Afficher la sélection ({{count}})',
  live_filter_clear: 'Réinitialiser la sélection',
  live_filter_heading_live: 'En direct : sports sélectionnés',
  live_filter_heading_line: 'Avant-match : sports sélectionnés',
  live_filter_title: 'Sports sélectionnés — {{brand}}',
  live_filter_description: 'Les matchs des sports sélectionnés sur {{brand}} : une liste par sport, des cotes en temps réel.',
  live_multi_title: 'Multiplex — {{brand}}',
  live_multi_heading: 'Multiplex',
  live_multi_description: 'Jusqu’à quatre matchs en direct sur un seul écran : score, chrono et cotes principales en temps réel.',
  live_multi_empty: 'Épinglez jusqu’à {{max}} matchs en direct avec le bouton « + » de la ligne du match : ils apparaîtront ici.',
  live_multi_to_live: 'Aller au direct',
  live_multi_cards_label: 'Matchs épinglés',
  live_multi_loading: 'Chargement du match…',
  live_multi_gone: 'Le match est terminé ou a été retiré de l’offre.',
  live_multi_all_markets: 'Tous les marchés',
  live_multi_unpin: 'Désépingler',
  live_multi_link: 'Multiplex ({{count}})',
  live_pin: 'Épingler au multiplex : {{event}}',
  live_unpin: 'Retirer du multiplex : {{event}}',
  live_pin_full: 'Le multiplex compte déjà {{max}} matchs — désépinglez-en un pour ajouter celui-ci : {{event}}',
};
