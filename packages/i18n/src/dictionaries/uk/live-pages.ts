// Ukrainian texts of the "livePages" namespace: the sport filter and multi-live with its pin buttons.
import type { livePagesRu } from '../ru/live-pages';

export const livePagesUk: Record<keyof typeof livePagesRu, string> = {
  live_filter_pick_sport: 'Вибрати: {{sport}}',
  live_filter_show: 'Показати вибрані ({{count}})',
  live_filter_clear: 'Скинути вибір',
  live_filter_heading_live: 'Лайв: вибрані види спорту',
  live_filter_heading_line: 'Лінія: вибрані види спорту',
  live_filter_title: 'Вибрані види спорту — {{brand}}',
  live_filter_description: 'Матчі вибраних видів спорту на {{brand}}: кожен вид спорту окремим списком, коефіцієнти в реальному часі.',

  live_multi_title: 'Мультилайв — {{brand}}',
  live_multi_heading: 'Мультилайв',
  live_multi_description: 'До чотирьох лайв-матчів на одному екрані: рахунок, час і основні коефіцієнти в реальному часі.',
  live_multi_empty: 'Закріпіть до {{max}} лайв-матчів кнопкою «+» у рядку матчу — вони з’являться тут.',
  live_multi_to_live: 'Перейти в лайв',
  live_multi_cards_label: 'Закріплені матчі',
  live_multi_loading: 'Завантажуємо матч…',
  live_multi_gone: 'Матч завершено або знято з лінії.',
  live_multi_all_markets: 'Усі ринки',
  live_multi_unpin: 'Відкріпити',

  live_multi_link: 'Мультилайв ({{count}})',

  live_pin: 'Закріпити в мультилайві: {{event}}',
  live_unpin: 'Відкріпити з мультилайву: {{event}}',
  live_pin_full: 'Мультилайв заповнено (максимум {{max}}) — відкріпіть один матч, щоб додати цей: {{event}}',
};
