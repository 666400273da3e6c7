// Spanish (Spain) texts of the "secureQuestion" namespace: the listed security questions, the security
// question screen and the message keys its calls answer with.
import type { secureQuestionRu } from '../ru/secure-question';

export const secureQuestionEs: Record<keyof typeof secureQuestionRu, string> = {
  secure_question_1: 'Apellido de soltera de tu madre',
  secure_question_2: 'Nombre de tu primera mascota',
  secure_question_3: 'Ciudad en la que naciste',
  secure_question_4: 'Nombre de tu primer colegio',
  secure_question_5: 'Tu plato favorito de la infancia',
  secure_question_6: 'Nombre de tu mejor amigo del colegio',
  secure_question_custom_hidden: 'Tu propia pregunta',
  // office_security_question
  office_security_question_title: 'Pregunta de seguridad',
  office_security_question_lead: 'Te pediremos la respuesta cuando cambies de teléfono o recuperes el acceso.',
  secure_question_current: 'Tu pregunta',
  secure_question_none: 'No has definido ninguna pregunta de seguridad.',
  secure_question_set_at: 'Definida el {{date}}',
  secure_question_choose: 'Pregunta',
  secure_question_own_option: 'Mi propia pregunta…',
  secure_question_own_label: 'Texto de tu pregunta',
  secure_question_answer_label: 'Respuesta',
  secure_question_answer_hint: 'No importan las mayúsculas ni los espacios iniciales o finales.',
  secure_question_old_answer_label: 'Respuesta actual',
  secure_question_password_label: 'Contraseña de la cuenta',
  secure_question_save: 'Guardar',
  secure_question_saved: 'Pregunta de seguridad guardada.',
  secure_question_change_title: 'Cambiar la pregunta o la respuesta',
  secure_question_set_title: 'Definir una pregunta',
  secure_question_back_to_security: 'Volver a seguridad',
  // the office_security page
  office_security_question_card_title: 'Pregunta de seguridad',
  office_security_question_card_hint: 'Necesaria para cambiar de teléfono o recuperar el acceso.',
  office_security_question_card_link: 'Definir o cambiar la pregunta',
  // the calls' messages
  secure_answer_too_short: 'Respuesta: mínimo 2 caracteres',
  secure_answer_too_long: 'Respuesta: máximo 64 caracteres',
  secure_question_unknown: 'Elige una pregunta de la lista',
  secure_question_too_short: 'Pregunta: mínimo 5 caracteres',
  secure_question_too_long: 'Pregunta: máximo 120 caracteres',
  secure_answer_wrong: 'Respuesta incorrecta',
  secure_answer_old_required: 'Introduce la respuesta actual',
  secure_question_wrong_password: 'Contraseña incorrecta',
};
