// Ukrainian texts of the "secureQuestion" namespace: the security question, its screen and messages.
import type { secureQuestionRu } from '../ru/secure-question';

export const secureQuestionUk: Record<keyof typeof secureQuestionRu, string> = {
  secure_question_1: 'Дівоче прізвище матері',
  secure_question_2: 'Кличка першої домашньої тварини',
  secure_question_3: 'Місто, у якому ви народилися',
  secure_question_4: 'Назва вашої першої школи',
  secure_question_5: 'Улюблена страва в дитинстві',
  secure_question_6: 'Ім’я найкращого шкільного друга',
  secure_question_custom_hidden: 'Ваше власне запитання',
  // office_security_question
  office_security_question_title: 'Секретне запитання',
  office_security_question_lead: 'Відповідь на нього ми запитаємо, коли ви змінюватимете телефон або відновлюватимете доступ.',
  secure_question_current: 'Ваше запитання',
  secure_question_none: 'Секретне запитання не задано.',
  secure_question_set_at: 'Задано {{date}}',
  secure_question_choose: 'Запитання',
  secure_question_own_option: 'Своє запитання…',
  secure_question_own_label: 'Текст свого запитання',
  secure_question_answer_label: 'Відповідь',
  secure_question_answer_hint: 'Регістр літер і пробіли на краях не мають значення.',
  secure_question_old_answer_label: 'Поточна відповідь',
  secure_question_password_label: 'Пароль від акаунта',
  secure_question_save: 'Зберегти',
  secure_question_saved: 'Секретне запитання збережено.',
  secure_question_change_title: 'Змінити запитання або відповідь',
  secure_question_set_title: 'Задати запитання',
  secure_question_back_to_security: 'До розділу «Безпека»',
  // the office_security page
  office_security_question_card_title: 'Секретне запитання',
  office_security_question_card_hint: 'Потрібне, щоб змінити телефон або відновити доступ.',
  office_security_question_card_link: 'Задати або змінити запитання',
  // the calls' messages
  secure_answer_too_short: 'Відповідь — не менше ніж 2 символи',
  secure_answer_too_long: 'Відповідь — не більше ніж 64 символи',
  secure_question_unknown: 'Виберіть запитання зі списку',
  secure_question_too_short: 'Запитання — не менше ніж 5 символів',
  secure_question_too_long: 'Запитання — не більше ніж 120 символів',
  secure_answer_wrong: 'Неправильна відповідь',
  secure_answer_old_required: 'Введіть поточну відповідь',
  secure_question_wrong_password: 'Неправильний пароль',
};
