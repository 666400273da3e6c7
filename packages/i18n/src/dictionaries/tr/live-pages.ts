// Turkish texts of the "livePages" namespace (the sport filter and multi-live); keys are those of the Russian source.
import type { livePagesRu } from '../ru/live-pages';

export const livePagesTr: Record<keyof typeof livePagesRu, string> = {
  live_filter_pick_sport: 'Seç: {{sport}}',
  live_filter_show: 'Seçilenleri göster ({{count}})',
  live_filter_clear: 'Seçimi sıfırla',
  live_filter_heading_live: 'Canlı: seçilen spor dalları',
  live_filter_heading_line: 'Maç öncesi: seçilen spor dalları',
  live_filter_title: 'Seçilen spor dalları — {{brand}}',
  live_filter_description: '{{brand}} sitesinde seçilen spor dallarının maçları: her spor dalı ayrı bir listede, oranlar gerçek zamanlı.',

  live_multi_title: 'Çoklu canlı — {{brand}}',
  live_multi_heading: 'Çoklu canlı',
  live_multi_description: 'Tek ekranda dörde kadar canlı maç: skor, süre ve ana oranlar gerçek zamanlı.',
  live_multi_empty: 'Maç satırındaki “+” düğmesiyle en fazla {{max}} canlı maç sabitleyin; maçlar burada görünür.',
  live_multi_to_live: 'Canlıya git',
  live_multi_cards_label: 'Sabitlenen maçlar',
  live_multi_loading: 'Maç yükleniyor…',
  live_multi_gone: 'Maç bitti veya bahis listesinden kaldırıldı.',
  live_multi_all_markets: 'Tüm marketler',
  live_multi_unpin: 'Sabitlemeyi kaldır',

  live_multi_link: 'Çoklu canlı ({{count}})',

  live_pin: 'Çoklu canlıya sabitle: {{event}}',
  live_unpin: 'Çoklu canlıdan kaldır: {{event}}',
  live_pin_full: 'Çoklu canlıda zaten {{max}} maç var; bunu eklemek için birinin sabitlemesini kaldırın: {{event}}',
};
