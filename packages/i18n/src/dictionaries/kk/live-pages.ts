// Kazakh texts of the "livePages" namespace (the sport filter and multi-live); the keys are those of the Russian source.
import type { livePagesRu } from '../ru/live-pages';

export const livePagesKk: Record<keyof typeof livePagesRu, string> = {
  live_filter_pick_sport: 'Таңдау: {{sport}}',
  live_filter_show: 'Таңдалғандарды көрсету ({{count}})',
  live_filter_clear: 'Таңдауды тазалау',
  live_filter_heading_live: 'Лайв: таңдалған спорт түрлері',
  live_filter_heading_line: 'Матчқа дейін: таңдалған спорт түрлері',
  live_filter_title: 'Таңдалған спорт түрлері — {{brand}}',
  live_filter_description:
    '{{brand}} сайтындағы таңдалған спорт түрлерінің матчтары: әр спорт түрі бөлек тізімде, коэффициенттер нақты уақытта.',

  live_multi_title: 'Мультилайв — {{brand}}',
  live_multi_heading: 'Мультилайв',
  live_multi_description: 'Бір экранда төрт лайв-матчқа дейін: есеп, уақыт және негізгі коэффициенттер нақты уақытта.',
  live_multi_empty: 'Матч жолындағы «+» түймесімен {{max}} лайв-матчқа дейін бекітіңіз — олар осында пайда болады.',
  live_multi_to_live: 'Лайвқа өту',
  live_multi_cards_label: 'Бекітілген матчтар',
  live_multi_loading: 'Матч жүктелуде…',
  live_multi_gone: 'Матч аяқталды немесе бәс тізімінен алынды.',
  live_multi_all_markets: 'Барлық нарықтар',
  live_multi_unpin: 'Бекітуден алу',

  live_multi_link: 'Мультилайв ({{count}})',

  live_pin: 'Мультилайвқа бекіту: {{event}}',
  live_unpin: 'Мультилайвтан алу: {{event}}',
  live_pin_full: 'Мультилайвта {{max}} матч бекітілген — мұны қосу үшін біреуін алып тастаңыз: {{event}}',
};
