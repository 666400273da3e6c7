// Turkish texts of the "secureQuestion" namespace (the listed security questions and the security question screen); keys are those of the Russian source.
import type { secureQuestionRu } from '../ru/secure-question';

export const secureQuestionTr: Record<keyof typeof secureQuestionRu, string> = {
  secure_question_1: 'Annenizin kızlık soyadı',
  secure_question_2: 'İlk evcil hayvanınızın adı',
  secure_question_3: 'Doğduğunuz şehir',
  secure_question_4: 'İlk okulunuzun adı',
  secure_question_5: 'Çocukken en sevdiğiniz yemek',
  secure_question_6: 'Okuldaki en yakın arkadaşınızın adı',
  secure_question_custom_hidden: 'Kendi sorunuz',
  // office_security_question
  office_security_question_title: 'Güvenlik sorusu',
  office_security_question_lead: 'Telefonunuzu değiştirirken veya hesabınıza erişimi kurtarırken bu sorunun yanıtını soracağız.',
  secure_question_current: 'Sorunuz',
  secure_question_none: 'Güvenlik sorusu belirlenmedi.',
  secure_question_set_at: 'Belirlenme tarihi: {{date}}',
  secure_question_choose: 'Soru',
  secure_question_own_option: 'Kendi sorum…',
  secure_question_own_label: 'Kendi sorunuzun metni',
  secure_question_answer_label: 'Yanıt',
  secure_question_answer_hint: 'Büyük/küçük harf ve baştaki/sondaki boşluklar önemsizdir.',
  secure_question_old_answer_label: 'Mevcut yanıt',
  secure_question_password_label: 'Hesap şifresi',
  secure_question_save: 'Kaydet',
  secure_question_saved: 'Güvenlik sorusu kaydedildi.',
  secure_question_change_title: 'Soruyu veya yanıtı değiştir',
  secure_question_set_title: 'Soru belirle',
  secure_question_back_to_security: 'Güvenliğe dön',
  // the office_security page
  office_security_question_card_title: 'Güvenlik sorusu',
  office_security_question_card_hint: 'Telefonu değiştirmek veya erişimi kurtarmak için gereklidir.',
  office_security_question_card_link: 'Soru belirle veya değiştir',
  // the calls' messages
  secure_answer_too_short: 'Yanıt en az 2 karakter olmalıdır',
  secure_answer_too_long: 'Yanıt en fazla 64 karakter olmalıdır',
  secure_question_unknown: 'Listeden bir soru seçin',
  secure_question_too_short: 'Soru en az 5 karakter olmalıdır',
  secure_question_too_long: 'Soru en fazla 120 karakter olmalıdır',
  secure_answer_wrong: 'Yanıt hatalı',
  secure_answer_old_required: 'Mevcut yanıtı girin',
  secure_question_wrong_password: 'Şifre hatalı',
};
