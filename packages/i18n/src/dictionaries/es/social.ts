// Spanish (Spain) texts of the "social" namespace: signing in and registering with social networks and
// sign-in services — the buttons of the sign-in and registration dialogs and the provider's return page.
import type { socialRu } from '../ru/social';

export const socialEs: Record<keyof typeof socialRu, string> = {
  // The buttons of the sign-in and registration dialogs
  social_sign_in_with: 'O entra con',
  social_provider_link: 'Entrar con {{name}}',
  social_local_note: 'acceso de prueba: sirve cualquier correo y nombre',
  social_local_telegram_note: 'Telegram de prueba: sirve cualquier nombre y número',
  social_register_lead:
    'La cuenta se crea la primera vez que entras con una red social o un servicio de acceso: sin contraseña ni formulario.',
  social_register_terms: 'Al continuar, confirmas que tienes al menos {{age}} años y aceptas las reglas del servicio.',
  social_providers_none: 'El acceso con redes sociales no está disponible ahora en este sitio. Elige otra forma de registro.',
  social_providers_failed: 'No se han podido cargar las formas de acceso con redes sociales.',

  // socialSignIn: the page the provider sends the player back to
  social_title: 'Acceso con red social',
  social_title_page: 'Acceso con red social — {{brand}}',
  social_progress: 'Completando el acceso…',
  social_signed_in: 'Has entrado. Te llevamos de vuelta al sitio…',
  social_not_signed_in: 'No se ha completado el acceso: el sitio no detecta tu sesión. Vuelve a intentar entrar.',
  social_link_lead:
    'Ya existe una cuenta con la dirección {{email}}. Introduce su contraseña para vincularla con {{provider}}: a partir de ahora también podrás entrar en ella con {{provider}}.',
  social_link_submit: 'Vincular y entrar',
  social_linked: 'Cuenta vinculada con {{provider}}.',
  social_sign_in_again_link: 'Volver a entrar',
  social_other_way: 'Entrar de otra forma',

  // Why a social sign-in did not happen (the return page's `error`)
  social_error_cancelled: 'Se ha cancelado el acceso en la página del proveedor. Vuelve a intentarlo o entra de otra forma.',
  social_error_state_mismatch: 'Este intento de acceso ha caducado o se inició en otro navegador. Empieza de nuevo.',
  social_error_provider_error:
    'El proveedor de acceso ha respondido con un error o no ha respondido. Inténtalo más tarde o entra de otra forma.',
  social_error_email_taken:
    'Ya existe una cuenta con esta dirección de correo. Vuelve a empezar y te propondremos vincularla con tu forma de acceso.',
  social_error_no_registration:
    'No hay ninguna cuenta vinculada a este acceso, y aquí el registro con redes sociales está desactivado. Regístrate de otra forma.',
  social_error_blocked: 'La cuenta vinculada a este acceso está bloqueada. Contacta con atención al cliente.',
  social_error_unavailable: 'Esta forma de acceso no está disponible ahora. Entra de otra forma.',
  social_error_invalid_hash:
    'Telegram no ha confirmado este acceso: los datos se han modificado o los ha firmado otro bot. Vuelve a entrar con Telegram.',
  social_error_outdated: 'La confirmación de Telegram ha caducado: tiene más de un día. Vuelve a entrar con Telegram.',
  social_error_replayed: 'Esta confirmación de Telegram ya se ha usado. Vuelve a entrar con Telegram.',
  social_error_expired: 'Se ha agotado el tiempo para completar el acceso. Empieza de nuevo.',
  social_error_unknown: 'No se ha podido interpretar la respuesta del proveedor de acceso. Empieza de nuevo.',

  // Field messages the social calls answer with
  social_sign_in_again: 'El acceso con red social ha tardado demasiado. Empieza de nuevo.',
  social_already_linked: 'Este acceso ya está vinculado a otra cuenta.',
  social_unknown_provider: 'Esa forma de acceso no existe.',
};
