// Kazakh texts of the "secureQuestion" namespace; the keys are those of the Russian source.
import type { secureQuestionRu } from '../ru/secure-question';

export const secureQuestionKk: Record<keyof typeof secureQuestionRu, string> = {
  secure_question_1: 'Анаңыздың тұрмысқа шыққанға дейінгі тегі',
  secure_question_2: 'Алғашқы үй жануарыңыздың лақап аты',
  secure_question_3: 'Туған қалаңыз',
  secure_question_4: 'Алғашқы мектебіңіздің атауы',
  secure_question_5: 'Балалық шақтағы сүйікті тағамыңыз',
  secure_question_6: 'Ең жақын мектеп досыңыздың аты',
  secure_question_custom_hidden: 'Өз сұрағыңыз',
  // office_security_question
  office_security_question_title: 'Құпия сұрақ',
  office_security_question_lead: 'Телефонды ауыстырғанда немесе қолжетімділікті қалпына келтіргенде оның жауабын сұраймыз.',
  secure_question_current: 'Сіздің сұрағыңыз',
  secure_question_none: 'Құпия сұрақ орнатылмаған.',
  secure_question_set_at: 'Орнатылды: {{date}}',
  secure_question_choose: 'Сұрақ',
  secure_question_own_option: 'Өз сұрағым…',
  secure_question_own_label: 'Өз сұрағыңыздың мәтіні',
  secure_question_answer_label: 'Жауап',
  secure_question_answer_hint: 'Әріптердің регистрі мен шеттердегі бос орындардың маңызы жоқ.',
  secure_question_old_answer_label: 'Қазіргі жауап',
  secure_question_password_label: 'Аккаунт құпиясөзі',
  secure_question_save: 'Сақтау',
  secure_question_saved: 'Құпия сұрақ сақталды.',
  secure_question_change_title: 'Сұрақты немесе жауапты ауыстыру',
  secure_question_set_title: 'Сұрақ орнату',
  secure_question_back_to_security: 'Қауіпсіздік бөліміне',
  // the office_security page
  office_security_question_card_title: 'Құпия сұрақ',
  office_security_question_card_hint: 'Телефонды ауыстыру немесе қолжетімділікті қалпына келтіру үшін қажет.',
  office_security_question_card_link: 'Сұрақты орнату немесе ауыстыру',
  // the calls' messages
  secure_answer_too_short: 'Жауап — кемінде 2 таңба',
  secure_answer_too_long: 'Жауап — 64 таңбадан аспауы керек',
  secure_question_unknown: 'Сұрақты тізімнен таңдаңыз',
  secure_question_too_short: 'Сұрақ — кемінде 5 таңба',
  secure_question_too_long: 'Сұрақ — 120 таңбадан аспауы керек',
  secure_answer_wrong: 'Жауап қате',
  secure_answer_old_required: 'Қазіргі жауапты енгізіңіз',
  secure_question_wrong_password: 'Құпиясөз қате',
};
