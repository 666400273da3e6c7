// Portuguese (Portugal) texts of the "livePages" namespace: the sport filter and multi-live.
import type { livePagesRu } from '../ru/live-pages';

export const livePagesPt: Record<keyof typeof livePagesRu, string> = {
  live_filter_pick_sport: 'Selecionar: {{sport}}',
  live_filter_show: 'Mostrar selecionados ({{count}})',
  live_filter_clear: 'Limpar seleção',
  live_filter_heading_live: 'Ao vivo: desportos selecionados',
  live_filter_heading_line: 'Pré-jogo: desportos selecionados',
  live_filter_title: 'Desportos selecionados — {{brand}}',
  live_filter_description: 'Jogos dos desportos selecionados em {{brand}}: cada desporto numa lista própria, com cotas em tempo real.',

  live_multi_title: 'Multi ao vivo — {{brand}}',
  live_multi_heading: 'Multi ao vivo',
  live_multi_description: 'Até quatro jogos ao vivo no mesmo ecrã: resultado, tempo de jogo e cotas principais em tempo real.',
  live_multi_empty: 'Fixe até {{max}} jogos ao vivo com o botão «+» na linha do jogo — vão aparecer aqui.',
  live_multi_to_live: 'Ver ao vivo',
  live_multi_cards_label: 'Jogos fixados',
  live_multi_loading: 'A carregar o jogo…',
  live_multi_gone: 'O jogo terminou ou foi retirado da oferta.',
  live_multi_all_markets: 'Todos os mercados',
  live_multi_unpin: 'Desafixar',

  live_multi_link: 'Multi ao vivo ({{count}})',

  live_pin: 'Fixar no Multi ao vivo: {{event}}',
  live_unpin: 'Desafixar do Multi ao vivo: {{event}}',
  live_pin_full: 'O Multi ao vivo já tem {{max}} jogos — desafixe um para adicionar este: {{event}}',
};
