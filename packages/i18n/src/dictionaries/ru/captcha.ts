// Russian texts of the "captcha" namespace (spec §4 captcha flow, §8 "Dismissed captcha"): the
// source dictionary; English must have the same keys.
export const captchaRu = {
  captcha_title: 'Проверка безопасности',
  captcha_checking: 'Проверяем, что вы не робот…',
  captcha_checking_hint: 'Обычно это занимает секунду. Если закрыть окно, действие будет отменено.',
  captcha_widget_prompt: 'Пройдите проверку, чтобы продолжить.',
  captcha_dismissed: 'Проверка не пройдена: окно закрыли или время истекло. Попробуйте ещё раз.',
  captcha_unavailable: 'Проверка безопасности сейчас недоступна. Обновите страницу и попробуйте ещё раз.',
  // Server error ids captcha_required and captcha_invalid (spec §7.13 x-captcha-token).
  captcha_error_required: 'Нужно пройти проверку безопасности. Попробуйте ещё раз.',
  captcha_error_invalid: 'Проверка безопасности не пройдена или устарела. Попробуйте ещё раз.',
};
