// Portuguese (Portugal) texts of the "secureQuestion" namespace: the security questions, their screen and their messages.
import type { secureQuestionRu } from '../ru/secure-question';

export const secureQuestionPt: Record<keyof typeof secureQuestionRu, string> = {
  secure_question_1: 'Apelido de solteira da mãe',
  secure_question_2: 'Nome do primeiro animal de estimação',
  secure_question_3: 'Cidade onde nasceu',
  secure_question_4: 'Nome da sua primeira escola',
  secure_question_5: 'Prato preferido na infância',
  secure_question_6: 'Nome do melhor amigo da escola',
  secure_question_custom_hidden: 'A sua pergunta personalizada',
  // office_security_question
  office_security_question_title: 'Pergunta de segurança',
  office_security_question_lead: 'Vamos pedir-lhe a resposta quando alterar o telemóvel ou recuperar o acesso.',
  secure_question_current: 'A sua pergunta',
  secure_question_none: 'Não foi definida uma pergunta de segurança.',
  secure_question_set_at: 'Definida a {{date}}',
  secure_question_choose: 'Pergunta',
  secure_question_own_option: 'Pergunta personalizada…',
  secure_question_own_label: 'Texto da sua pergunta',
  secure_question_answer_label: 'Resposta',
  secure_question_answer_hint: 'Maiúsculas, minúsculas e espaços no início e no fim não contam.',
  secure_question_old_answer_label: 'Resposta atual',
  secure_question_password_label: 'Palavra-passe da conta',
  secure_question_save: 'Guardar',
  secure_question_saved: 'Pergunta de segurança guardada.',
  secure_question_change_title: 'Alterar a pergunta ou a resposta',
  secure_question_set_title: 'Definir a pergunta',
  secure_question_back_to_security: 'Voltar à segurança',
  // the office_security page
  office_security_question_card_title: 'Pergunta de segurança',
  office_security_question_card_hint: 'Necessária para alterar o telemóvel ou recuperar o acesso.',
  office_security_question_card_link: 'Definir ou alterar a pergunta',
  // the calls' messages
  secure_answer_too_short: 'A resposta deve ter pelo menos 2 caracteres',
  secure_answer_too_long: 'A resposta deve ter no máximo 64 caracteres',
  secure_question_unknown: 'Escolha uma pergunta da lista',
  secure_question_too_short: 'A pergunta deve ter pelo menos 5 caracteres',
  secure_question_too_long: 'A pergunta deve ter no máximo 120 caracteres',
  secure_answer_wrong: 'Resposta incorreta',
  secure_answer_old_required: 'Introduza a resposta atual',
  secure_question_wrong_password: 'Palavra-passe incorreta',
};
