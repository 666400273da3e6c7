// Portuguese (Portugal) texts of the "twoFactor" namespace: the security page, turning two-factor authentication on and off, and the sign-in code step.
import type { twoFactorRu } from '../ru/two-factor';

export const twoFactorPt: Record<keyof typeof twoFactorRu, string> = {
  // office_security
  office_security_title: 'Segurança',
  office_security_lead: 'Como está protegido o acesso à sua conta.',
  office_security_two_factor_title: 'Autenticação de dois fatores',
  office_security_two_factor_on: 'Ativa desde {{date}}: para iniciar sessão é necessário um código da aplicação de autenticação.',
  office_security_two_factor_off: 'Desativada: para iniciar sessão basta a palavra-passe.',
  office_security_two_factor_enable: 'Ativar',
  office_security_two_factor_disable: 'Desativar',
  office_security_password_title: 'Palavra-passe',
  office_security_password_hint: 'Altere a palavra-passe e, se quiser, termine as outras sessões.',
  office_security_password_link: 'Alterar palavra-passe',
  office_security_sessions_title: 'Sessões',
  office_security_sessions_hint: 'Dispositivos com sessão iniciada na conta; pode terminar qualquer uma das sessões.',
  office_security_sessions_link: 'Histórico de sessões',
  office_security_state_on: 'Ativa',
  office_security_state_off: 'Desativada',

  // office_enable_two_factor_auth
  two_factor_enable_title: 'Ativação da autenticação de dois fatores',
  two_factor_enable_lead:
    'Depois de a ativar, cada início de sessão vai pedir um código de seis dígitos de uma aplicação de autenticação (Google Authenticator, Microsoft Authenticator, Authy, entre outras).',
  two_factor_step_scan: '1. Leia o código QR com a aplicação',
  two_factor_qr_alt: 'Código QR para a aplicação de autenticação',
  two_factor_step_type: 'Ou introduza a chave manualmente na aplicação',
  two_factor_secret_label: 'Chave',
  two_factor_copy: 'Copiar a chave',
  two_factor_copied: 'Chave copiada',
  two_factor_step_code: '2. Introduza o código apresentado pela aplicação',
  two_factor_code_label: 'Código da aplicação',
  two_factor_enable_submit: 'Ativar',
  two_factor_already_on: 'A autenticação de dois fatores já está ativa.',
  two_factor_enabled_title: 'Autenticação de dois fatores ativada',
  two_factor_recovery_lead:
    'Guarde o código de recuperação. Só é mostrado agora: com ele pode iniciar sessão sem a aplicação e desativar a proteção.',
  two_factor_recovery_label: 'Código de recuperação',
  two_factor_recovery_saved: 'Guardei o código de recuperação',
  two_factor_recovery_done: 'Concluído',

  // office_disable_two_factor_auth
  two_factor_disable_title: 'Desativação da autenticação de dois fatores',
  two_factor_disable_lead: 'Introduza o código de recuperação que recebeu ao ativar a proteção.',
  two_factor_hash_label: 'Código de recuperação',
  two_factor_disable_submit: 'Desativar',
  two_factor_already_off: 'A autenticação de dois fatores está desativada.',
  two_factor_disabled: 'Autenticação de dois fatores desativada',
  two_factor_back_to_security: 'Voltar à segurança',

  // The sign-in's second step
  two_factor_sign_in_lead: 'Introduza o código da aplicação de autenticação.',
  two_factor_sign_in_submit: 'Confirmar',
  two_factor_use_recovery: 'Sem acesso à aplicação? Inicie sessão com o código de recuperação',
  two_factor_use_code: 'Introduzir o código da aplicação',
  two_factor_recovery_sign_in_lead:
    'Iniciar sessão com o código de recuperação desativa a autenticação de dois fatores; depois pode voltar a ativá-la.',
  two_factor_turned_off_notice: 'A autenticação de dois fatores foi desativada: volte a ativá-la na secção «Segurança».',
  two_factor_start_over: 'Iniciar sessão novamente',

  // Message keys of the two-factor calls
  two_factor_wrong_code: 'Código incorreto',
  two_factor_code_used: 'Este código já foi utilizado; aguarde pelo seguinte',
  two_factor_wrong_hash: 'Código de recuperação incorreto',
  two_factor_code_format: 'O código tem seis dígitos',
  two_factor_hash_format: 'O código de recuperação tem 32 caracteres (dígitos e letras a–f)',
  two_factor_no_phone: 'O código por SMS exige um telemóvel confirmado',
  two_factor_setup_first: 'Obtenha primeiro o código QR',
  two_factor_sign_in_again: 'O tempo para introduzir o código esgotou-se; inicie sessão novamente',
  two_factor_load_failed: 'Não foi possível carregar os dados de proteção.',
};
