// Тексты пространства "emailActivation": подтверждение e-mail в кабинете (issue 13).
export const emailActivationRu = {
  // office_activation_email
  office_activation_email_title: 'Подтверждение e-mail',
  office_activation_email_lead: 'Подтвердите адрес {{email}}: пришлём письмо со ссылкой или код, который нужно ввести здесь.',
  email_activation_send_link: 'Прислать ссылку',
  email_activation_send_code: 'Прислать код',
  email_activation_link_sent: 'Письмо со ссылкой отправлено на {{email}}. Откройте его и перейдите по ссылке — она действует 24 часа.',
  email_activation_code_sent: 'Письмо с кодом отправлено на {{email}}. Код действует 10 минут.',
  email_activation_code_label: 'Код из письма',
  email_activation_submit: 'Подтвердить',
  email_activation_done: 'Адрес {{email}} подтверждён.',
  email_activation_already: 'Адрес {{email}} уже подтверждён.',
  email_activation_no_email: 'К аккаунту не привязан e-mail.',
  // office_email_change
  office_email_change_title: 'Смена e-mail',
  office_email_change_lead: 'Укажите новый адрес и пароль от аккаунта — мы пришлём на новый адрес код. Введите его, и адрес станет вашим и подтверждённым.',
  email_change_new_label: 'Новый e-mail',
  email_change_code_sent: 'Код отправлен на {{email}}. Он действует 10 минут.',
  email_change_link: 'Сменить e-mail',
  email_change_same: 'Этот адрес уже указан в аккаунте. Введите новый.',
  email_change_taken: 'Этот адрес привязан к другому аккаунту. Обратитесь в поддержку, если он ваш.',
  // the office_security page
  office_security_email_title: 'E-mail',
  office_security_email_none: 'E-mail не указан.',
  office_security_email_unconfirmed: 'Адрес {{email}} не подтверждён.',
  office_security_email_confirmed: 'Адрес {{email}} подтверждён.',
  office_security_email_link: 'Подтвердить e-mail',
};
