// German texts of the "favourites" namespace (favourite games and championships, game notifications); keys of ru/favourites.ts.
import type { favouritesRu } from '../ru/favourites';

export const favouritesDe: Record<keyof typeof favouritesRu, string> = {
  favourites_title: 'Favoriten',
  favourites_meta_title: 'Favorisierte Ereignisse – {{brand}}',
  favourites_meta_description: 'Favorisierte Spiele mit Live-Quoten und Spielstand bei {{brand}}.',
  favourites_add: 'Zu Favoriten hinzufügen',
  favourites_remove: 'Aus Favoriten entfernen',
  favourites_added: 'Ereignis zu Favoriten hinzugefügt',
  favourites_removed: 'Ereignis aus Favoriten entfernt',
  favourites_limit: 'In den Favoriten sind höchstens {{limit}} Ereignisse möglich: Entfernen Sie einige und versuchen Sie es erneut.',
  favourites_failed: 'Favoriten konnten nicht geändert werden: {{reason}}',
  favourites_empty: 'Noch keine Favoriten. Klicken Sie auf den Stern neben einem Spiel, damit es hier erscheint.',
  favourites_list_label: 'Favorisierte Ereignisse',
  favourites_loading: 'Ereignis wird geladen…',
  favourites_gone: 'Ereignis {{id}} ist nicht mehr im Angebot',
  favourites_live: 'Live',
  favourites_score: 'Stand {{home}}:{{away}}',
  favourites_remove_game: '{{event}} aus Favoriten entfernen',
  favourites_prices_label: 'Quoten: {{event}}',
  favourites_open_game: 'Spiel {{event}} öffnen',
  favourites_games_title: 'Spiele',

  favourites_champs_title: 'Wettbewerbe',
  favourites_champs_empty:
    'Noch keine favorisierten Wettbewerbe. Klicken Sie in der Liste der Sportarten auf den Stern neben einem Wettbewerb, damit er hier erscheint.',
  favourites_champ_add: 'Wettbewerb „{{champ}}“ zu Favoriten hinzufügen',
  favourites_champ_remove: 'Wettbewerb „{{champ}}“ aus Favoriten entfernen',
  favourites_champ_added: 'Wettbewerb „{{champ}}“ zu Favoriten hinzugefügt',
  favourites_champ_removed: 'Wettbewerb „{{champ}}“ aus Favoriten entfernt',
  favourites_champ_limit:
    'In den Favoriten sind höchstens {{limit}} Wettbewerbe möglich: Entfernen Sie einige und versuchen Sie es erneut.',
  favourites_champ_storage:
    'Favoriten konnten nicht gespeichert werden: Der Browser erlaubt der Website nicht, Daten zu speichern. Prüfen Sie die Browsereinstellungen.',
  favourites_champ_unknown: 'Wettbewerb Nr. {{id}}',
  favourites_champ_idle: '{{champ}}: derzeit keine Spiele',
  favourites_champ_games: 'Spiele: {{count}}',

  favourites_nav: 'Favoriten',
  favourites_section_loading: 'Favorisierte Spiele werden geladen…',
  favourites_section_failed: 'Die Spiele dieses Bereichs konnten nicht geladen werden. Wir versuchen es in wenigen Sekunden erneut.',
  favourites_top_title: 'Favorisierte Top-Ereignisse',
  favourites_top_meta_title: 'Favorisierte Top-Ereignisse – {{brand}}',
  favourites_top_meta_description:
    'Ihre favorisierten Spiele unter den Top-Ereignissen in Live und Pre-Match, mit Live-Quoten bei {{brand}}.',
  favourites_top_empty:
    'Unter den Top-Ereignissen sind keine Ihrer favorisierten Spiele. Klicken Sie auf den Stern neben einem Top-Spiel: Es bleibt hier, solange es zu den Top-Ereignissen gehört.',
  favourites_top_browse: 'Top-Ereignisse ansehen',
  favourites_cricket_title: 'Favorisierte Cricket-Spiele',
  favourites_cricket_meta_title: 'Favorisiertes Cricket – {{brand}}',
  favourites_cricket_meta_description: 'Ihre favorisierten Cricket-Spiele mit Live-Quoten bei {{brand}}.',
  favourites_cricket_empty:
    'In Ihren Favoriten sind keine Cricket-Spiele. Klicken Sie auf den Stern neben einem Cricket-Spiel, damit es hier erscheint.',
  favourites_cricket_browse: 'Alle Cricket-Spiele',

  favourites_sub_bell: 'Benachrichtigungen zum Spiel',
  favourites_sub_title: 'Benachrichtigungen',
  favourites_sub_intro: 'Über welche Ereignisse im Spiel {{event}} sollen wir Sie benachrichtigen?',
  favourites_sub_events_label: 'Spielereignisse',
  favourites_sub_save: 'Speichern',
  favourites_sub_cancel: 'Abbrechen',
  favourites_sub_saved: 'Benachrichtigungen zum Spiel gespeichert',
  favourites_sub_cleared: 'Benachrichtigungen zum Spiel deaktiviert',
  favourites_sub_sign_in: 'Melden Sie sich an, um Benachrichtigungen zu Spielen zu erhalten.',
  favourites_sub_loading: 'Ereignisse werden geladen…',
  favourites_sub_failed: 'Fehlgeschlagen: {{reason}}',
  favourites_sub_none: 'Das Spiel ist beendet: Es gibt nichts mehr zu melden.',

  favourites_notice_start: 'Das Spiel hat begonnen',
  favourites_notice_goal: 'Spielstand geändert: {{score}}',
  favourites_notice_period: 'Spielabschnitt beendet, Stand {{score}}',
  favourites_notice_red_card: 'Rote Karte, Stand {{score}}',
  favourites_notice_result: 'Spiel beendet, Endstand {{score}}',
  favourites_notice_cancelled: 'Spiel abgesagt',
};
