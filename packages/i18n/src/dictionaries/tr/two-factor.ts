// Turkish texts of the "twoFactor" namespace (the security page, turning two-factor sign-in on and off, the sign-in code step); keys are those of the Russian source.
import type { twoFactorRu } from '../ru/two-factor';

export const twoFactorTr: Record<keyof typeof twoFactorRu, string> = {
  // office_security
  office_security_title: 'Güvenlik',
  office_security_lead: 'Hesabınıza girişin nasıl korunduğu.',
  office_security_two_factor_title: 'İki faktörlü doğrulama',
  office_security_two_factor_on: '{{date}} tarihinden beri açık: girişte kimlik doğrulama uygulamasından kod gerekir.',
  office_security_two_factor_off: 'Kapalı: giriş için şifre yeterli.',
  office_security_two_factor_enable: 'Aç',
  office_security_two_factor_disable: 'Kapat',
  office_security_password_title: 'Şifre',
  office_security_password_hint: 'Şifrenizi değiştirin ve isterseniz diğer oturumları kapatın.',
  office_security_password_link: 'Şifreyi değiştir',
  office_security_sessions_title: 'Oturumlar',
  office_security_sessions_hint: 'Hesabınıza giriş yapılan cihazlar; herhangi bir oturumu sonlandırabilirsiniz.',
  office_security_sessions_link: 'Oturum geçmişi',
  office_security_state_on: 'Açık',
  office_security_state_off: 'Kapalı',

  // office_enable_two_factor_auth
  two_factor_enable_title: 'İki faktörlü doğrulamayı açma',
  two_factor_enable_lead:
    'Açtıktan sonra her girişte kimlik doğrulama uygulamasından (Google Authenticator, Microsoft Authenticator vb.) alınan altı haneli bir kod gerekecek.',
  two_factor_step_scan: '1. QR kodunu uygulamayla tarayın',
  two_factor_qr_alt: 'Kimlik doğrulama uygulaması için QR kodu',
  two_factor_step_type: 'Veya anahtarı uygulamaya elle girin',
  two_factor_secret_label: 'Anahtar',
  two_factor_copy: 'Anahtarı kopyala',
  two_factor_copied: 'Anahtar kopyalandı',
  two_factor_step_code: '2. Uygulamanın gösterdiği kodu girin',
  two_factor_code_label: 'Uygulamadaki kod',
  two_factor_enable_submit: 'Aç',
  two_factor_already_on: 'İki faktörlü doğrulama zaten açık.',
  two_factor_enabled_title: 'İki faktörlü doğrulama açıldı',
  two_factor_recovery_lead:
    'Kurtarma kodunu kaydedin. Yalnızca şimdi gösteriliyor: bu kodla uygulama olmadan giriş yapabilir ve korumayı kapatabilirsiniz.',
  two_factor_recovery_label: 'Kurtarma kodu',
  two_factor_recovery_saved: 'Kurtarma kodunu kaydettim',
  two_factor_recovery_done: 'Tamam',

  // office_disable_two_factor_auth
  two_factor_disable_title: 'İki faktörlü doğrulamayı kapatma',
  two_factor_disable_lead: 'Korumayı açarken aldığınız kurtarma kodunu girin.',
  two_factor_hash_label: 'Kurtarma kodu',
  two_factor_disable_submit: 'Kapat',
  two_factor_already_off: 'İki faktörlü doğrulama kapalı.',
  two_factor_disabled: 'İki faktörlü doğrulama kapatıldı',
  two_factor_back_to_security: 'Güvenliğe dön',

  // The sign-in's second step
  two_factor_sign_in_lead: 'Kimlik doğrulama uygulamasındaki kodu girin.',
  two_factor_sign_in_submit: 'Onayla',
  two_factor_use_recovery: 'Uygulamaya erişiminiz yok mu? Kurtarma koduyla giriş yapın',
  two_factor_use_code: 'Uygulamadaki kodu gir',
  two_factor_recovery_sign_in_lead: 'Kurtarma koduyla giriş yapmak iki faktörlü doğrulamayı kapatır; daha sonra yeniden açabilirsiniz.',
  two_factor_turned_off_notice: 'İki faktörlü doğrulama kapatıldı: “Güvenlik” bölümünden yeniden açın.',
  two_factor_start_over: 'Yeniden giriş yap',

  // Message keys of the two-factor calls
  two_factor_wrong_code: 'Kod hatalı',
  two_factor_code_used: 'Bu kod zaten kullanıldı, bir sonrakini bekleyin',
  two_factor_wrong_hash: 'Kurtarma kodu hatalı',
  two_factor_code_format: 'Kod altı haneden oluşur',
  two_factor_hash_format: 'Kurtarma kodu 32 karakterden oluşur (rakamlar ve a–f harfleri)',
  two_factor_no_phone: 'SMS kodu için onaylanmış bir telefon gerekir',
  two_factor_setup_first: 'Önce QR kodunu alın',
  two_factor_sign_in_again: 'Kodu girme süresi doldu, yeniden giriş yapın',
  two_factor_load_failed: 'Koruma bilgileri yüklenemedi.',
};
