// Тексты пространства "phoneBinding": привязка и подтверждение телефона в кабинете (issue 13).
export const phoneBindingRu = {
  // office_phone_binding
  office_phone_binding_title: 'Привязка телефона',
  office_phone_binding_lead: 'Номер нужен для входа по SMS и восстановления доступа. Мы пришлём на него код.',
  // office_phone_activate
  office_phone_activate_title: 'Подтверждение телефона',
  office_phone_activate_lead: 'Мы пришлём код на номер +{{phone}}. Введите его, чтобы подтвердить, что номер ваш.',
  // office_phone_change
  office_phone_change_title: 'Смена телефона',
  office_phone_change_lead: 'Ответьте на секретный вопрос — мы пришлём код на ваш нынешний номер. Потом укажите новый номер и введите код, пришедший на него.',
  phone_change_old_step: 'Шаг 1 из 2: код придёт на нынешний номер +{{phone}}.',
  phone_change_send_old_code: 'Ответить и получить код',
  phone_change_next: 'Далее',
  phone_change_new_step: 'Шаг 2 из 2: новый номер и код, пришедший на него. На это есть 15 минут.',
  phone_change_link: 'Сменить телефон',
  phone_change_set_question_link: 'Задать секретный вопрос',
  phone_binding_submit: 'Подтвердить',
  phone_binding_done: 'Телефон +{{phone}} привязан и подтверждён.',
  phone_binding_already_done: 'Телефон +{{phone}} уже подтверждён. Сменить его можно в разделе «Безопасность».',
  phone_binding_has_unconfirmed: 'К аккаунту привязан неподтверждённый номер +{{phone}}.',
  phone_binding_activate_link: 'Подтвердить этот номер',
  phone_binding_no_phone_text: 'К аккаунту не привязан телефон.',
  phone_binding_bind_link: 'Привязать телефон',
  phone_binding_back_to_security: 'Вернуться в «Безопасность»',
  phone_binding_load_failed: 'Не удалось загрузить данные о телефоне. Обновите страницу.',
  // field messages of the phone calls
  phone_binding_already_confirmed: 'Телефон уже подтверждён. Чтобы указать другой номер, смените телефон.',
  phone_binding_no_phone: 'К аккаунту не привязан телефон. Сначала привяжите номер.',
  phone_binding_taken: 'Этот номер привязан к другому аккаунту. Обратитесь в поддержку, если это ваш номер.',
  phone_change_no_confirmed_phone: 'У аккаунта нет подтверждённого телефона. Привяжите или подтвердите номер.',
  phone_change_no_question: 'Сначала задайте секретный вопрос: без ответа на него телефон не сменить.',
  phone_change_expired: 'Время на смену телефона вышло. Начните заново.',
  phone_change_same: 'Этот номер уже привязан к аккаунту. Введите новый.',
  // the office_security page
  office_security_phone_title: 'Телефон',
  office_security_phone_none: 'Телефон не привязан. Привяжите номер, чтобы входить по SMS и восстанавливать доступ.',
  office_security_phone_unconfirmed: 'Номер +{{phone}} не подтверждён.',
  office_security_phone_confirmed: 'Номер +{{phone}} подтверждён.',
  office_security_phone_state_confirmed: 'Подтверждён',
  office_security_phone_state_unconfirmed: 'Не подтверждён',
  office_security_phone_state_none: 'Не привязан',
};
