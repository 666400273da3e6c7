// Spanish (Spain) texts of the "captcha" namespace (the captcha flow and a dismissed captcha).
import type { captchaRu } from '../ru/captcha';

export const captchaEs: Record<keyof typeof captchaRu, string> = {
  captcha_title: 'Comprobación de seguridad',
  captcha_checking: 'Comprobando que no eres un robot…',
  captcha_checking_hint: 'Normalmente tarda un segundo. Si cierras la ventana, la acción se cancelará.',
  captcha_widget_prompt: 'Supera la comprobación para continuar.',
  captcha_dismissed: 'No se ha superado la comprobación: se ha cerrado la ventana o se ha agotado el tiempo. Vuelve a intentarlo.',
  captcha_unavailable: 'La comprobación de seguridad no está disponible ahora. Recarga la página y vuelve a intentarlo.',
  // Server error ids captcha_required and captcha_invalid.
  captcha_error_required: 'Tienes que superar la comprobación de seguridad. Vuelve a intentarlo.',
  captcha_error_invalid: 'La comprobación de seguridad no se ha superado o ha caducado. Vuelve a intentarlo.',
};
