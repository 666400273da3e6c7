// Turkish texts of the "social" namespace (sign-in and registration with social networks and sign-in services); keys are those of the Russian source.
import type { socialRu } from '../ru/social';

export const socialTr: Record<keyof typeof socialRu, string> = {
  // The buttons of the sign-in and registration dialogs
  social_sign_in_with: 'Veya şunlarla giriş yapın',
  social_provider_link: '{{name}} ile giriş yap',
  social_local_note: 'test girişi: herhangi bir e-posta ve ad kullanılabilir',
  social_local_telegram_note: 'Telegram testi: herhangi bir ad ve numara kullanılabilir',
  social_register_lead: 'Hesabınız, bir sosyal ağ veya giriş hizmetiyle ilk girişinizde oluşturulur: şifre ve form gerekmez.',
  social_register_terms: 'Devam ederek {{age}} yaşını doldurduğunuzu onaylar ve hizmet kurallarını kabul etmiş olursunuz.',
  social_providers_none: 'Bu sitede sosyal ağlarla giriş şu anda kullanılamıyor. Başka bir kayıt yöntemi seçin.',
  social_providers_failed: 'Sosyal ağlarla giriş yöntemleri yüklenemedi.',

  // socialSignIn: the page the provider sends the player back to
  social_title: 'Sosyal ağla giriş',
  social_title_page: 'Sosyal ağla giriş — {{brand}}',
  social_progress: 'Giriş tamamlanıyor…',
  social_signed_in: 'Giriş yapıldı. Siteye yönlendiriliyorsunuz…',
  social_not_signed_in: 'Giriş tamamlanmadı: site oturumunuzu göremiyor. Yeniden giriş yapmayı deneyin.',
  social_link_lead:
    '{{email}} adresli bir hesap zaten var. Hesabı {{provider}} ile bağlamak için şifresini girin: bundan sonra bu hesaba {{provider}} ile de giriş yapabileceksiniz.',
  social_link_submit: 'Bağla ve giriş yap',
  social_linked: 'Hesap {{provider}} ile bağlandı.',
  social_sign_in_again_link: 'Yeniden giriş yap',
  social_other_way: 'Başka yolla giriş yap',

  // Why a social sign-in did not happen (the return page's `error`)
  social_error_cancelled: 'Giriş, sağlayıcının sayfasında iptal edildi. Tekrar deneyin veya başka bir yöntemle giriş yapın.',
  social_error_state_mismatch: 'Bu giriş denemesinin süresi dolmuş veya deneme başka bir tarayıcıda başlatılmış. Girişi baştan başlatın.',
  social_error_provider_error:
    'Giriş sağlayıcısı hata döndürdü veya yanıt vermedi. Daha sonra deneyin veya başka bir yöntemle giriş yapın.',
  social_error_email_taken:
    'Bu e-posta adresiyle kayıtlı bir hesap zaten var. Girişi baştan başlatın; hesabı bu giriş yönteminize bağlamayı önereceğiz.',
  social_error_no_registration:
    'Bu giriş yöntemine bağlı bir hesap yok ve burada sosyal ağlarla kayıt kapalı. Başka bir yöntemle kayıt olun.',
  social_error_blocked: 'Bu giriş yöntemine bağlı hesap engellendi. Destek ekibine başvurun.',
  social_error_unavailable: 'Bu giriş yöntemi şu anda kullanılamıyor. Başka bir yöntemle giriş yapın.',
  social_error_invalid_hash:
    'Telegram bu girişi onaylamadı: giriş verileri değiştirilmiş veya başka bir bot tarafından imzalanmış. Telegram ile yeniden giriş yapın.',
  social_error_outdated: 'Telegram onayının süresi doldu: onay bir günden eski. Telegram ile yeniden giriş yapın.',
  social_error_replayed: 'Bu Telegram onayı zaten kullanıldı. Telegram ile yeniden giriş yapın.',
  social_error_expired: 'Girişi tamamlama süresi doldu. Girişi baştan başlatın.',
  social_error_unknown: 'Giriş sağlayıcısının yanıtı anlaşılamadı. Girişi baştan başlatın.',

  // Field messages the social calls answer with
  social_sign_in_again: 'Sosyal ağla giriş çok uzun sürdü. Baştan başlayın.',
  social_already_linked: 'Bu giriş yöntemi zaten başka bir hesaba bağlı.',
  social_unknown_provider: 'Böyle bir giriş yöntemi yok.',
};
