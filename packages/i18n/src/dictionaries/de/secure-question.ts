// German texts of the "secureQuestion" namespace (the security question, its screen and messages); keys of ru/secure-question.ts.
import type { secureQuestionRu } from '../ru/secure-question';

export const secureQuestionDe: Record<keyof typeof secureQuestionRu, string> = {
  secure_question_1: 'Geburtsname Ihrer Mutter',
  secure_question_2: 'Name Ihres ersten Haustiers',
  secure_question_3: 'Ihr Geburtsort',
  secure_question_4: 'Name Ihrer ersten Schule',
  secure_question_5: 'Ihr Lieblingsessen als Kind',
  secure_question_6: 'Name Ihres besten Schulfreundes',
  secure_question_custom_hidden: 'Ihre eigene Frage',
  // office_security_question
  office_security_question_title: 'Sicherheitsfrage',
  office_security_question_lead: 'Die Antwort fragen wir ab, wenn Sie Ihre Telefonnummer ändern oder den Zugang wiederherstellen.',
  secure_question_current: 'Ihre Frage',
  secure_question_none: 'Keine Sicherheitsfrage festgelegt.',
  secure_question_set_at: 'Festgelegt am {{date}}',
  secure_question_choose: 'Frage',
  secure_question_own_option: 'Eigene Frage…',
  secure_question_own_label: 'Text Ihrer eigenen Frage',
  secure_question_answer_label: 'Antwort',
  secure_question_answer_hint: 'Groß-/Kleinschreibung und Leerzeichen am Rand spielen keine Rolle.',
  secure_question_old_answer_label: 'Bisherige Antwort',
  secure_question_password_label: 'Passwort Ihres Kontos',
  secure_question_save: 'Speichern',
  secure_question_saved: 'Die Sicherheitsfrage wurde gespeichert.',
  secure_question_change_title: 'Frage oder Antwort ändern',
  secure_question_set_title: 'Frage festlegen',
  secure_question_back_to_security: 'Zur Sicherheit',
  // the office_security page
  office_security_question_card_title: 'Sicherheitsfrage',
  office_security_question_card_hint: 'Wird benötigt, um die Telefonnummer zu ändern oder den Zugang wiederherzustellen.',
  office_security_question_card_link: 'Frage festlegen oder ändern',
  // the calls' messages
  secure_answer_too_short: 'Die Antwort muss mindestens 2 Zeichen lang sein',
  secure_answer_too_long: 'Die Antwort darf höchstens 64 Zeichen lang sein',
  secure_question_unknown: 'Wählen Sie eine Frage aus der Liste',
  secure_question_too_short: 'Die Frage muss mindestens 5 Zeichen lang sein',
  secure_question_too_long: 'Die Frage darf höchstens 120 Zeichen lang sein',
  secure_answer_wrong: 'Die Antwort ist falsch',
  secure_answer_old_required: 'Geben Sie die bisherige Antwort ein',
  secure_question_wrong_password: 'Das Passwort ist falsch',
};
