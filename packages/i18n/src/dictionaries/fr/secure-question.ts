// French texts of the "secureQuestion" namespace (issue 13: the listed secure questions and the office_security_question screen), typed by the Russian source.
import type { secureQuestionRu } from '../ru/secure-question';

export const secureQuestionFr: Record<keyof typeof secureQuestionRu, string> = {
  secure_question_1: 'Nom de jeune fille de votre mère',
  secure_question_2: 'Nom de votre premier animal de compagnie',
  secure_question_3: 'Votre ville de naissance',
  secure_question_4: 'Nom de votre première école',
  secure_question_5: 'Votre plat préféré quand vous étiez enfant',
  secure_question_6: 'Prénom de votre meilleur ami d’école',
  secure_question_custom_hidden: 'Votre propre question',
  // office_security_question
  office_security_question_title: 'Question secrète',
  office_security_question_lead:
    'Nous vous demanderons la réponse quand vous changerez de téléphone ou récupérerez l’accès à votre compte.',
  secure_question_current: 'Votre question',
  secure_question_none: 'Aucune question secrète n’est définie.',
  secure_question_set_at: 'Définie le {{date}}',
  secure_question_choose: 'Choix de la question',
  secure_question_own_option: 'Ma propre question…',
  secure_question_own_label: 'Texte de votre question',
  secure_question_answer_label: 'Réponse',
  secure_question_answer_hint: 'Les majuscules et les espaces au début ou à la fin ne comptent pas.',
  secure_question_old_answer_label: 'Réponse actuelle',
  secure_question_password_label: 'Mot de passe du compte',
  secure_question_save: 'Enregistrer',
  secure_question_saved: 'Question secrète enregistrée.',
  secure_question_change_title: 'Changer la question ou la réponse',
  secure_question_set_title: 'Définir une question',
  secure_question_back_to_security: 'Retour à la sécurité',
  // the office_security page
  office_security_question_card_title: 'Question secrète',
  office_security_question_card_hint: 'Nécessaire pour changer de téléphone ou récupérer l’accès au compte.',
  office_security_question_card_link: 'Définir ou changer la question',
  // the calls' messages
  secure_answer_too_short: 'La réponse doit comporter au moins 2 caractères',
  secure_answer_too_long: 'La réponse doit comporter au plus 64 caractères',
  secure_question_unknown: 'Choisissez une question dans la liste',
  secure_question_too_short: 'La question doit comporter au moins 5 caractères',
  secure_question_too_long: 'La question doit comporter au plus 120 caractères',
  secure_answer_wrong: 'Réponse incorrecte',
  secure_answer_old_required: 'Saisissez la réponse actuelle',
  secure_question_wrong_password: 'Mot de passe incorrect',
};
