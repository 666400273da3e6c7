// Ukrainian texts of the "phoneBinding" namespace: binding and confirming the phone in the office.
import type { phoneBindingRu } from '../ru/phone-binding';

export const phoneBindingUk: Record<keyof typeof phoneBindingRu, string> = {
  // office_phone_binding
  office_phone_binding_title: 'Прив’язка телефону',
  office_phone_binding_lead: 'Номер потрібен для входу через SMS і відновлення доступу. Ми надішлемо на нього код.',
  // office_phone_activate
  office_phone_activate_title: 'Підтвердження телефону',
  office_phone_activate_lead: 'Ми надішлемо код на номер +{{phone}}. Введіть його, щоб підтвердити, що номер ваш.',
  // office_phone_change
  office_phone_change_title: 'Зміна телефону',
  office_phone_change_lead:
    'Дайте відповідь на секретне запитання — ми надішлемо код на ваш поточний номер. Потім вкажіть новий номер і введіть код, що надійде на нього.',
  phone_change_old_step: 'Крок 1 з 2: код надійде на поточний номер +{{phone}}.',
  phone_change_send_old_code: 'Відповісти й отримати код',
  phone_change_next: 'Далі',
  phone_change_new_step: 'Крок 2 з 2: новий номер і код, що надійшов на нього. На це є 15 хвилин.',
  phone_change_link: 'Змінити телефон',
  phone_change_set_question_link: 'Задати секретне запитання',
  phone_binding_submit: 'Підтвердити',
  phone_binding_done: 'Телефон +{{phone}} прив’язано й підтверджено.',
  phone_binding_already_done: 'Телефон +{{phone}} уже підтверджено. Змінити його можна в розділі «Безпека».',
  phone_binding_has_unconfirmed: 'До акаунта прив’язано непідтверджений номер +{{phone}}.',
  phone_binding_activate_link: 'Підтвердити цей номер',
  phone_binding_no_phone_text: 'До акаунта не прив’язано телефон.',
  phone_binding_bind_link: 'Прив’язати телефон',
  phone_binding_back_to_security: 'Повернутися до розділу «Безпека»',
  phone_binding_load_failed: 'Не вдалося завантажити дані про телефон. Оновіть сторінку.',
  // field messages of the phone calls
  phone_binding_already_confirmed: 'Телефон уже підтверджено. Щоб указати інший номер, змініть телефон.',
  phone_binding_no_phone: 'До акаунта не прив’язано телефон. Спочатку прив’яжіть номер.',
  phone_binding_taken: 'Цей номер прив’язано до іншого акаунта. Зверніться до підтримки, якщо це ваш номер.',
  phone_change_no_confirmed_phone: 'В акаунті немає підтвердженого телефону. Прив’яжіть або підтвердьте номер.',
  phone_change_no_question: 'Спочатку задайте секретне запитання: без відповіді на нього телефон не змінити.',
  phone_change_expired: 'Час на зміну телефону вичерпано. Почніть знову.',
  phone_change_same: 'Цей номер уже прив’язано до акаунта. Введіть новий.',
  // the office_security page
  office_security_phone_title: 'Телефон',
  office_security_phone_none: 'Телефон не прив’язано. Прив’яжіть номер, щоб входити через SMS і відновлювати доступ.',
  office_security_phone_unconfirmed: 'Номер +{{phone}} не підтверджено.',
  office_security_phone_confirmed: 'Номер +{{phone}} підтверджено.',
  office_security_phone_state_confirmed: 'Підтверджено',
  office_security_phone_state_unconfirmed: 'Не підтверджено',
  office_security_phone_state_none: 'Не прив’язано',
};
