// Uzbek texts of the "livePages" namespace: the sport filter and multi-live with its pin buttons.
import type { livePagesRu } from '../ru/live-pages';

export const livePagesUz: Record<keyof typeof livePagesRu, string> = {
  live_filter_pick_sport: 'Tanlash: {{sport}}',
  live_filter_show: 'Tanlanganlarni koʻrsatish ({{count}})',
  live_filter_clear: 'Tanlovni tozalash',
  live_filter_heading_live: 'Jonli: tanlangan sport turlari',
  live_filter_heading_line: 'Liniya: tanlangan sport turlari',
  live_filter_title: 'Tanlangan sport turlari — {{brand}}',
  live_filter_description:
    '{{brand}} saytida tanlangan sport turlari matchlari: har bir sport turi alohida roʻyxatda, koeffitsiyentlar real vaqtda.',

  live_multi_title: 'Multi-jonli — {{brand}}',
  live_multi_heading: 'Multi-jonli',
  live_multi_description: 'Bitta ekranda toʻrttagacha jonli match: hisob, vaqt va asosiy koeffitsiyentlar real vaqtda.',
  live_multi_empty: 'Match qatoridagi «+» tugmasi bilan {{max}} tagacha jonli matchni qadang — ular shu yerda paydo boʻladi.',
  live_multi_to_live: 'Jonliga oʻtish',
  live_multi_cards_label: 'Qadalgan matchlar',
  live_multi_loading: 'Match yuklanmoqda…',
  live_multi_gone: 'Match tugadi yoki liniyadan olib tashlandi.',
  live_multi_all_markets: 'Barcha bozorlar',
  live_multi_unpin: 'Qadashdan olish',

  live_multi_link: 'Multi-jonli ({{count}})',

  live_pin: 'Multi-jonliga qadash: {{event}}',
  live_unpin: 'Multi-jonlidan olish: {{event}}',
  live_pin_full: 'Multi-jonlida allaqachon {{max}} ta match bor — buni qoʻshish uchun bittasini qadashdan oling: {{event}}',
};
