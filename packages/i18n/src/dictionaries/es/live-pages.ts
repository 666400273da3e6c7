// Spanish (Spain) texts of the sport filter (several sports chosen in the tree) and multi-live (up to
// four pinned live games side by side), with the pin buttons of live rows.
import type { livePagesRu } from '../ru/live-pages';

export const livePagesEs: Record<keyof typeof livePagesRu, string> = {
  live_filter_pick_sport: 'Elegir: {{sport}}',
  live_filter_show: 'Mostrar los elegidos ({{count}})',
  live_filter_clear: 'Borrar la selección',
  live_filter_heading_live: 'En directo: deportes elegidos',
  live_filter_heading_line: 'Prepartido: deportes elegidos',
  live_filter_title: 'Deportes elegidos — {{brand}}',
  live_filter_description: 'Partidos de los deportes elegidos en {{brand}}: cada deporte en su propia lista, con cuotas en tiempo real.',

  live_multi_title: 'Multidirecto — {{brand}}',
  live_multi_heading: 'Multidirecto',
  live_multi_description: 'Hasta cuatro partidos en directo en una misma pantalla: marcador, tiempo y cuotas principales en tiempo real.',
  live_multi_empty: 'Ancla hasta {{max}} partidos en directo con el botón «+» de la fila del partido y aparecerán aquí.',
  live_multi_to_live: 'Ir al directo',
  live_multi_cards_label: 'Partidos anclados',
  live_multi_loading: 'Cargando el partido…',
  live_multi_gone: 'El partido ha terminado o ya no se ofrece.',
  live_multi_all_markets: 'Todos los mercados',
  live_multi_unpin: 'Desanclar',

  live_multi_link: 'Multidirecto ({{count}})',

  live_pin: 'Anclar en el multidirecto: {{event}}',
  live_unpin: 'Desanclar del multidirecto: {{event}}',
  live_pin_full: 'El multidirecto ya tiene {{max}} partidos: desancla uno para añadir este: {{event}}',
};
