// French texts of the "shell" namespace (header, footer, navigation, error pages), typed by the Russian source.
import type { shellRu } from '../ru/shell';

export const shellFr: Record<keyof typeof shellRu, string> = {
  error_page_title_404: 'Page introuvable',
  error_page_message_404: 'Cette page n’existe pas ou a été déplacée. Vérifiez l’adresse ou repartez de la page d’accueil.',
  error_page_title_500: 'Un problème est survenu',
  error_page_message_500: 'Une erreur est survenue sur le serveur. Nous nous en occupons : rechargez la page dans une minute.',
  error_page_go_home: 'Retour à l’accueil',
  blocked_region_title: 'Site indisponible dans votre région',
  blocked_region_text:
    '{{brand}} n’accepte pas les paris depuis votre pays. Si vous pensez qu’il s’agit d’une erreur, contactez le service client.',
  shell_skip_to_content: 'Aller au contenu',
  shell_skip_to_slip: 'Aller au coupon',
  shell_home_of: '{{brand}} — accueil',
  shell_main_navigation: 'Sections principales',
  shell_bottom_navigation: 'Navigation du bas',
  shell_nav_home: 'Accueil',
  shell_nav_menu: 'Menu',
  shell_language_title: 'Langue',
  shell_language_choose: '{{shown}} — Langue : {{language}}. En choisir une autre',
  shell_theme_to_light: 'Passer au thème clair',
  shell_theme_to_dark: 'Passer au thème sombre',
  shell_time_zone_title: 'Fuseau horaire',
  shell_time_zone_choose: 'Fuseau horaire : {{zone}}. En choisir un autre',
  shell_time_zone_now: 'Votre heure ({{zone}}) :',
  shell_information: 'Informations',
  shell_information_navigation: 'Pages d’information',
  shell_age_limit: 'Interdit aux moins de {{age}} ans',
  shell_footer_legal: '© {{year}} {{brand}}. Les jeux d’argent peuvent créer une dépendance. Jouez de manière responsable.',
  shell_maintenance_default: 'Maintenance en cours. Certaines fonctionnalités sont temporairement indisponibles.',
};
