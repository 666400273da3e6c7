// Uzbek texts of the "secureQuestion" namespace: the listed secret questions and the office screen.
import type { secureQuestionRu } from '../ru/secure-question';

export const secureQuestionUz: Record<keyof typeof secureQuestionRu, string> = {
  secure_question_1: 'Onangizning qizlik familiyasi',
  secure_question_2: 'Birinchi uy hayvoningizning laqabi',
  secure_question_3: 'Tugʻilgan shahringiz',
  secure_question_4: 'Birinchi maktabingiz nomi',
  secure_question_5: 'Bolaligingizdagi sevimli taom',
  secure_question_6: 'Eng yaxshi maktab doʻstingizning ismi',
  secure_question_custom_hidden: 'Oʻzingiz yozgan savol',
  // office_security_question
  office_security_question_title: 'Maxfiy savol',
  office_security_question_lead: 'Telefonni almashtirish yoki kirishni tiklashda bu savolga javobni soʻraymiz.',
  secure_question_current: 'Savolingiz',
  secure_question_none: 'Maxfiy savol belgilanmagan.',
  secure_question_set_at: 'Belgilangan sana: {{date}}',
  secure_question_choose: 'Savol',
  secure_question_own_option: 'Oʻz savolim…',
  secure_question_own_label: 'Oʻz savolingiz matni',
  secure_question_answer_label: 'Javob',
  secure_question_answer_hint: 'Harflar registri va chetdagi boʻsh joylar muhim emas.',
  secure_question_old_answer_label: 'Hozirgi javob',
  secure_question_password_label: 'Akkaunt paroli',
  secure_question_save: 'Saqlash',
  secure_question_saved: 'Maxfiy savol saqlandi.',
  secure_question_change_title: 'Savol yoki javobni almashtirish',
  secure_question_set_title: 'Savol belgilash',
  secure_question_back_to_security: 'Xavfsizlikka qaytish',
  // the office_security page
  office_security_question_card_title: 'Maxfiy savol',
  office_security_question_card_hint: 'Telefonni almashtirish yoki kirishni tiklash uchun kerak.',
  office_security_question_card_link: 'Savolni belgilash yoki almashtirish',
  // the calls' messages
  secure_answer_too_short: 'Javob — kamida 2 ta belgi',
  secure_answer_too_long: 'Javob — koʻpi bilan 64 ta belgi',
  secure_question_unknown: 'Roʻyxatdan savolni tanlang',
  secure_question_too_short: 'Savol — kamida 5 ta belgi',
  secure_question_too_long: 'Savol — koʻpi bilan 120 ta belgi',
  secure_answer_wrong: 'Javob notoʻgʻri',
  secure_answer_old_required: 'Hozirgi javobni kiriting',
  secure_question_wrong_password: 'Parol notoʻgʻri',
};
