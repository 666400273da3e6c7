// Portuguese (Portugal) texts of the "delivery" namespace: codes, links and the development outbox page.
import type { deliveryRu } from '../ru/delivery';

export const deliveryPt: Record<keyof typeof deliveryRu, string> = {
  delivery_code_phone_registration: '{{brand}}: código de confirmação do registo {{code}}. Não o partilhe com ninguém.',
  delivery_code_sms_sign_in: '{{brand}}: código de início de sessão {{code}}. Não o partilhe com ninguém.',
  delivery_code_password_reset: '{{brand}}: código de recuperação da palavra-passe {{code}}. Não o partilhe com ninguém.',
  delivery_code_email_activation: '{{brand}}: código de confirmação do e-mail {{code}}. Não o partilhe com ninguém.',
  delivery_code_phone_binding: '{{brand}}: código de associação do telemóvel {{code}}. Não o partilhe com ninguém.',
  delivery_code_phone_change: '{{brand}}: código de alteração do telemóvel {{code}}. Não o partilhe com ninguém.',
  delivery_code_email_change: '{{brand}}: código de alteração do e-mail {{code}}. Não o partilhe com ninguém.',
  delivery_code_two_factor: '{{brand}}: código de autenticação de dois fatores {{code}}. Não o partilhe com ninguém.',
  delivery_credentials_subject: '{{brand}}: os dados da sua conta',
  delivery_credentials_text:
    'A sua conta em {{brand}}:\n\nNúmero de conta (nome de utilizador): {{login}}\nPalavra-passe: {{password}}\n\nGuarde este e-mail e não o mostre a ninguém. Pode alterar a palavra-passe na área pessoal.',
  delivery_code_subject: '{{brand}}: código de confirmação {{code}}',
  delivery_code_valid_for: 'O código é válido durante {{minutes}} min.',
  delivery_link_email_activation_subject: '{{brand}}: confirme o seu e-mail',
  delivery_link_email_activation_text:
    'Olá! Para confirmar o seu e-mail em {{brand}}, abra a ligação:\n{{link}}\n\nA ligação é válida durante {{hours}} h. Se não se registou, basta eliminar este e-mail.',
  delivery_link_password_reset_subject: '{{brand}}: recuperação da palavra-passe',
  delivery_link_password_reset_text:
    'Olá! Para definir uma nova palavra-passe em {{brand}}, abra a ligação:\n{{link}}\n\nA ligação é válida durante {{hours}} h. Se não pediu para recuperar a palavra-passe, basta eliminar este e-mail: a palavra-passe mantém-se.',
  delivery_link_invalid: 'A ligação já não é válida: já foi utilizada ou expirou. Peça uma nova.',
  delivery_retry_after: 'Demasiadas tentativas. Tente novamente dentro de {{seconds}} s.',
  delivery_resend_after: 'Pode voltar a enviar o código dentro de {{seconds}} s.',
  delivery_outbox_title: 'Mensagens enviadas',
  delivery_outbox_notice:
    'Página de desenvolvimento: aqui aparecem todos os códigos e ligações que o site enviaria por SMS, e-mail e mensageiro. Não existe no site em produção.',
  delivery_outbox_filter_label: 'Destinatário (telemóvel, e-mail ou chat)',
  delivery_outbox_filter_submit: 'Mostrar',
  delivery_outbox_filter_reset: 'Todas as mensagens',
  delivery_outbox_empty: 'Não há mensagens. Peça um código no site e ele aparecerá aqui.',
  delivery_outbox_to: 'Para',
  delivery_outbox_subject: 'Assunto',
  delivery_outbox_purpose: 'Finalidade',
  delivery_outbox_sent_at: 'Enviado',
  delivery_outbox_channel_sms: 'SMS',
  delivery_outbox_channel_email: 'E-mail',
  delivery_outbox_channel_messenger: 'Mensageiro',
  delivery_outbox_copy_code: 'Copiar o código',
};
