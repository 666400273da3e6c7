// Ukrainian texts of the "captcha" namespace: the security check before sensitive actions.
import type { captchaRu } from '../ru/captcha';

export const captchaUk: Record<keyof typeof captchaRu, string> = {
  captcha_title: 'Перевірка безпеки',
  captcha_checking: 'Перевіряємо, що ви не робот…',
  captcha_checking_hint: 'Зазвичай це триває секунду. Якщо закрити вікно, дію буде скасовано.',
  captcha_widget_prompt: 'Пройдіть перевірку, щоб продовжити.',
  captcha_dismissed: 'Перевірку не пройдено: вікно закрито або час вичерпано. Спробуйте ще раз.',
  captcha_unavailable: 'Перевірка безпеки зараз недоступна. Оновіть сторінку й спробуйте ще раз.',
  captcha_error_required: 'Потрібно пройти перевірку безпеки. Спробуйте ще раз.',
  captcha_error_invalid: 'Перевірку безпеки не пройдено або вона застаріла. Спробуйте ще раз.',
};
