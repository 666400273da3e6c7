// Ukrainian texts of the "emailActivation" namespace: confirming and changing the e-mail, the login and sign-in by e-mail.
import type { emailActivationRu } from '../ru/email-activation';

export const emailActivationUk: Record<keyof typeof emailActivationRu, string> = {
  // office_activation_email
  office_activation_email_title: 'Підтвердження ел. пошти',
  office_activation_email_lead: 'Підтвердьте адресу {{email}}: надішлемо лист із посиланням або код, який потрібно ввести тут.',
  email_activation_send_link: 'Надіслати посилання',
  email_activation_send_code: 'Надіслати код',
  email_activation_link_sent:
    'Лист із посиланням надіслано на {{email}}. Відкрийте його й перейдіть за посиланням — воно дійсне 24 години.',
  email_activation_code_sent: 'Лист із кодом надіслано на {{email}}. Код дійсний 10 хвилин.',
  email_activation_code_label: 'Код із листа',
  email_activation_submit: 'Підтвердити',
  email_activation_done: 'Адресу {{email}} підтверджено.',
  email_activation_already: 'Адресу {{email}} уже підтверджено.',
  email_activation_no_email: 'До акаунта не прив’язано ел. пошту.',
  // office_email_change
  office_email_change_title: 'Зміна ел. пошти',
  office_email_change_lead:
    'Вкажіть нову адресу й пароль від акаунта — ми надішлемо на нову адресу код. Введіть його, і адреса стане вашою та підтвердженою.',
  email_change_new_label: 'Нова ел. пошта',
  email_change_code_sent: 'Код надіслано на {{email}}. Він дійсний 10 хвилин.',
  email_change_link: 'Змінити ел. пошту',
  email_change_same: 'Цю адресу вже вказано в акаунті. Введіть нову.',
  email_change_taken: 'Цю адресу прив’язано до іншого акаунта. Зверніться до підтримки, якщо вона ваша.',
  // the office_security page
  office_security_email_title: 'Ел. пошта',
  office_security_email_none: 'Ел. пошту не вказано.',
  office_security_email_unconfirmed: 'Адресу {{email}} не підтверджено.',
  office_security_email_confirmed: 'Адресу {{email}} підтверджено.',
  office_security_email_link: 'Підтвердити ел. пошту',
  // office_change_login and security_auth_by_email (the ways to sign in with the password)
  office_change_login_title: 'Логін',
  office_change_login_lead:
    'Номер рахунку {{number}} завжди підходить для входу. Придумайте логін, який легше запам’ятати: він працюватиме разом із номером.',
  account_login_label: 'Логін',
  account_login_hint: 'Від 4 до 30 символів: латинські літери, цифри, крапка, дефіс і підкреслення; перший символ — літера.',
  account_login_now: 'Зараз: {{login}}',
  account_login_none: 'Логін не вибрано: входьте за номером рахунку.',
  account_login_save: 'Зберегти логін',
  account_login_remove: 'Відмовитися від логіна',
  account_login_saved: 'Логін {{login}} збережено. Входьте з ним або з номером рахунку.',
  account_login_removed: 'Логін видалено. Входьте за номером рахунку.',
  account_login_too_short: 'Логін — не коротший ніж 4 символи.',
  account_login_too_long: 'Логін — не довший ніж 30 символів.',
  account_login_letter_first: 'Логін починається з латинської літери.',
  account_login_symbols: 'У логіні — лише латинські літери, цифри, крапка, дефіс і підкреслення.',
  account_login_taken: 'Цей логін зайнятий. Придумайте інший.',
  account_login_unavailable: 'На цьому сайті не можна входити за логіном.',
  account_login_failed: 'Не вдалося зберегти. Спробуйте ще раз.',
  security_auth_by_email_title: 'Вхід через ел. пошту',
  security_auth_by_email_lead:
    'Вирішіть, чи можна входити в акаунт за адресою ел. пошти й паролем. Посилання для відновлення пароля надходять на ел. пошту в будь-якому разі.',
  security_auth_by_email_toggle: 'Дозволити вхід через ел. пошту {{email}}',
  security_auth_by_email_on: 'Вхід через ел. пошту ввімкнено.',
  security_auth_by_email_off: 'Вхід через ел. пошту вимкнено: входьте за номером рахунку, логіном або телефоном.',
  security_auth_by_email_no_email: 'В акаунті немає ел. пошти. Додайте її, щоб входити через неї.',
  security_auth_by_email_unconfirmed: 'Адресу {{email}} ще не підтверджено.',
  security_auth_by_email_add: 'Додати ел. пошту',
  security_auth_by_email_confirm: 'Підтвердити ел. пошту',
  office_security_login_title: 'Логін і вхід через ел. пошту',
  office_security_login_change: 'Вибрати логін',
  office_security_auth_by_email_link: 'Налаштувати вхід через ел. пошту',
};
