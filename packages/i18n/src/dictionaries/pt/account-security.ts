// Portuguese (Portugal) texts of the account's protection level and the support PIN (personal area → security).
import type { accountSecurityRu } from '../ru/account-security';

export const accountSecurityPt: Record<keyof typeof accountSecurityRu, string> = {
  security_level_title: 'Nível de proteção',
  security_level_low: 'Baixo',
  security_level_medium: 'Médio',
  security_level_high: 'Alto',
  security_level_summary: 'Medidas de proteção concluídas: {{done}} de {{total}}',
  security_level_load_failed: 'Não foi possível carregar o nível de proteção. Atualize a página.',
  security_check_email_confirmed: 'Confirmar e-mail',
  security_check_phone_confirmed: 'Confirmar telemóvel',
  security_check_two_factor: 'Ativar a autenticação de dois fatores',
  security_check_secure_question: 'Definir a pergunta de segurança',
  security_check_done: 'Concluído',
  security_check_todo: 'Ainda por fazer',
  support_pin_title: 'Código PIN para o apoio ao cliente',
  support_pin_hint:
    'Indique este código quando contactar o apoio ao cliente: assim confirmamos que estamos a falar com o titular da conta. Não o partilhe com mais ninguém.',
  support_pin_get: 'Obter novo código PIN',
  support_pin_shown: 'O seu código PIN: {{pin}}. Tome nota: só o mostramos uma vez.',
  support_pin_issued_at: 'O código atual foi emitido a {{date}}. Um novo código substitui-o.',
  support_pin_none: 'Ainda não foi emitido nenhum código PIN.',
  support_pin_failed: 'Não foi possível emitir o código PIN. Tente novamente.',
};
