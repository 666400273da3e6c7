// Тексты уровня защиты счёта и PIN-кода для службы поддержки (офис → безопасность).
export const accountSecurityRu = {
  security_level_title: 'Уровень защиты',
  security_level_low: 'Низкий',
  security_level_medium: 'Средний',
  security_level_high: 'Высокий',
  security_level_summary: 'Выполнено мер защиты: {{done}} из {{total}}',
  security_level_load_failed: 'Не удалось загрузить уровень защиты. Обновите страницу.',
  security_check_email_confirmed: 'Подтвердить e-mail',
  security_check_phone_confirmed: 'Подтвердить телефон',
  security_check_two_factor: 'Включить двухфакторную аутентификацию',
  security_check_secure_question: 'Задать секретный вопрос',
  security_check_done: 'Сделано',
  security_check_todo: 'Ещё не сделано',
  support_pin_title: 'PIN-код для службы поддержки',
  support_pin_hint:
    'Назовите этот код, когда обращаетесь в поддержку: по нему мы убедимся, что говорим с владельцем счёта. Больше никому его не сообщайте.',
  support_pin_get: 'Получить новый PIN-код',
  support_pin_shown: 'Ваш PIN-код: {{pin}}. Запишите его: мы показываем его только один раз.',
  support_pin_issued_at: 'Действующий код выдан {{date}}. Новый код заменит его.',
  support_pin_none: 'PIN-код ещё не выдан.',
  support_pin_failed: 'Не удалось выдать PIN-код. Попробуйте ещё раз.',
};
