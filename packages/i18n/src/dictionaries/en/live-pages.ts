import type { livePagesRu } from '../ru/live-pages';

export const livePagesEn: Record<keyof typeof livePagesRu, string> = {
  live_filter_pick_sport: 'Select {{sport}}',
  live_filter_show: 'Show selected ({{count}})',
  live_filter_clear: 'Clear selection',
  live_filter_heading_live: 'Live: selected sports',
  live_filter_heading_line: 'Line: selected sports',
  live_filter_title: 'Selected sports — {{brand}}',
  live_filter_description: 'Games of the sports you chose at {{brand}}: one list per sport, odds in real time.',

  live_multi_title: 'Multi-live — {{brand}}',
  live_multi_heading: 'Multi-live',
  live_multi_description: 'Up to four live games on one screen: score, clock and main odds in real time.',
  live_multi_empty: 'Pin up to {{max}} live games with the “+” button on a game row and they appear here.',
  live_multi_to_live: 'Go to live',
  live_multi_cards_label: 'Pinned games',
  live_multi_loading: 'Loading the game…',
  live_multi_gone: 'The game is over or no longer offered.',
  live_multi_all_markets: 'All markets',
  live_multi_unpin: 'Unpin',

  live_multi_link: 'Multi-live ({{count}})',

  live_pin: 'Pin to multi-live: {{event}}',
  live_unpin: 'Unpin from multi-live: {{event}}',
  live_pin_full: 'Multi-live already holds {{max}} games — unpin one to add this one: {{event}}',
};
