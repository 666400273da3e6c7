// Ukrainian texts of the "twoFactor" namespace: the security page, turning two-factor sign-in on and off, the code step.
import type { twoFactorRu } from '../ru/two-factor';

export const twoFactorUk: Record<keyof typeof twoFactorRu, string> = {
  // office_security
  office_security_title: 'Безпека',
  office_security_lead: 'Як захищено вхід у ваш акаунт.',
  office_security_two_factor_title: 'Двофакторний захист',
  office_security_two_factor_on: 'Увімкнено з {{date}}: для входу потрібен код із застосунку-автентифікатора.',
  office_security_two_factor_off: 'Вимкнено: для входу достатньо пароля.',
  office_security_two_factor_enable: 'Увімкнути',
  office_security_two_factor_disable: 'Вимкнути',
  office_security_password_title: 'Пароль',
  office_security_password_hint: 'Змініть пароль і за бажання завершіть інші сеанси.',
  office_security_password_link: 'Змінити пароль',
  office_security_sessions_title: 'Сеанси',
  office_security_sessions_hint: 'Пристрої, з яких входили в акаунт; будь-який сеанс можна завершити.',
  office_security_sessions_link: 'Історія сеансів',
  office_security_state_on: 'Увімкнено',
  office_security_state_off: 'Вимкнено',

  // office_enable_two_factor_auth
  two_factor_enable_title: 'Увімкнення двофакторного захисту',
  two_factor_enable_lead:
    'Після ввімкнення під час кожного входу знадобиться шестизначний код із застосунку-автентифікатора (Google Authenticator, Microsoft Authenticator, 1Password тощо).',
  two_factor_step_scan: '1. Відскануйте QR-код застосунком',
  two_factor_qr_alt: 'QR-код для застосунку-автентифікатора',
  two_factor_step_type: 'Або введіть ключ у застосунку вручну',
  two_factor_secret_label: 'Ключ',
  two_factor_copy: 'Скопіювати ключ',
  two_factor_copied: 'Ключ скопійовано',
  two_factor_step_code: '2. Введіть код, який показує застосунок',
  two_factor_code_label: 'Код із застосунку',
  two_factor_enable_submit: 'Увімкнути',
  two_factor_already_on: 'Двофакторний захист уже ввімкнено.',
  two_factor_enabled_title: 'Двофакторний захист увімкнено',
  two_factor_recovery_lead: 'Збережіть код відновлення. Він показується лише зараз: із ним можна увійти без застосунку й вимкнути захист.',
  two_factor_recovery_label: 'Код відновлення',
  two_factor_recovery_saved: 'Я зберіг(ла) код відновлення',
  two_factor_recovery_done: 'Готово',

  // office_disable_two_factor_auth
  two_factor_disable_title: 'Вимкнення двофакторного захисту',
  two_factor_disable_lead: 'Введіть код відновлення, який ви отримали під час увімкнення захисту.',
  two_factor_hash_label: 'Код відновлення',
  two_factor_disable_submit: 'Вимкнути',
  two_factor_already_off: 'Двофакторний захист вимкнено.',
  two_factor_disabled: 'Двофакторний захист вимкнено',
  two_factor_back_to_security: 'До розділу «Безпека»',

  // The sign-in's second step
  two_factor_sign_in_lead: 'Введіть код із застосунку-автентифікатора.',
  two_factor_sign_in_submit: 'Підтвердити',
  two_factor_use_recovery: 'Немає доступу до застосунку? Увійти за кодом відновлення',
  two_factor_use_code: 'Ввести код із застосунку',
  two_factor_recovery_sign_in_lead: 'Вхід за кодом відновлення вимкне двофакторний захист; потім його можна ввімкнути знову.',
  two_factor_turned_off_notice: 'Двофакторний захист вимкнено: увімкніть його знову в розділі «Безпека».',
  two_factor_start_over: 'Увійти заново',

  // Message keys of the two-factor calls
  two_factor_wrong_code: 'Неправильний код',
  two_factor_code_used: 'Цей код уже використано, дочекайтеся наступного',
  two_factor_wrong_hash: 'Неправильний код відновлення',
  two_factor_code_format: 'Код — шість цифр',
  two_factor_hash_format: 'Код відновлення — 32 символи (цифри й літери a–f)',
  two_factor_no_phone: 'Для SMS-коду потрібен підтверджений телефон',
  two_factor_setup_first: 'Спочатку отримайте QR-код',
  two_factor_sign_in_again: 'Час на введення коду вичерпано, увійдіть заново',
  two_factor_load_failed: 'Не вдалося завантажити дані захисту.',
};
