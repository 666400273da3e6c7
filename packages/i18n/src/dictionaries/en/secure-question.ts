import type { secureQuestionRu } from '../ru/secure-question';

// English texts of the "secureQuestion" namespace; the keys are those of the Russian source.
export const secureQuestionEn: Record<keyof typeof secureQuestionRu, string> = {
  secure_question_1: "Your mother's maiden name",
  secure_question_2: 'The name of your first pet',
  secure_question_3: 'The city you were born in',
  secure_question_4: 'The name of your first school',
  secure_question_5: 'Your favourite dish as a child',
  secure_question_6: 'The name of your best school friend',
  secure_question_custom_hidden: 'The question you wrote yourself',
  // office_security_question
  office_security_question_title: 'Security question',
  office_security_question_lead: 'We ask its answer when you change your phone or get back into your account.',
  secure_question_current: 'Your question',
  secure_question_none: 'No security question is set.',
  secure_question_set_at: 'Set on {{date}}',
  secure_question_choose: 'Question',
  secure_question_own_option: 'My own question…',
  secure_question_own_label: 'Your own question',
  secure_question_answer_label: 'Answer',
  secure_question_answer_hint: 'Letter case and spaces at the ends do not matter.',
  secure_question_old_answer_label: 'Current answer',
  secure_question_password_label: 'Account password',
  secure_question_save: 'Save',
  secure_question_saved: 'Your security question is saved.',
  secure_question_change_title: 'Change the question or answer',
  secure_question_set_title: 'Set a question',
  secure_question_back_to_security: 'Back to security',
  // the office_security page
  office_security_question_card_title: 'Security question',
  office_security_question_card_hint: 'Needed to change your phone or get back into your account.',
  office_security_question_card_link: 'Set or change the question',
  // the calls' messages
  secure_answer_too_short: 'The answer is at least 2 characters',
  secure_answer_too_long: 'The answer is at most 64 characters',
  secure_question_unknown: 'Choose a question from the list',
  secure_question_too_short: 'The question is at least 5 characters',
  secure_question_too_long: 'The question is at most 120 characters',
  secure_answer_wrong: 'The answer is wrong',
  secure_answer_old_required: 'Enter the current answer',
  secure_question_wrong_password: 'The password is wrong',
} as const;
