// Spanish (Spain) texts of the "delivery" namespace: codes, links and the development outbox page.
// SMS texts stay short: with accented letters one SMS segment holds 70 characters.
import type { deliveryRu } from '../ru/delivery';

export const deliveryEs: Record<keyof typeof deliveryRu, string> = {
  // Codes by purpose (one short SMS each); e-mail adds delivery_code_valid_for.
  delivery_code_phone_registration: '{{brand}}: código de registro {{code}}. No lo compartas con nadie.',
  delivery_code_sms_sign_in: '{{brand}}: código de acceso {{code}}. No lo compartas con nadie.',
  delivery_code_password_reset: '{{brand}}: código para recuperar la contraseña {{code}}. No lo compartas con nadie.',
  delivery_code_email_activation: '{{brand}}: código de confirmación del correo {{code}}. No lo compartas con nadie.',
  delivery_code_phone_binding: '{{brand}}: código para vincular el teléfono {{code}}. No lo compartas con nadie.',
  delivery_code_phone_change: '{{brand}}: código para cambiar el teléfono {{code}}. No lo compartas con nadie.',
  delivery_code_email_change: '{{brand}}: código para cambiar el correo {{code}}. No lo compartas con nadie.',
  delivery_code_two_factor: '{{brand}}: código de autenticación en dos pasos {{code}}. No lo compartas con nadie.',
  delivery_credentials_subject: '{{brand}}: los datos de tu cuenta',
  delivery_credentials_text:
    'Tu cuenta en {{brand}}:\n\nNúmero de cuenta (usuario): {{login}}\nContraseña: {{password}}\n\nGuarda este correo y no se lo enseñes a nadie. Puedes cambiar la contraseña en tu área personal.',
  delivery_code_subject: '{{brand}}: código de confirmación {{code}}',
  delivery_code_valid_for: 'El código es válido durante {{minutes}} min.',
  // Links by purpose; {{hours}} is how long the link lasts.
  delivery_link_email_activation_subject: '{{brand}}: confirma tu correo electrónico',
  delivery_link_email_activation_text:
    '¡Hola! Para confirmar tu correo electrónico en {{brand}}, abre este enlace:\n{{link}}\n\nEl enlace es válido durante {{hours}} h. Si no te has registrado, simplemente elimina este correo.',
  delivery_link_password_reset_subject: '{{brand}}: recuperación de la contraseña',
  delivery_link_password_reset_text:
    '¡Hola! Para establecer una nueva contraseña en {{brand}}, abre este enlace:\n{{link}}\n\nEl enlace es válido durante {{hours}} h. Si no has pedido recuperar la contraseña, simplemente elimina este correo: tu contraseña seguirá siendo la misma.',
  delivery_link_invalid: 'El enlace no es válido: ya se ha usado o ha caducado. Solicita uno nuevo.',
  // Answers of a rate limit or lock-out (error id rate_limited, details.retryAfterSeconds).
  delivery_retry_after: 'Demasiados intentos. Vuelve a intentarlo dentro de {{seconds}} s.',
  delivery_resend_after: 'Podrás volver a enviar el código dentro de {{seconds}} s.',
  // The development outbox page (/dev/outbox).
  delivery_outbox_title: 'Bandeja de salida',
  delivery_outbox_notice:
    'Página de desarrollo: aquí se ven todos los códigos y enlaces que el sitio enviaría por SMS, correo electrónico y mensajería. El sitio en producción no la tiene.',
  delivery_outbox_filter_label: 'Destinatario (teléfono, correo o chat)',
  delivery_outbox_filter_submit: 'Mostrar',
  delivery_outbox_filter_reset: 'Todos los mensajes',
  delivery_outbox_empty: 'No hay mensajes. Solicita un código en el sitio y aparecerá aquí.',
  delivery_outbox_to: 'Para',
  delivery_outbox_subject: 'Asunto',
  delivery_outbox_purpose: 'Finalidad',
  delivery_outbox_sent_at: 'Enviado',
  delivery_outbox_channel_sms: 'SMS',
  delivery_outbox_channel_email: 'Correo electrónico',
  delivery_outbox_channel_messenger: 'Mensajería',
  delivery_outbox_copy_code: 'Copiar el código',
};
