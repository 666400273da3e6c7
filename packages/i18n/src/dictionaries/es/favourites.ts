// Spanish (Spain) texts of the "favourites" namespace (favourite games and championships, the
// favourites pages, game subscriptions and their push notices).
import type { favouritesRu } from '../ru/favourites';

export const favouritesEs: Record<keyof typeof favouritesRu, string> = {
  favourites_title: 'Favoritos',
  favourites_meta_title: 'Eventos favoritos — {{brand}}',
  favourites_meta_description: 'Tus partidos favoritos con cuotas y marcador en directo en {{brand}}.',
  favourites_add: 'Añadir a favoritos',
  favourites_remove: 'Quitar de favoritos',
  favourites_added: 'Evento añadido a favoritos',
  favourites_removed: 'Evento quitado de favoritos',
  favourites_limit: 'Puedes tener como máximo {{limit}} eventos en favoritos: quita alguno y vuelve a intentarlo.',
  favourites_failed: 'No se han podido modificar los favoritos: {{reason}}',
  favourites_empty: 'Todavía no tienes favoritos. Pulsa la estrella junto a un partido para que aparezca aquí.',
  favourites_list_label: 'Eventos favoritos',
  favourites_loading: 'Cargando el evento…',
  favourites_gone: 'El evento {{id}} ya no está en la oferta',
  favourites_live: 'En directo',
  favourites_score: 'Marcador {{home}}:{{away}}',
  favourites_remove_game: 'Quitar {{event}} de favoritos',
  favourites_prices_label: 'Cuotas: {{event}}',
  favourites_open_game: 'Abrir el partido {{event}}',
  favourites_games_title: 'Partidos',

  favourites_champs_title: 'Campeonatos',
  favourites_champs_empty:
    'Todavía no tienes campeonatos favoritos. Pulsa la estrella junto a un campeonato en la lista de deportes para que aparezca aquí.',
  favourites_champ_add: 'Añadir el campeonato «{{champ}}» a favoritos',
  favourites_champ_remove: 'Quitar el campeonato «{{champ}}» de favoritos',
  favourites_champ_added: 'Campeonato «{{champ}}» añadido a favoritos',
  favourites_champ_removed: 'Campeonato «{{champ}}» quitado de favoritos',
  favourites_champ_limit: 'Puedes tener como máximo {{limit}} campeonatos en favoritos: quita alguno y vuelve a intentarlo.',
  favourites_champ_storage:
    'No se han podido guardar los favoritos: el navegador no permite que el sitio guarde datos. Revisa los ajustes del navegador.',
  favourites_champ_unknown: 'Campeonato n.º {{id}}',
  favourites_champ_idle: '{{champ}}: ahora no hay partidos',
  favourites_champ_games: 'Partidos: {{count}}',

  favourites_nav: 'Favoritos',
  favourites_section_loading: 'Cargando tus partidos favoritos…',
  favourites_section_failed: 'No se han podido cargar los partidos de la sección. Lo volveremos a intentar en unos segundos.',
  favourites_top_title: 'Eventos destacados favoritos',
  favourites_top_meta_title: 'Eventos destacados favoritos — {{brand}}',
  favourites_top_meta_description:
    'Tus partidos favoritos entre los eventos destacados en directo y prepartido, con cuotas en tiempo real, en {{brand}}.',
  favourites_top_empty:
    'Ninguno de tus partidos favoritos está entre los eventos destacados. Pulsa la estrella junto a un partido destacado: aparecerá aquí mientras siga entre los destacados.',
  favourites_top_browse: 'Ver los eventos destacados',
  favourites_cricket_title: 'Partidos de críquet favoritos',
  favourites_cricket_meta_title: 'Críquet favorito — {{brand}}',
  favourites_cricket_meta_description: 'Tus partidos de críquet favoritos con cuotas en tiempo real en {{brand}}.',
  favourites_cricket_empty:
    'No tienes partidos de críquet en favoritos. Pulsa la estrella junto a un partido de críquet para que aparezca aquí.',
  favourites_cricket_browse: 'Todos los partidos de críquet',

  favourites_sub_bell: 'Notificaciones del partido',
  favourites_sub_title: 'Notificaciones',
  favourites_sub_intro: '¿De qué incidencias del partido {{event}} quieres que te avisemos?',
  favourites_sub_events_label: 'Incidencias del partido',
  favourites_sub_save: 'Guardar',
  favourites_sub_cancel: 'Cancelar',
  favourites_sub_saved: 'Notificaciones del partido guardadas',
  favourites_sub_cleared: 'Notificaciones del partido desactivadas',
  favourites_sub_sign_in: 'Inicia sesión para recibir notificaciones de los partidos.',
  favourites_sub_loading: 'Cargando las incidencias…',
  favourites_sub_failed: 'No ha funcionado: {{reason}}',
  favourites_sub_none: 'El partido ha terminado: ya no hay nada que notificar.',

  favourites_notice_start: 'El partido ha empezado',
  favourites_notice_goal: 'Ha cambiado el marcador: {{score}}',
  favourites_notice_period: 'Periodo finalizado, marcador {{score}}',
  favourites_notice_red_card: 'Tarjeta roja, marcador {{score}}',
  favourites_notice_result: 'Partido finalizado, resultado final {{score}}',
  favourites_notice_cancelled: 'Partido cancelado',
};
