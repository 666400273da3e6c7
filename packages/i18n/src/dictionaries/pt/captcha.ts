// Portuguese (Portugal) texts of the "captcha" namespace (the security check and its refusals).
import type { captchaRu } from '../ru/captcha';

export const captchaPt: Record<keyof typeof captchaRu, string> = {
  captcha_title: 'Verificação de segurança',
  captcha_checking: 'A verificar que não é um robô…',
  captcha_checking_hint: 'Normalmente demora um segundo. Se fechar a janela, a ação será cancelada.',
  captcha_widget_prompt: 'Conclua a verificação para continuar.',
  captcha_dismissed: 'A verificação não foi concluída: a janela foi fechada ou o tempo esgotou-se. Tente novamente.',
  captcha_unavailable: 'A verificação de segurança não está disponível de momento. Atualize a página e tente novamente.',
  captcha_error_required: 'É necessário concluir a verificação de segurança. Tente novamente.',
  captcha_error_invalid: 'A verificação de segurança falhou ou expirou. Tente novamente.',
};
