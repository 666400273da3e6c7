// Turkish texts of the "phoneBinding" namespace (adding, confirming and changing the phone number); keys are those of the Russian source.
import type { phoneBindingRu } from '../ru/phone-binding';

export const phoneBindingTr: Record<keyof typeof phoneBindingRu, string> = {
  // office_phone_binding
  office_phone_binding_title: 'Telefon bağlama',
  office_phone_binding_lead: 'Numara, SMS ile giriş ve erişimi kurtarmak için gereklidir. Bu numaraya bir kod göndereceğiz.',
  // office_phone_activate
  office_phone_activate_title: 'Telefon onayı',
  office_phone_activate_lead: '+{{phone}} numarasına bir kod göndereceğiz. Numaranın size ait olduğunu onaylamak için kodu girin.',
  // office_phone_change
  office_phone_change_title: 'Telefon değiştirme',
  office_phone_change_lead:
    'Güvenlik sorusunu yanıtlayın; mevcut numaranıza bir kod göndereceğiz. Ardından yeni numarayı ve bu numaraya gelen kodu girin.',
  phone_change_old_step: 'Adım 1/2: kod, mevcut +{{phone}} numaranıza gelecek.',
  phone_change_send_old_code: 'Yanıtla ve kod al',
  phone_change_next: 'İleri',
  phone_change_new_step: 'Adım 2/2: yeni numara ve bu numaraya gelen kod. Bunun için 15 dakikanız var.',
  phone_change_link: 'Telefonu değiştir',
  phone_change_set_question_link: 'Güvenlik sorusu belirle',
  phone_binding_submit: 'Onayla',
  phone_binding_done: '+{{phone}} numaralı telefon bağlandı ve onaylandı.',
  phone_binding_already_done: '+{{phone}} numaralı telefon zaten onaylı. Numarayı “Güvenlik” bölümünden değiştirebilirsiniz.',
  phone_binding_has_unconfirmed: 'Hesabınıza onaylanmamış +{{phone}} numarası bağlı.',
  phone_binding_activate_link: 'Bu numarayı onayla',
  phone_binding_no_phone_text: 'Hesabınıza bağlı telefon yok.',
  phone_binding_bind_link: 'Telefon bağla',
  phone_binding_back_to_security: '“Güvenlik” bölümüne dön',
  phone_binding_load_failed: 'Telefon bilgileri yüklenemedi. Sayfayı yenileyin.',
  // field messages of the phone calls
  phone_binding_already_confirmed: 'Telefon zaten onaylı. Başka bir numara kullanmak için telefonu değiştirin.',
  phone_binding_no_phone: 'Hesabınıza bağlı telefon yok. Önce bir numara bağlayın.',
  phone_binding_taken: 'Bu numara başka bir hesaba bağlı. Numara sizinse destek ekibine başvurun.',
  phone_change_no_confirmed_phone: 'Hesabınızda onaylanmış telefon yok. Bir numara bağlayın veya onaylayın.',
  phone_change_no_question: 'Önce bir güvenlik sorusu belirleyin: sorunun yanıtı olmadan telefon değiştirilemez.',
  phone_change_expired: 'Telefon değiştirme süresi doldu. Baştan başlayın.',
  phone_change_same: 'Bu numara zaten hesabınıza bağlı. Yeni bir numara girin.',
  // the office_security page
  office_security_phone_title: 'Telefon',
  office_security_phone_none: 'Telefon bağlı değil. SMS ile giriş yapmak ve erişimi kurtarmak için bir numara bağlayın.',
  office_security_phone_unconfirmed: '+{{phone}} numarası onaylanmadı.',
  office_security_phone_confirmed: '+{{phone}} numarası onaylandı.',
  office_security_phone_state_confirmed: 'Onaylandı',
  office_security_phone_state_unconfirmed: 'Onaylanmadı',
  office_security_phone_state_none: 'Bağlı değil',
};
