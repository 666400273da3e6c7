// Turkish texts of the "emailActivation" namespace (confirming and changing the e-mail, login and sign-in by e-mail); keys are those of the Russian source.
import type { emailActivationRu } from '../ru/email-activation';

export const emailActivationTr: Record<keyof typeof emailActivationRu, string> = {
  // office_activation_email
  office_activation_email_title: 'E-posta onayı',
  office_activation_email_lead:
    '{{email}} adresini onaylayın: size bağlantı içeren bir e-posta veya burada girmeniz gereken bir kod göndereceğiz.',
  email_activation_send_link: 'Bağlantı gönder',
  email_activation_send_code: 'Kod gönder',
  email_activation_link_sent:
    'Bağlantı içeren e-posta {{email}} adresine gönderildi. E-postayı açın ve bağlantıya tıklayın; bağlantı 24 saat geçerlidir.',
  email_activation_code_sent: 'Kod içeren e-posta {{email}} adresine gönderildi. Kod 10 dakika geçerlidir.',
  email_activation_code_label: 'E-postadaki kod',
  email_activation_submit: 'Onayla',
  email_activation_done: '{{email}} adresi onaylandı.',
  email_activation_already: '{{email}} adresi zaten onaylı.',
  email_activation_no_email: 'Hesabınıza bağlı e-posta adresi yok.',
  // office_email_change
  office_email_change_title: 'E-posta değiştirme',
  office_email_change_lead:
    'Yeni adresi ve hesap şifrenizi girin; yeni adrese bir kod göndereceğiz. Kodu girdiğinizde adres sizin olur ve onaylanmış sayılır.',
  email_change_new_label: 'Yeni e-posta',
  email_change_code_sent: 'Kod {{email}} adresine gönderildi. Kod 10 dakika geçerlidir.',
  email_change_link: 'E-postayı değiştir',
  email_change_same: 'Bu adres zaten hesabınızda kayıtlı. Yeni bir adres girin.',
  email_change_taken: 'Bu adres başka bir hesaba bağlı. Adres sizinse destek ekibine başvurun.',
  // the office_security page
  office_security_email_title: 'E-posta',
  office_security_email_none: 'E-posta adresi belirtilmedi.',
  office_security_email_unconfirmed: '{{email}} adresi onaylanmadı.',
  office_security_email_confirmed: '{{email}} adresi onaylandı.',
  office_security_email_link: 'E-postayı onayla',
  // office_change_login and security_auth_by_email (the ways to sign in with the password)
  office_change_login_title: 'Kullanıcı adı',
  office_change_login_lead:
    'Hesap numaranızla ({{number}}) her zaman giriş yapabilirsiniz. Daha kolay hatırlayacağınız bir kullanıcı adı belirleyin: numarayla birlikte çalışır.',
  account_login_label: 'Kullanıcı adı',
  account_login_hint: '4–30 karakter: Latin harfleri, rakamlar, nokta, kısa çizgi ve alt çizgi; ilk karakter harf olmalı.',
  account_login_now: 'Şu an: {{login}}',
  account_login_none: 'Kullanıcı adı seçilmedi: hesap numaranızla giriş yapın.',
  account_login_save: 'Kullanıcı adını kaydet',
  account_login_remove: 'Kullanıcı adından vazgeç',
  account_login_saved: '{{login}} kullanıcı adı kaydedildi. Bununla veya hesap numaranızla giriş yapın.',
  account_login_removed: 'Kullanıcı adı silindi. Hesap numaranızla giriş yapın.',
  account_login_too_short: 'Kullanıcı adı en az 4 karakter olmalıdır.',
  account_login_too_long: 'Kullanıcı adı en fazla 30 karakter olmalıdır.',
  account_login_letter_first: 'Kullanıcı adı bir Latin harfiyle başlamalıdır.',
  account_login_symbols: 'Kullanıcı adında yalnızca Latin harfleri, rakamlar, nokta, kısa çizgi ve alt çizgi olabilir.',
  account_login_taken: 'Bu kullanıcı adı alınmış. Başka bir tane seçin.',
  account_login_unavailable: 'Bu sitede kullanıcı adıyla giriş yapılamaz.',
  account_login_failed: 'Kaydedilemedi. Lütfen tekrar deneyin.',
  security_auth_by_email_title: 'E-postayla giriş',
  security_auth_by_email_lead:
    'Hesabınıza e-posta adresi ve şifreyle giriş yapılıp yapılamayacağına karar verin. Şifre sıfırlama bağlantıları her durumda e-postanıza gönderilir.',
  security_auth_by_email_toggle: '{{email}} adresiyle girişe izin ver',
  security_auth_by_email_on: 'E-postayla giriş açık.',
  security_auth_by_email_off: 'E-postayla giriş kapalı: hesap numaranız, kullanıcı adınız veya telefonunuzla giriş yapın.',
  security_auth_by_email_no_email: 'Hesabınızda e-posta adresi yok. E-postayla giriş yapmak için bir adres ekleyin.',
  security_auth_by_email_unconfirmed: '{{email}} adresi henüz onaylanmadı.',
  security_auth_by_email_add: 'E-posta ekle',
  security_auth_by_email_confirm: 'E-postayı onayla',
  office_security_login_title: 'Kullanıcı adı ve e-postayla giriş',
  office_security_login_change: 'Kullanıcı adı seç',
  office_security_auth_by_email_link: 'E-postayla girişi ayarla',
};
