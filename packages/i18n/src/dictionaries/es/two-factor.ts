// Spanish (Spain) texts of the "twoFactor" namespace: the personal area security page, turning two-step
// sign-in on and off, the sign-in's code step and the message keys its calls answer with.
import type { twoFactorRu } from '../ru/two-factor';

export const twoFactorEs: Record<keyof typeof twoFactorRu, string> = {
  // office_security
  office_security_title: 'Seguridad',
  office_security_lead: 'Cómo está protegido el acceso a tu cuenta.',
  office_security_two_factor_title: 'Autenticación en dos pasos',
  office_security_two_factor_on: 'Activada desde el {{date}}: para entrar se necesita un código de la app de autenticación.',
  office_security_two_factor_off: 'Desactivada: para entrar basta con la contraseña.',
  office_security_two_factor_enable: 'Activar',
  office_security_two_factor_disable: 'Desactivar',
  office_security_password_title: 'Contraseña',
  office_security_password_hint: 'Cambia tu contraseña y, si quieres, cierra tus otras sesiones.',
  office_security_password_link: 'Cambiar contraseña',
  office_security_sessions_title: 'Sesiones',
  office_security_sessions_hint: 'Los dispositivos desde los que se ha entrado en tu cuenta; puedes cerrar cualquier sesión.',
  office_security_sessions_link: 'Historial de sesiones',
  office_security_state_on: 'Activada',
  office_security_state_off: 'Desactivada',

  // office_enable_two_factor_auth
  two_factor_enable_title: 'Activar la autenticación en dos pasos',
  two_factor_enable_lead:
    'Una vez activada, cada vez que entres se te pedirá un código de seis dígitos de una app de autenticación (Google Authenticator, Microsoft Authenticator u otras).',
  two_factor_step_scan: '1. Escanea el código QR con la app',
  two_factor_qr_alt: 'Código QR para la app de autenticación',
  two_factor_step_type: 'O introduce la clave en la app a mano',
  two_factor_secret_label: 'Clave',
  two_factor_copy: 'Copiar la clave',
  two_factor_copied: 'Clave copiada',
  two_factor_step_code: '2. Introduce el código que muestra la app',
  two_factor_code_label: 'Código de la app',
  two_factor_enable_submit: 'Activar',
  two_factor_already_on: 'La autenticación en dos pasos ya está activada.',
  two_factor_enabled_title: 'Autenticación en dos pasos activada',
  two_factor_recovery_lead:
    'Guarda el código de recuperación. Solo se muestra ahora: con él puedes entrar sin la app y desactivar la protección.',
  two_factor_recovery_label: 'Código de recuperación',
  two_factor_recovery_saved: 'He guardado el código de recuperación',
  two_factor_recovery_done: 'Hecho',

  // office_disable_two_factor_auth
  two_factor_disable_title: 'Desactivar la autenticación en dos pasos',
  two_factor_disable_lead: 'Introduce el código de recuperación que recibiste al activar la protección.',
  two_factor_hash_label: 'Código de recuperación',
  two_factor_disable_submit: 'Desactivar',
  two_factor_already_off: 'La autenticación en dos pasos está desactivada.',
  two_factor_disabled: 'Autenticación en dos pasos desactivada',
  two_factor_back_to_security: 'Volver a seguridad',

  // The sign-in's second step
  two_factor_sign_in_lead: 'Introduce el código de la app de autenticación.',
  two_factor_sign_in_submit: 'Confirmar',
  two_factor_use_recovery: '¿No tienes acceso a la app? Entra con el código de recuperación',
  two_factor_use_code: 'Introducir un código de la app',
  two_factor_recovery_sign_in_lead:
    'Si entras con el código de recuperación, se desactivará la autenticación en dos pasos; después podrás volver a activarla.',
  two_factor_turned_off_notice: 'La autenticación en dos pasos se ha desactivado: vuelve a activarla en la sección «Seguridad».',
  two_factor_start_over: 'Volver a entrar',

  // Message keys of the two-factor calls
  two_factor_wrong_code: 'Código incorrecto',
  two_factor_code_used: 'Este código ya se ha usado; espera al siguiente',
  two_factor_wrong_hash: 'Código de recuperación incorrecto',
  two_factor_code_format: 'El código tiene seis dígitos',
  two_factor_hash_format: 'El código de recuperación tiene 32 caracteres (dígitos y letras a–f)',
  two_factor_no_phone: 'Para recibir el código por SMS necesitas un teléfono confirmado',
  two_factor_setup_first: 'Primero obtén el código QR',
  two_factor_sign_in_again: 'Se ha agotado el tiempo para introducir el código; vuelve a entrar',
  two_factor_load_failed: 'No se han podido cargar los datos de protección.',
};
