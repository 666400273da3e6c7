// Turkish texts of the "shell" namespace (header, footer, navigation, error pages); keys are those of the Russian source.
import type { shellRu } from '../ru/shell';

export const shellTr: Record<keyof typeof shellRu, string> = {
  error_page_title_404: 'Sayfa bulunamadı',
  error_page_message_404: 'Bu sayfa yok veya taşınmış. Adresi kontrol edin ya da ana sayfadan başlayın.',
  error_page_title_500: 'Bir şeyler ters gitti',
  error_page_message_500: 'Sunucuda bir hata oluştu. Sorunu inceliyoruz; lütfen bir dakika sonra sayfayı yenileyin.',
  error_page_go_home: 'Ana sayfaya git',
  blocked_region_title: 'Site bulunduğunuz bölgede kullanılamıyor',
  blocked_region_text:
    '{{brand}}, ülkenizden bahis kabul etmiyor. Bunun bir hata olduğunu düşünüyorsanız lütfen destek ekibiyle iletişime geçin.',
  shell_skip_to_content: 'İçeriğe geç',
  shell_skip_to_slip: 'Kupona geç',
  shell_home_of: '{{brand}} — ana sayfa',
  shell_main_navigation: 'Ana bölümler',
  shell_bottom_navigation: 'Alt gezinme',
  shell_nav_home: 'Ana sayfa',
  shell_nav_menu: 'Menü',
  shell_language_title: 'Dil',
  shell_language_choose: '{{shown}} — Dil: {{language}}. Başkasını seçin',
  shell_theme_to_light: 'Açık temaya geç',
  shell_theme_to_dark: 'Koyu temaya geç',
  shell_time_zone_title: 'Saat dilimi',
  shell_time_zone_choose: 'Saat dilimi: {{zone}}. Başkasını seçin',
  shell_time_zone_now: 'Sizin saatiniz ({{zone}}):',
  shell_information: 'Bilgi',
  shell_information_navigation: 'Bilgi sayfaları',
  shell_age_limit: 'Yalnızca {{age}} yaş ve üzeri içindir',
  shell_footer_legal: '© {{year}} {{brand}}. Şans oyunları bağımlılık yapabilir. Sorumlu oynayın.',
  shell_maintenance_default: 'Teknik çalışma yapılıyor. Bazı özellikler geçici olarak kullanılamıyor.',
};
