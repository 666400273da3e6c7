// Spanish (Spain) texts of the account's protection level and the support PIN (personal area → security).
import type { accountSecurityRu } from '../ru/account-security';

export const accountSecurityEs: Record<keyof typeof accountSecurityRu, string> = {
  security_level_title: 'Nivel de protección',
  security_level_low: 'Bajo',
  security_level_medium: 'Medio',
  security_level_high: 'Alto',
  security_level_summary: 'Medidas de protección completadas: {{done}} de {{total}}',
  security_level_load_failed: 'No se ha podido cargar el nivel de protección. Recarga la página.',
  security_check_email_confirmed: 'Confirmar correo',
  security_check_phone_confirmed: 'Confirmar teléfono',
  security_check_two_factor: 'Activar la autenticación en dos pasos',
  security_check_secure_question: 'Definir una pregunta de seguridad',
  security_check_done: 'Hecho',
  security_check_todo: 'Aún pendiente',
  support_pin_title: 'Código PIN para atención al cliente',
  support_pin_hint:
    'Indica este código cuando contactes con atención al cliente: así comprobaremos que hablamos con el titular de la cuenta. No se lo digas a nadie más.',
  support_pin_get: 'Obtener un nuevo código PIN',
  support_pin_shown: 'Tu código PIN: {{pin}}. Apúntalo: solo lo mostramos una vez.',
  support_pin_issued_at: 'El código actual se emitió el {{date}}. Un código nuevo lo sustituirá.',
  support_pin_none: 'Todavía no se ha emitido ningún código PIN.',
  support_pin_failed: 'No se ha podido emitir el código PIN. Vuelve a intentarlo.',
};
