// Russian texts of the "secureQuestion" namespace (issue 13): the listed secure questions, the
// office_security_question screen and the message keys its calls answer with. The source
// dictionary; English must have the same keys.
export const secureQuestionRu = {
  secure_question_1: 'Девичья фамилия матери',
  secure_question_2: 'Кличка первого домашнего животного',
  secure_question_3: 'Город, в котором вы родились',
  secure_question_4: 'Название вашей первой школы',
  secure_question_5: 'Любимое блюдо в детстве',
  secure_question_6: 'Имя лучшего школьного друга',
  secure_question_custom_hidden: 'Ваш собственный вопрос',
  // office_security_question
  office_security_question_title: 'Секретный вопрос',
  office_security_question_lead: 'Ответ на него спросим, когда вы будете менять телефон или восстанавливать доступ.',
  secure_question_current: 'Ваш вопрос',
  secure_question_none: 'Секретный вопрос не задан.',
  secure_question_set_at: 'Задан {{date}}',
  secure_question_choose: 'Вопрос',
  secure_question_own_option: 'Свой вопрос…',
  secure_question_own_label: 'Текст своего вопроса',
  secure_question_answer_label: 'Ответ',
  secure_question_answer_hint: 'Регистр букв и пробелы по краям не важны.',
  secure_question_old_answer_label: 'Нынешний ответ',
  secure_question_password_label: 'Пароль от аккаунта',
  secure_question_save: 'Сохранить',
  secure_question_saved: 'Секретный вопрос сохранён.',
  secure_question_change_title: 'Сменить вопрос или ответ',
  secure_question_set_title: 'Задать вопрос',
  secure_question_back_to_security: 'К безопасности',
  // the office_security page
  office_security_question_card_title: 'Секретный вопрос',
  office_security_question_card_hint: 'Нужен, чтобы сменить телефон или восстановить доступ.',
  office_security_question_card_link: 'Задать или сменить вопрос',
  // the calls' messages
  secure_answer_too_short: 'Ответ — не меньше 2 символов',
  secure_answer_too_long: 'Ответ — не больше 64 символов',
  secure_question_unknown: 'Выберите вопрос из списка',
  secure_question_too_short: 'Вопрос — не меньше 5 символов',
  secure_question_too_long: 'Вопрос — не больше 120 символов',
  secure_answer_wrong: 'Ответ неверный',
  secure_answer_old_required: 'Введите нынешний ответ',
  secure_question_wrong_password: 'Пароль неверный',
} as const;
