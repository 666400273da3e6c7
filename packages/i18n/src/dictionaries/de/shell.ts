// German texts of the "shell" namespace (header, footer, navigation, error pages); keys of ru/shell.ts.
import type { shellRu } from '../ru/shell';

export const shellDe: Record<keyof typeof shellRu, string> = {
  error_page_title_404: 'Seite nicht gefunden',
  error_page_message_404:
    'Diese Seite gibt es nicht oder sie wurde verschoben. Prüfen Sie die Adresse oder beginnen Sie auf der Startseite.',
  error_page_title_500: 'Etwas ist schiefgelaufen',
  error_page_message_500:
    'Auf dem Server ist ein Fehler aufgetreten. Wir kümmern uns bereits darum – laden Sie die Seite in einer Minute neu.',
  error_page_go_home: 'Zur Startseite',
  blocked_region_title: 'Die Website ist in Ihrer Region nicht verfügbar',
  blocked_region_text:
    '{{brand}} nimmt keine Wetten aus Ihrem Land an. Wenn Sie glauben, dass es sich um einen Fehler handelt, wenden Sie sich an den Kundenservice.',
  shell_skip_to_content: 'Zum Inhalt springen',
  shell_skip_to_slip: 'Zum Wettschein springen',
  shell_home_of: '{{brand}} – zur Startseite',
  shell_main_navigation: 'Hauptbereiche',
  shell_bottom_navigation: 'Untere Navigation',
  shell_nav_home: 'Startseite',
  shell_nav_menu: 'Menü',
  shell_language_title: 'Sprache',
  shell_language_choose: '{{shown}} — Sprache: {{language}}. Andere wählen',
  shell_theme_to_light: 'Helles Design aktivieren',
  shell_theme_to_dark: 'Dunkles Design aktivieren',
  shell_time_zone_title: 'Zeitzone',
  shell_time_zone_choose: 'Zeitzone: {{zone}}. Andere wählen',
  shell_time_zone_now: 'Ihre Uhrzeit ({{zone}}):',
  shell_information: 'Informationen',
  shell_information_navigation: 'Informationsseiten',
  shell_age_limit: 'Nur für Personen ab {{age}} Jahren',
  shell_footer_legal: '© {{year}} {{brand}}. Glücksspiel kann süchtig machen. Spielen Sie verantwortungsvoll.',
  shell_maintenance_default: 'Es finden Wartungsarbeiten statt. Einige Funktionen sind vorübergehend nicht verfügbar.',
};
