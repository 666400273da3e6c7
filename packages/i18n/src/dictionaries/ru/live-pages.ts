// The sport filter (several sports chosen in the tree) and multi-live (up to four pinned live
// games side by side), with the pin buttons of live rows.
export const livePagesRu = {
  live_filter_pick_sport: 'Выбрать: {{sport}}',
  live_filter_show: 'Показать выбранные ({{count}})',
  live_filter_clear: 'Сбросить выбор',
  live_filter_heading_live: 'Лайв: выбранные виды спорта',
  live_filter_heading_line: 'Линия: выбранные виды спорта',
  live_filter_title: 'Выбранные виды спорта — {{brand}}',
  live_filter_description: 'Матчи выбранных видов спорта на {{brand}}: каждый вид спорта отдельным списком, коэффициенты в реальном времени.',

  live_multi_title: 'Мультилайв — {{brand}}',
  live_multi_heading: 'Мультилайв',
  live_multi_description: 'До четырёх лайв-матчей на одном экране: счёт, время и основные коэффициенты в реальном времени.',
  live_multi_empty: 'Закрепите до {{max}} лайв-матчей кнопкой «+» в строке матча — они появятся здесь.',
  live_multi_to_live: 'Перейти в лайв',
  live_multi_cards_label: 'Закреплённые матчи',
  live_multi_loading: 'Загружаем матч…',
  live_multi_gone: 'Матч завершён или снят с линии.',
  live_multi_all_markets: 'Все рынки',
  live_multi_unpin: 'Открепить',

  live_multi_link: 'Мультилайв ({{count}})',

  live_pin: 'Закрепить в мультилайве: {{event}}',
  live_unpin: 'Открепить из мультилайва: {{event}}',
  live_pin_full: 'В мультилайве уже {{max}} матча — открепите один, чтобы добавить этот: {{event}}',
} as const;
