// Arabic texts of the sport filter (several sports chosen in the tree) and multi-live (up to four pinned live games).
import type { livePagesRu } from '../ru/live-pages';

export const livePagesAr: Record<keyof typeof livePagesRu, string> = {
  live_filter_pick_sport: 'اختيار: {{sport}}',
  live_filter_show: 'عرض المحدد ({{count}})',
  live_filter_clear: 'إلغاء التحديد',
  live_filter_heading_live: 'مباشر: الرياضات المختارة',
  live_filter_heading_line: 'ما قبل المباراة: الرياضات المختارة',
  live_filter_title: 'الرياضات المختارة — {{brand}}',
  live_filter_description: 'مباريات الرياضات التي اخترتها على {{brand}}: قائمة مستقلة لكل رياضة، والاحتمالات لحظة بلحظة.',

  live_multi_title: 'المباشر المتعدد — {{brand}}',
  live_multi_heading: 'المباشر المتعدد',
  live_multi_description: 'حتى أربع مباريات مباشرة على شاشة واحدة: النتيجة والوقت والاحتمالات الرئيسية لحظة بلحظة.',
  live_multi_empty: 'ثبّت حتى {{max}} مباريات مباشرة بالزر «+» في سطر المباراة، وستظهر هنا.',
  live_multi_to_live: 'الانتقال إلى المباشر',
  live_multi_cards_label: 'المباريات المثبّتة',
  live_multi_loading: 'جارٍ تحميل المباراة…',
  live_multi_gone: 'انتهت المباراة أو أُزيلت من القائمة.',
  live_multi_all_markets: 'كل الأسواق',
  live_multi_unpin: 'إلغاء التثبيت',

  live_multi_link: 'المباشر المتعدد ({{count}})',

  live_pin: 'تثبيت في المباشر المتعدد: {{event}}',
  live_unpin: 'إلغاء التثبيت من المباشر المتعدد: {{event}}',
  live_pin_full: 'يضم المباشر المتعدد {{max}} مباريات بالفعل — ألغِ تثبيت واحدة لإضافة هذه: {{event}}',
};
