// Portuguese (Portugal) texts of the "phoneBinding" namespace: adding, confirming and changing the phone number in the personal area.
import type { phoneBindingRu } from '../ru/phone-binding';

export const phoneBindingPt: Record<keyof typeof phoneBindingRu, string> = {
  // office_phone_binding
  office_phone_binding_title: 'Associação do telemóvel',
  office_phone_binding_lead: 'O número serve para iniciar sessão por SMS e recuperar o acesso. Vamos enviar-lhe um código.',
  // office_phone_activate
  office_phone_activate_title: 'Confirmação do telemóvel',
  office_phone_activate_lead: 'Vamos enviar um código para o número +{{phone}}. Introduza-o para confirmar que o número é seu.',
  // office_phone_change
  office_phone_change_title: 'Alteração do telemóvel',
  office_phone_change_lead:
    'Responda à pergunta de segurança — enviamos um código para o seu número atual. Depois indique o novo número e introduza o código que recebeu nele.',
  phone_change_old_step: 'Passo 1 de 2: o código será enviado para o número atual +{{phone}}.',
  phone_change_send_old_code: 'Responder e receber código',
  phone_change_next: 'Seguinte',
  phone_change_new_step: 'Passo 2 de 2: o novo número e o código recebido nele. Tem 15 minutos para o fazer.',
  phone_change_link: 'Alterar telemóvel',
  phone_change_set_question_link: 'Definir a pergunta de segurança',
  phone_binding_submit: 'Confirmar',
  phone_binding_done: 'O telemóvel +{{phone}} foi associado e confirmado.',
  phone_binding_already_done: 'O telemóvel +{{phone}} já está confirmado. Pode alterá-lo na secção «Segurança».',
  phone_binding_has_unconfirmed: 'A conta tem associado o número +{{phone}}, que não está confirmado.',
  phone_binding_activate_link: 'Confirmar este número',
  phone_binding_no_phone_text: 'A conta não tem nenhum telemóvel associado.',
  phone_binding_bind_link: 'Associar telemóvel',
  phone_binding_back_to_security: 'Voltar a «Segurança»',
  phone_binding_load_failed: 'Não foi possível carregar os dados do telemóvel. Atualize a página.',
  // field messages of the phone calls
  phone_binding_already_confirmed: 'O telemóvel já está confirmado. Para indicar outro número, altere o telemóvel.',
  phone_binding_no_phone: 'A conta não tem nenhum telemóvel associado. Associe primeiro um número.',
  phone_binding_taken: 'Este número está associado a outra conta. Se o número é seu, contacte o apoio ao cliente.',
  phone_change_no_confirmed_phone: 'A conta não tem um telemóvel confirmado. Associe ou confirme um número.',
  phone_change_no_question: 'Defina primeiro a pergunta de segurança: sem a resposta não é possível alterar o telemóvel.',
  phone_change_expired: 'O tempo para alterar o telemóvel esgotou-se. Comece de novo.',
  phone_change_same: 'Este número já está associado à conta. Introduza um novo.',
  // the office_security page
  office_security_phone_title: 'Telemóvel',
  office_security_phone_none: 'Sem telemóvel associado. Associe um número para iniciar sessão por SMS e recuperar o acesso.',
  office_security_phone_unconfirmed: 'O número +{{phone}} não está confirmado.',
  office_security_phone_confirmed: 'O número +{{phone}} está confirmado.',
  office_security_phone_state_confirmed: 'Confirmado',
  office_security_phone_state_unconfirmed: 'Não confirmado',
  office_security_phone_state_none: 'Não associado',
};
