// Spanish (Spain) texts of the "sessions" namespace: the player's sessions, changing the password, the
// previous sign-in and the automatic sign-out.
import type { sessionsRu } from '../ru/sessions';

export const sessionsEs: Record<keyof typeof sessionsRu, string> = {
  // office_session_history
  sessions_title: 'Sesiones activas',
  sessions_lead: 'Dónde está abierta tu cuenta ahora. Cierra cualquier sesión que no reconozcas y cambia tu contraseña.',
  sessions_this_device: 'Este dispositivo',
  sessions_device_desktop: 'Ordenador',
  sessions_device_mobile: 'Móvil',
  sessions_device_tablet: 'Tableta',
  sessions_device_tv: 'Televisor',
  sessions_device_unknown: 'Dispositivo desconocido',
  sessions_browser_os: '{{browser}}, {{os}}',
  sessions_browser_unknown: 'Navegador desconocido',
  sessions_ip: 'Dirección IP',
  sessions_place: 'Ubicación',
  sessions_place_unknown: 'no se puede determinar; se muestra la dirección IP',
  sessions_started: 'Inicio de sesión',
  sessions_last_seen: 'Última actividad',
  sessions_close: 'Cerrar sesión',
  sessions_close_label: 'Cerrar la sesión: {{device}}, {{browser}}, IP {{ip}}',
  sessions_close_others: 'Cerrar sesión en todos los demás dispositivos',
  sessions_close_others_confirm: '¿Cerrar todas las sesiones excepto esta? En los demás dispositivos habrá que volver a iniciar sesión.',
  sessions_close_others_title: 'Cerrar sesión en otros dispositivos',
  sessions_cancel: 'Cancelar',
  sessions_closed_one: 'Sesión cerrada: ese dispositivo ya no tiene la sesión iniciada.',
  sessions_closed_others: 'Sesiones cerradas: {{count}}.',
  sessions_no_others: 'No hay sesiones iniciadas en otros dispositivos.',
  sessions_previous_sign_in: 'Inicio de sesión anterior: {{time}}',
  sessions_first_sign_in: 'Es la primera vez que entras en tu cuenta.',
  sessions_autologoff: 'Si no hay actividad, la sesión se cierra a los {{minutes}} min.',
  sessions_change_password_link: 'Cambiar contraseña',
  session_id_invalid: 'Número de sesión incorrecto',
  session_not_found: 'Esta sesión ya está cerrada.',
  sessions_error_generic: 'No se ha podido completar la solicitud. Vuelve a intentarlo.',

  // Sign-outs the server or the inactivity timer tells of
  sessions_signed_out_closed: 'Se ha cerrado tu sesión: se cerró desde otro dispositivo.',
  sessions_signed_out_password: 'Se ha cerrado tu sesión: la contraseña se ha cambiado en otro dispositivo.',
  sessions_signed_out_reset: 'Se ha cerrado tu sesión: la contraseña se ha restablecido. Inicia sesión con la nueva contraseña.',
  sessions_signed_out_blocked: 'Se ha cerrado tu sesión: la cuenta está bloqueada. Contacta con atención al cliente.',
  sessions_signed_out_idle: 'Se ha cerrado tu sesión tras {{minutes}} min sin actividad.',

  // office_change_password
  change_password_title: 'Cambio de contraseña',
  change_password_lead: 'Introduce tu contraseña actual y crea una nueva.',
  change_password_current: 'Contraseña actual',
  change_password_new: 'Nueva contraseña',
  change_password_confirm: 'Repite la nueva contraseña',
  change_password_end_others: 'Cerrar sesión en todos los demás dispositivos',
  change_password_end_others_hint: 'Otras sesiones abiertas: {{count}}.',
  change_password_submit: 'Cambiar contraseña',
  change_password_done: 'Contraseña cambiada.',
  change_password_done_closed: 'Contraseña cambiada. Otras sesiones cerradas: {{count}}.',
  password_change_wrong_current: 'La contraseña actual no es correcta.',
  password_change_same: 'La nueva contraseña es igual a la actual. Elige otra.',
};
