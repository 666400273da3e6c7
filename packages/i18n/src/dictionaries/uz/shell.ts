// Uzbek texts of the "shell" namespace: header, footer, navigation and error pages.
import type { shellRu } from '../ru/shell';

export const shellUz: Record<keyof typeof shellRu, string> = {
  error_page_title_404: 'Sahifa topilmadi',
  error_page_message_404: 'Bunday sahifa yoʻq yoki u koʻchirilgan. Manzilni tekshiring yoki bosh sahifadan boshlang.',
  error_page_title_500: 'Nimadir xato ketdi',
  error_page_message_500: 'Serverda xatolik yuz berdi. Biz uni bartaraf etyapmiz — bir daqiqadan soʻng sahifani yangilab koʻring.',
  error_page_go_home: 'Bosh sahifaga',
  blocked_region_title: 'Sayt sizning hududingizda mavjud emas',
  blocked_region_text:
    '{{brand}} sizning mamlakatingizdan tikishlarni qabul qilmaydi. Agar buni xato deb hisoblasangiz, qoʻllab-quvvatlash xizmatiga murojaat qiling.',
  shell_skip_to_content: 'Asosiy mazmunga oʻtish',
  shell_skip_to_slip: 'Kuponga oʻtish',
  shell_home_of: '{{brand}} — bosh sahifaga',
  shell_main_navigation: 'Asosiy boʻlimlar',
  shell_bottom_navigation: 'Pastki navigatsiya',
  shell_nav_home: 'Bosh sahifa',
  shell_nav_menu: 'Menyu',
  shell_language_title: 'Til',
  shell_language_choose: '{{shown}} — Til: {{language}}. Boshqasini tanlash',
  shell_theme_to_light: 'Yorugʻ mavzuni yoqish',
  shell_theme_to_dark: 'Qorongʻi mavzuni yoqish',
  shell_time_zone_title: 'Vaqt mintaqasi',
  shell_time_zone_choose: 'Vaqt mintaqasi: {{zone}}. Boshqasini tanlash',
  shell_time_zone_now: 'Sizning vaqtingiz ({{zone}}):',
  shell_information: 'Ma’lumot',
  shell_information_navigation: 'Ma’lumot sahifalari',
  shell_age_limit: 'Faqat {{age}} yoshdan oshgan shaxslar uchun',
  shell_footer_legal: '© {{year}} {{brand}}. Qimor oʻyinlari qaramlikka olib kelishi mumkin. Mas’uliyat bilan oʻynang.',
  shell_maintenance_default: 'Texnik ishlar olib borilmoqda. Ayrim funksiyalar vaqtincha ishlamaydi.',
};
