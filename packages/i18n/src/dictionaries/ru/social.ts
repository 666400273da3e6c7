// Тексты пространства "social": вход и регистрация через соцсети и сервисы входа (issue 13,
// decision 0040) — кнопки в окнах входа и регистрации и страница возвращения от провайдера.
export const socialRu = {
  // The buttons of the sign-in and registration dialogs
  social_sign_in_with: 'Или войдите через',
  social_provider_link: 'Войти через {{name}}',
  social_local_note: 'тестовый вход: подойдут любые e-mail и имя',
  social_local_telegram_note: 'тестовый Telegram: подойдут любые имя и номер',
  social_register_lead: 'Аккаунт появится при первом входе через соцсеть или сервис входа: без пароля и без анкеты.',
  social_register_terms: 'Продолжая, вы подтверждаете, что вам исполнилось {{age}} лет, и принимаете правила сервиса.',
  social_providers_none: 'Вход через соцсети на этом сайте сейчас недоступен. Выберите другой способ регистрации.',
  social_providers_failed: 'Не удалось загрузить способы входа через соцсети.',

  // socialSignIn: the page the provider sends the player back to
  social_title: 'Вход через соцсеть',
  social_title_page: 'Вход через соцсеть — {{brand}}',
  social_progress: 'Завершаем вход…',
  social_signed_in: 'Вход выполнен. Возвращаем вас на сайт…',
  social_not_signed_in: 'Вход не завершён: сайт не видит вашего сеанса. Попробуйте войти ещё раз.',
  social_link_lead: 'Аккаунт с адресом {{email}} уже есть. Введите его пароль, чтобы связать аккаунт с {{provider}}: дальше вы будете входить в него и через {{provider}}.',
  social_link_submit: 'Связать и войти',
  social_linked: 'Аккаунт связан с {{provider}}.',
  social_sign_in_again_link: 'Войти снова',
  social_other_way: 'Войти другим способом',

  // Why a social sign-in did not happen (the return page's `error`)
  social_error_cancelled: 'Вход отменён на странице провайдера. Попробуйте ещё раз или войдите другим способом.',
  social_error_state_mismatch: 'Эта попытка входа устарела или начата не в этом браузере. Начните вход заново.',
  social_error_provider_error: 'Провайдер входа ответил ошибкой или не ответил. Попробуйте позже или войдите другим способом.',
  social_error_email_taken: 'Аккаунт с этим адресом почты уже есть. Начните вход заново — мы предложим связать его с вашим входом.',
  social_error_no_registration: 'С этим входом не связан ни один аккаунт, а регистрация через соцсети здесь выключена. Зарегистрируйтесь другим способом.',
  social_error_blocked: 'Аккаунт, связанный с этим входом, заблокирован. Обратитесь в поддержку.',
  social_error_unavailable: 'Этот способ входа сейчас недоступен. Войдите другим способом.',
  social_error_invalid_hash:
    'Telegram не подтвердил этот вход: данные входа изменены или подписаны другим ботом. Войдите через Telegram заново.',
  social_error_outdated: 'Подтверждение Telegram устарело: ему больше суток. Войдите через Telegram заново.',
  social_error_replayed: 'Это подтверждение Telegram уже использовано. Войдите через Telegram заново.',
  social_error_expired: 'Время на завершение входа истекло. Начните вход заново.',
  social_error_unknown: 'Не удалось понять ответ провайдера входа. Начните вход заново.',

  // Field messages the social calls answer with
  social_sign_in_again: 'Вход через соцсеть занял слишком много времени. Начните его заново.',
  social_already_linked: 'Этот вход уже связан с другим аккаунтом.',
  social_unknown_provider: 'Такого способа входа нет.',
} as const;
