// Spanish (Spain) texts of the "emailActivation" namespace: confirming and changing the e-mail in the
// personal area, the login and sign-in by e-mail.
import type { emailActivationRu } from '../ru/email-activation';

export const emailActivationEs: Record<keyof typeof emailActivationRu, string> = {
  // office_activation_email
  office_activation_email_title: 'Confirmación del correo',
  office_activation_email_lead:
    'Confirma la dirección {{email}}: te enviaremos un correo con un enlace o un código que deberás introducir aquí.',
  email_activation_send_link: 'Enviar un enlace',
  email_activation_send_code: 'Enviar un código',
  email_activation_link_sent: 'Hemos enviado un correo con un enlace a {{email}}. Ábrelo y sigue el enlace: es válido durante 24 horas.',
  email_activation_code_sent: 'Hemos enviado un correo con un código a {{email}}. El código es válido durante 10 minutos.',
  email_activation_code_label: 'Código del correo',
  email_activation_submit: 'Confirmar',
  email_activation_done: 'Dirección {{email}} confirmada.',
  email_activation_already: 'La dirección {{email}} ya está confirmada.',
  email_activation_no_email: 'Tu cuenta no tiene ningún correo vinculado.',
  // office_email_change
  office_email_change_title: 'Cambio de correo',
  office_email_change_lead:
    'Indica la nueva dirección y la contraseña de tu cuenta: te enviaremos un código a la nueva dirección. Introdúcelo y la dirección quedará vinculada y confirmada.',
  email_change_new_label: 'Nuevo correo electrónico',
  email_change_code_sent: 'Código enviado a {{email}}. Es válido durante 10 minutos.',
  email_change_link: 'Cambiar correo',
  email_change_same: 'Esta dirección ya figura en tu cuenta. Introduce una nueva.',
  email_change_taken: 'Esta dirección está vinculada a otra cuenta. Contacta con atención al cliente si es tuya.',
  // the office_security page
  office_security_email_title: 'Correo electrónico',
  office_security_email_none: 'No has indicado ningún correo.',
  office_security_email_unconfirmed: 'La dirección {{email}} no está confirmada.',
  office_security_email_confirmed: 'La dirección {{email}} está confirmada.',
  office_security_email_link: 'Confirmar correo',
  // office_change_login and security_auth_by_email (the ways to sign in with the password)
  office_change_login_title: 'Nombre de usuario',
  office_change_login_lead:
    'El número de cuenta {{number}} siempre sirve para entrar. Crea un nombre de usuario más fácil de recordar: funcionará junto con el número.',
  account_login_label: 'Nombre de usuario',
  account_login_hint: 'De 4 a 30 caracteres: letras latinas, dígitos, punto, guion y guion bajo; el primero debe ser una letra.',
  account_login_now: 'Ahora: {{login}}',
  account_login_none: 'Sin nombre de usuario: entra con tu número de cuenta.',
  account_login_save: 'Guardar nombre de usuario',
  account_login_remove: 'Eliminar nombre de usuario',
  account_login_saved: 'Nombre de usuario {{login}} guardado. Entra con él o con tu número de cuenta.',
  account_login_removed: 'Nombre de usuario eliminado. Entra con tu número de cuenta.',
  account_login_too_short: 'Nombre de usuario: mínimo 4 caracteres.',
  account_login_too_long: 'Nombre de usuario: máximo 30 caracteres.',
  account_login_letter_first: 'El nombre de usuario debe empezar por una letra latina.',
  account_login_symbols: 'El nombre de usuario solo puede contener letras latinas, dígitos, punto, guion y guion bajo.',
  account_login_taken: 'Este nombre de usuario ya está en uso. Elige otro.',
  account_login_unavailable: 'En este sitio no se puede entrar con nombre de usuario.',
  account_login_failed: 'No se ha podido guardar. Vuelve a intentarlo.',
  security_auth_by_email_title: 'Acceso con correo',
  security_auth_by_email_lead:
    'Decide si se puede entrar en tu cuenta con la dirección de correo y la contraseña. Los enlaces para recuperar la contraseña llegarán a tu correo en cualquier caso.',
  security_auth_by_email_toggle: 'Permitir el acceso con el correo {{email}}',
  security_auth_by_email_on: 'El acceso con correo está activado.',
  security_auth_by_email_off: 'El acceso con correo está desactivado: entra con tu número de cuenta, nombre de usuario o teléfono.',
  security_auth_by_email_no_email: 'Tu cuenta no tiene correo electrónico. Añade uno para entrar con él.',
  security_auth_by_email_unconfirmed: 'La dirección {{email}} aún no está confirmada.',
  security_auth_by_email_add: 'Añadir correo',
  security_auth_by_email_confirm: 'Confirmar correo',
  office_security_login_title: 'Nombre de usuario y acceso con correo',
  office_security_login_change: 'Elegir nombre de usuario',
  office_security_auth_by_email_link: 'Configurar el acceso con correo',
};
