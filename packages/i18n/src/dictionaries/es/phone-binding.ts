// Spanish (Spain) texts of the "phoneBinding" namespace: linking, confirming and changing the phone in
// the personal area.
import type { phoneBindingRu } from '../ru/phone-binding';

export const phoneBindingEs: Record<keyof typeof phoneBindingRu, string> = {
  // office_phone_binding
  office_phone_binding_title: 'Vincular teléfono',
  office_phone_binding_lead: 'El número sirve para entrar por SMS y recuperar el acceso. Te enviaremos un código.',
  // office_phone_activate
  office_phone_activate_title: 'Confirmación del teléfono',
  office_phone_activate_lead: 'Te enviaremos un código al +{{phone}}. Introdúcelo para confirmar que el número es tuyo.',
  // office_phone_change
  office_phone_change_title: 'Cambio de teléfono',
  office_phone_change_lead:
    'Responde a la pregunta de seguridad y te enviaremos un código a tu número actual. Después indica el nuevo número e introduce el código que recibas en él.',
  phone_change_old_step: 'Paso 1 de 2: el código llegará a tu número actual +{{phone}}.',
  phone_change_send_old_code: 'Responder y recibir el código',
  phone_change_next: 'Siguiente',
  phone_change_new_step: 'Paso 2 de 2: el nuevo número y el código que recibas en él. Tienes 15 minutos.',
  phone_change_link: 'Cambiar teléfono',
  phone_change_set_question_link: 'Definir una pregunta de seguridad',
  phone_binding_submit: 'Confirmar',
  phone_binding_done: 'Teléfono +{{phone}} vinculado y confirmado.',
  phone_binding_already_done: 'El teléfono +{{phone}} ya está confirmado. Puedes cambiarlo en la sección «Seguridad».',
  phone_binding_has_unconfirmed: 'Tu cuenta tiene vinculado el número +{{phone}}, que no está confirmado.',
  phone_binding_activate_link: 'Confirmar este número',
  phone_binding_no_phone_text: 'Tu cuenta no tiene ningún teléfono vinculado.',
  phone_binding_bind_link: 'Vincular teléfono',
  phone_binding_back_to_security: 'Volver a «Seguridad»',
  phone_binding_load_failed: 'No se han podido cargar los datos del teléfono. Recarga la página.',
  // field messages of the phone calls
  phone_binding_already_confirmed: 'El teléfono ya está confirmado. Para indicar otro número, cambia de teléfono.',
  phone_binding_no_phone: 'Tu cuenta no tiene ningún teléfono vinculado. Primero vincula un número.',
  phone_binding_taken: 'Este número está vinculado a otra cuenta. Contacta con atención al cliente si el número es tuyo.',
  phone_change_no_confirmed_phone: 'Tu cuenta no tiene ningún teléfono confirmado. Vincula o confirma un número.',
  phone_change_no_question: 'Primero define una pregunta de seguridad: sin su respuesta no se puede cambiar el teléfono.',
  phone_change_expired: 'Se ha agotado el tiempo para cambiar el teléfono. Empieza de nuevo.',
  phone_change_same: 'Este número ya está vinculado a tu cuenta. Introduce uno nuevo.',
  // the office_security page
  office_security_phone_title: 'Teléfono',
  office_security_phone_none: 'No hay ningún teléfono vinculado. Vincula un número para entrar por SMS y recuperar el acceso.',
  office_security_phone_unconfirmed: 'El número +{{phone}} no está confirmado.',
  office_security_phone_confirmed: 'El número +{{phone}} está confirmado.',
  office_security_phone_state_confirmed: 'Confirmado',
  office_security_phone_state_unconfirmed: 'Sin confirmar',
  office_security_phone_state_none: 'Sin vincular',
};
