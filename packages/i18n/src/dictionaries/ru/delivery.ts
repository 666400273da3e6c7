// Russian texts of the "delivery" namespace: codes, links and the development outbox page
// (issue 3 "Delivery of codes and mail"). The source dictionary; English must have the same keys.
// SMS texts stay short: one SMS segment in Cyrillic holds 70 characters.
export const deliveryRu = {
  // Codes by purpose (one short SMS each); e-mail adds delivery_code_valid_for.
  delivery_code_phone_registration: '{{brand}}: код подтверждения регистрации {{code}}. Никому его не сообщайте.',
  delivery_code_sms_sign_in: '{{brand}}: код для входа {{code}}. Никому его не сообщайте.',
  delivery_code_password_reset: '{{brand}}: код для восстановления пароля {{code}}. Никому его не сообщайте.',
  delivery_code_email_activation: '{{brand}}: код подтверждения e-mail {{code}}. Никому его не сообщайте.',
  delivery_code_phone_binding: '{{brand}}: код для привязки телефона {{code}}. Никому его не сообщайте.',
  delivery_code_phone_change: '{{brand}}: код для смены телефона {{code}}. Никому его не сообщайте.',
  delivery_code_email_change: '{{brand}}: код для смены e-mail {{code}}. Никому его не сообщайте.',
  delivery_code_two_factor: '{{brand}}: код двухфакторной защиты {{code}}. Никому его не сообщайте.',
  delivery_credentials_subject: '{{brand}}: данные вашего счёта',
  delivery_credentials_text:
    'Ваш счёт на сайте {{brand}}:\n\nНомер счёта (логин): {{login}}\nПароль: {{password}}\n\nСохраните это письмо и никому его не показывайте. Пароль можно сменить в личном кабинете.',
  delivery_code_subject: '{{brand}}: код подтверждения {{code}}',
  delivery_code_valid_for: 'Код действует {{minutes}} мин.',
  // Links by purpose; {{hours}} is how long the link lasts.
  delivery_link_email_activation_subject: '{{brand}}: подтвердите e-mail',
  delivery_link_email_activation_text:
    'Здравствуйте! Чтобы подтвердить e-mail на сайте {{brand}}, откройте ссылку:\n{{link}}\n\nСсылка действует {{hours}} ч. Если вы не регистрировались, просто удалите это письмо.',
  delivery_link_password_reset_subject: '{{brand}}: восстановление пароля',
  delivery_link_password_reset_text:
    'Здравствуйте! Чтобы задать новый пароль на сайте {{brand}}, откройте ссылку:\n{{link}}\n\nСсылка действует {{hours}} ч. Если вы не просили восстановить пароль, просто удалите это письмо: пароль останется прежним.',
  delivery_link_invalid: 'Ссылка недействительна: она уже использована или устарела. Запросите новую.',
  // Answers of a rate limit or lock-out (error id rate_limited, details.retryAfterSeconds).
  delivery_retry_after: 'Слишком много попыток. Повторите через {{seconds}} с.',
  delivery_resend_after: 'Отправить код ещё раз можно через {{seconds}} с.',
  // The development outbox page (/dev/outbox).
  delivery_outbox_title: 'Исходящие сообщения',
  delivery_outbox_notice:
    'Страница для разработки: здесь видны все коды и ссылки, которые сайт отправил бы по SMS, e-mail и в мессенджер. На рабочем сайте её нет.',
  delivery_outbox_filter_label: 'Получатель (телефон, e-mail или чат)',
  delivery_outbox_filter_submit: 'Показать',
  delivery_outbox_filter_reset: 'Все сообщения',
  delivery_outbox_empty: 'Сообщений нет. Запросите код на сайте, и он появится здесь.',
  delivery_outbox_to: 'Кому',
  delivery_outbox_subject: 'Тема',
  delivery_outbox_purpose: 'Назначение',
  delivery_outbox_sent_at: 'Отправлено',
  delivery_outbox_channel_sms: 'SMS',
  delivery_outbox_channel_email: 'E-mail',
  delivery_outbox_channel_messenger: 'Мессенджер',
  delivery_outbox_copy_code: 'Скопировать код',
} as const satisfies Record<string, string>;
