// Portuguese (Portugal) texts of the "emailActivation" namespace: confirming and changing the e-mail, the username and sign-in by e-mail.
import type { emailActivationRu } from '../ru/email-activation';

export const emailActivationPt: Record<keyof typeof emailActivationRu, string> = {
  // office_activation_email
  office_activation_email_title: 'Confirmação do e-mail',
  office_activation_email_lead: 'Confirme o endereço {{email}}: enviamos um e-mail com uma ligação ou um código para introduzir aqui.',
  email_activation_send_link: 'Enviar ligação',
  email_activation_send_code: 'Enviar código',
  email_activation_link_sent: 'Foi enviado um e-mail com uma ligação para {{email}}. Abra-o e siga a ligação — é válida durante 24 horas.',
  email_activation_code_sent: 'Foi enviado um e-mail com um código para {{email}}. O código é válido durante 10 minutos.',
  email_activation_code_label: 'Código do e-mail',
  email_activation_submit: 'Confirmar',
  email_activation_done: 'O endereço {{email}} foi confirmado.',
  email_activation_already: 'O endereço {{email}} já está confirmado.',
  email_activation_no_email: 'A conta não tem nenhum e-mail associado.',
  // office_email_change
  office_email_change_title: 'Alteração do e-mail',
  office_email_change_lead:
    'Indique o novo endereço e a palavra-passe da conta — enviamos um código para o novo endereço. Introduza-o e o endereço fica associado e confirmado.',
  email_change_new_label: 'Novo e-mail',
  email_change_code_sent: 'O código foi enviado para {{email}}. É válido durante 10 minutos.',
  email_change_link: 'Alterar e-mail',
  email_change_same: 'Este endereço já está indicado na conta. Introduza um novo.',
  email_change_taken: 'Este endereço está associado a outra conta. Se o endereço é seu, contacte o apoio ao cliente.',
  // the office_security page
  office_security_email_title: 'Endereço de e-mail',
  office_security_email_none: 'Sem e-mail indicado.',
  office_security_email_unconfirmed: 'O endereço {{email}} não está confirmado.',
  office_security_email_confirmed: 'O endereço {{email}} está confirmado.',
  office_security_email_link: 'Confirmar e-mail',
  // office_change_login and security_auth_by_email (the ways to sign in with the password)
  office_change_login_title: 'Nome de utilizador',
  office_change_login_lead:
    'O número de conta {{number}} serve sempre para iniciar sessão. Crie um nome de utilizador mais fácil de memorizar: funcionará a par do número.',
  account_login_label: 'Nome de utilizador',
  account_login_hint: 'De 4 a 30 caracteres: letras latinas, dígitos, ponto, hífen e traço inferior; o primeiro tem de ser uma letra.',
  account_login_now: 'Atualmente: {{login}}',
  account_login_none: 'Sem nome de utilizador: inicie sessão com o número de conta.',
  account_login_save: 'Guardar nome de utilizador',
  account_login_remove: 'Remover nome de utilizador',
  account_login_saved: 'O nome de utilizador {{login}} foi guardado. Inicie sessão com ele ou com o número de conta.',
  account_login_removed: 'O nome de utilizador foi removido. Inicie sessão com o número de conta.',
  account_login_too_short: 'O nome de utilizador deve ter pelo menos 4 caracteres.',
  account_login_too_long: 'O nome de utilizador deve ter no máximo 30 caracteres.',
  account_login_letter_first: 'O nome de utilizador tem de começar por uma letra latina.',
  account_login_symbols: 'O nome de utilizador só pode ter letras latinas, dígitos, ponto, hífen e traço inferior.',
  account_login_taken: 'Este nome de utilizador já está ocupado. Escolha outro.',
  account_login_unavailable: 'Neste site não é possível iniciar sessão com nome de utilizador.',
  account_login_failed: 'Não foi possível guardar. Tente novamente.',
  security_auth_by_email_title: 'Início de sessão com e-mail',
  security_auth_by_email_lead:
    'Decida se é possível iniciar sessão na conta com o endereço de e-mail e a palavra-passe. As ligações de recuperação da palavra-passe são sempre enviadas para o e-mail.',
  security_auth_by_email_toggle: 'Permitir início de sessão com {{email}}',
  security_auth_by_email_on: 'O início de sessão com e-mail está ativado.',
  security_auth_by_email_off:
    'O início de sessão com e-mail está desativado: inicie sessão com o número de conta, o nome de utilizador ou o telemóvel.',
  security_auth_by_email_no_email: 'A conta não tem e-mail. Adicione um para poder iniciar sessão com ele.',
  security_auth_by_email_unconfirmed: 'O endereço {{email}} ainda não está confirmado.',
  security_auth_by_email_add: 'Adicionar e-mail',
  security_auth_by_email_confirm: 'Confirmar e-mail',
  office_security_login_title: 'Nome de utilizador e início de sessão com e-mail',
  office_security_login_change: 'Escolher nome de utilizador',
  office_security_auth_by_email_link: 'Configurar o início de sessão com e-mail',
};
