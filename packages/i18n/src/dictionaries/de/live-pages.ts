// German texts of the "livePages" namespace (the sport filter and multi-live); keys of ru/live-pages.ts.
import type { livePagesRu } from '../ru/live-pages';

export const livePagesDe: Record<keyof typeof livePagesRu, string> = {
  live_filter_pick_sport: '{{sport}} auswählen',
  live_filter_show: 'Auswahl anzeigen ({{count}})',
  live_filter_clear: 'Auswahl zurücksetzen',
  live_filter_heading_live: 'Live: ausgewählte Sportarten',
  live_filter_heading_line: 'Pre-Match: ausgewählte Sportarten',
  live_filter_title: 'Ausgewählte Sportarten – {{brand}}',
  live_filter_description: 'Spiele der ausgewählten Sportarten bei {{brand}}: jede Sportart als eigene Liste, Quoten in Echtzeit.',

  live_multi_title: 'Multi-Live – {{brand}}',
  live_multi_heading: 'Multi-Live',
  live_multi_description: 'Bis zu vier Live-Spiele auf einem Bildschirm: Spielstand, Spielzeit und die wichtigsten Quoten in Echtzeit.',
  live_multi_empty: 'Heften Sie bis zu {{max}} Live-Spiele mit der Schaltfläche „+“ in der Spielzeile an – sie erscheinen dann hier.',
  live_multi_to_live: 'Zu den Live-Wetten',
  live_multi_cards_label: 'Angeheftete Spiele',
  live_multi_loading: 'Spiel wird geladen…',
  live_multi_gone: 'Das Spiel ist beendet oder wurde aus dem Angebot genommen.',
  live_multi_all_markets: 'Alle Märkte',
  live_multi_unpin: 'Lösen',

  live_multi_link: 'Multi-Live ({{count}})',

  live_pin: 'An Multi-Live anheften: {{event}}',
  live_unpin: 'Von Multi-Live lösen: {{event}}',
  live_pin_full: 'In Multi-Live sind bereits {{max}} Spiele – lösen Sie eines, um dieses hinzuzufügen: {{event}}',
};
