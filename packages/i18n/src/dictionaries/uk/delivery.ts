// Ukrainian texts of the "delivery" namespace: codes, links and the development outbox page (SMS texts stay short).
import type { deliveryRu } from '../ru/delivery';

export const deliveryUk: Record<keyof typeof deliveryRu, string> = {
  delivery_code_phone_registration: '{{brand}}: код підтвердження реєстрації {{code}}. Нікому не повідомляйте.',
  delivery_code_sms_sign_in: '{{brand}}: код для входу {{code}}. Нікому не повідомляйте.',
  delivery_code_password_reset: '{{brand}}: код для відновлення пароля {{code}}. Нікому не повідомляйте.',
  delivery_code_email_activation: '{{brand}}: код підтвердження ел. пошти {{code}}. Нікому не повідомляйте.',
  delivery_code_phone_binding: '{{brand}}: код для прив’язки телефону {{code}}. Нікому не повідомляйте.',
  delivery_code_phone_change: '{{brand}}: код для зміни телефону {{code}}. Нікому не повідомляйте.',
  delivery_code_email_change: '{{brand}}: код для зміни ел. пошти {{code}}. Нікому не повідомляйте.',
  delivery_code_two_factor: '{{brand}}: код двофакторного захисту {{code}}. Нікому не повідомляйте.',
  delivery_credentials_subject: '{{brand}}: дані вашого рахунку',
  delivery_credentials_text:
    'Ваш рахунок на сайті {{brand}}:\n\nНомер рахунку (логін): {{login}}\nПароль: {{password}}\n\nЗбережіть цей лист і нікому його не показуйте. Пароль можна змінити в особистому кабінеті.',
  delivery_code_subject: '{{brand}}: код підтвердження {{code}}',
  delivery_code_valid_for: 'Код дійсний {{minutes}} хв.',
  delivery_link_email_activation_subject: '{{brand}}: підтвердьте ел. пошту',
  delivery_link_email_activation_text:
    'Вітаємо! Щоб підтвердити ел. пошту на сайті {{brand}}, відкрийте посилання:\n{{link}}\n\nПосилання дійсне {{hours}} год. Якщо ви не реєструвалися, просто видаліть цей лист.',
  delivery_link_password_reset_subject: '{{brand}}: відновлення пароля',
  delivery_link_password_reset_text:
    'Вітаємо! Щоб задати новий пароль на сайті {{brand}}, відкрийте посилання:\n{{link}}\n\nПосилання дійсне {{hours}} год. Якщо ви не просили відновити пароль, просто видаліть цей лист: пароль залишиться попереднім.',
  delivery_link_invalid: 'Посилання недійсне: його вже використано або воно застаріло. Запросіть нове.',
  delivery_retry_after: 'Забагато спроб. Повторіть через {{seconds}} с.',
  delivery_resend_after: 'Надіслати код ще раз можна через {{seconds}} с.',
  delivery_outbox_title: 'Вихідні повідомлення',
  delivery_outbox_notice:
    'Сторінка для розробки: тут видно всі коди й посилання, які сайт надіслав би через SMS, ел. пошту та месенджер. На робочому сайті її немає.',
  delivery_outbox_filter_label: 'Одержувач (телефон, ел. пошта або чат)',
  delivery_outbox_filter_submit: 'Показати',
  delivery_outbox_filter_reset: 'Усі повідомлення',
  delivery_outbox_empty: 'Повідомлень немає. Запросіть код на сайті, і він з’явиться тут.',
  delivery_outbox_to: 'Кому',
  delivery_outbox_subject: 'Тема',
  delivery_outbox_purpose: 'Призначення',
  delivery_outbox_sent_at: 'Надіслано',
  delivery_outbox_channel_sms: 'SMS',
  delivery_outbox_channel_email: 'Ел. пошта',
  delivery_outbox_channel_messenger: 'Месенджер',
  delivery_outbox_copy_code: 'Скопіювати код',
};
