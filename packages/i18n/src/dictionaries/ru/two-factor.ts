// Russian texts of the "twoFactor" namespace (issue 13): the office security page, turning
// two-factor sign-in on and off, the sign-in's code step and the message keys its calls answer
// with. The source dictionary; English must have the same keys.
export const twoFactorRu = {
  // office_security
  office_security_title: 'Безопасность',
  office_security_lead: 'Как защищён вход в ваш аккаунт.',
  office_security_two_factor_title: 'Двухфакторная защита',
  office_security_two_factor_on: 'Включена с {{date}}: при входе нужен код из приложения-аутентификатора.',
  office_security_two_factor_off: 'Выключена: для входа достаточно пароля.',
  office_security_two_factor_enable: 'Включить',
  office_security_two_factor_disable: 'Отключить',
  office_security_password_title: 'Пароль',
  office_security_password_hint: 'Смените пароль и при желании завершите другие сеансы.',
  office_security_password_link: 'Сменить пароль',
  office_security_sessions_title: 'Сеансы',
  office_security_sessions_hint: 'Устройства, с которых входили в аккаунт; любой сеанс можно завершить.',
  office_security_sessions_link: 'История сеансов',
  office_security_state_on: 'Включена',
  office_security_state_off: 'Выключена',

  // office_enable_two_factor_auth
  two_factor_enable_title: 'Включение двухфакторной защиты',
  two_factor_enable_lead: 'После включения при каждом входе понадобится шестизначный код из приложения-аутентификатора (Google Authenticator, Яндекс Ключ, Microsoft Authenticator и др.).',
  two_factor_step_scan: '1. Отсканируйте QR-код приложением',
  two_factor_qr_alt: 'QR-код для приложения-аутентификатора',
  two_factor_step_type: 'Или введите ключ в приложении вручную',
  two_factor_secret_label: 'Ключ',
  two_factor_copy: 'Скопировать ключ',
  two_factor_copied: 'Ключ скопирован',
  two_factor_step_code: '2. Введите код, который показывает приложение',
  two_factor_code_label: 'Код из приложения',
  two_factor_enable_submit: 'Включить',
  two_factor_already_on: 'Двухфакторная защита уже включена.',
  two_factor_enabled_title: 'Двухфакторная защита включена',
  two_factor_recovery_lead: 'Сохраните код восстановления. Он показывается только сейчас: с ним можно войти без приложения и отключить защиту.',
  two_factor_recovery_label: 'Код восстановления',
  two_factor_recovery_saved: 'Я сохранил(а) код восстановления',
  two_factor_recovery_done: 'Готово',

  // office_disable_two_factor_auth
  two_factor_disable_title: 'Отключение двухфакторной защиты',
  two_factor_disable_lead: 'Введите код восстановления, который вы получили при включении защиты.',
  two_factor_hash_label: 'Код восстановления',
  two_factor_disable_submit: 'Отключить',
  two_factor_already_off: 'Двухфакторная защита выключена.',
  two_factor_disabled: 'Двухфакторная защита отключена',
  two_factor_back_to_security: 'К безопасности',

  // The sign-in's second step
  two_factor_sign_in_lead: 'Введите код из приложения-аутентификатора.',
  two_factor_sign_in_submit: 'Подтвердить',
  two_factor_use_recovery: 'Нет доступа к приложению? Войти по коду восстановления',
  two_factor_use_code: 'Ввести код из приложения',
  two_factor_recovery_sign_in_lead: 'Вход по коду восстановления отключит двухфакторную защиту; затем её можно включить снова.',
  two_factor_turned_off_notice: 'Двухфакторная защита отключена: включите её снова в разделе «Безопасность».',
  two_factor_start_over: 'Войти заново',

  // Message keys of the two-factor calls
  two_factor_wrong_code: 'Неверный код',
  two_factor_code_used: 'Этот код уже использован, дождитесь следующего',
  two_factor_wrong_hash: 'Неверный код восстановления',
  two_factor_code_format: 'Код — шесть цифр',
  two_factor_hash_format: 'Код восстановления — 32 символа (цифры и буквы a–f)',
  two_factor_no_phone: 'Для SMS-кода нужен подтверждённый телефон',
  two_factor_setup_first: 'Сначала получите QR-код',
  two_factor_sign_in_again: 'Время на ввод кода истекло, войдите заново',
  two_factor_load_failed: 'Не удалось загрузить данные защиты.',
} as const;
