// Turkish texts of the "delivery" namespace (codes, links and the development outbox page); keys are those of the Russian source.
import type { deliveryRu } from '../ru/delivery';

export const deliveryTr: Record<keyof typeof deliveryRu, string> = {
  delivery_code_phone_registration: '{{brand}}: kayıt onay kodunuz {{code}}. Kimseyle paylaşmayın.',
  delivery_code_sms_sign_in: '{{brand}}: giriş kodunuz {{code}}. Kimseyle paylaşmayın.',
  delivery_code_password_reset: '{{brand}}: şifre sıfırlama kodunuz {{code}}. Kimseyle paylaşmayın.',
  delivery_code_email_activation: '{{brand}}: e-posta onay kodunuz {{code}}. Kimseyle paylaşmayın.',
  delivery_code_phone_binding: '{{brand}}: telefon bağlama kodunuz {{code}}. Kimseyle paylaşmayın.',
  delivery_code_phone_change: '{{brand}}: telefon değiştirme kodunuz {{code}}. Kimseyle paylaşmayın.',
  delivery_code_email_change: '{{brand}}: e-posta değiştirme kodunuz {{code}}. Kimseyle paylaşmayın.',
  delivery_code_two_factor: '{{brand}}: iki faktörlü doğrulama kodunuz {{code}}. Kimseyle paylaşmayın.',
  delivery_credentials_subject: '{{brand}}: hesap bilgileriniz',
  delivery_credentials_text:
    '{{brand}} sitesindeki hesabınız:\n\nHesap numarası (kullanıcı adı): {{login}}\nŞifre: {{password}}\n\nBu e-postayı saklayın ve kimseye göstermeyin. Şifrenizi Hesabım bölümünden değiştirebilirsiniz.',
  delivery_code_subject: '{{brand}}: onay kodu {{code}}',
  delivery_code_valid_for: 'Kod {{minutes}} dakika geçerlidir.',
  delivery_link_email_activation_subject: '{{brand}}: e-posta adresinizi onaylayın',
  delivery_link_email_activation_text:
    'Merhaba! {{brand}} sitesindeki e-posta adresinizi onaylamak için bağlantıyı açın:\n{{link}}\n\nBağlantı {{hours}} saat geçerlidir. Kayıt olmadıysanız bu e-postayı silmeniz yeterli.',
  delivery_link_password_reset_subject: '{{brand}}: şifre sıfırlama',
  delivery_link_password_reset_text:
    'Merhaba! {{brand}} sitesinde yeni bir şifre belirlemek için bağlantıyı açın:\n{{link}}\n\nBağlantı {{hours}} saat geçerlidir. Şifre sıfırlama talebinde bulunmadıysanız bu e-postayı silmeniz yeterli: şifreniz değişmeyecek.',
  delivery_link_invalid: 'Bağlantı geçersiz: daha önce kullanılmış veya süresi dolmuş. Yeni bir bağlantı isteyin.',
  delivery_retry_after: 'Çok fazla deneme. {{seconds}} saniye sonra tekrar deneyin.',
  delivery_resend_after: 'Kodu {{seconds}} saniye sonra yeniden gönderebilirsiniz.',
  delivery_outbox_title: 'Giden mesajlar',
  delivery_outbox_notice:
    'Geliştirme sayfası: sitenin SMS, e-posta ve mesajlaşma uygulamasıyla göndereceği tüm kodlar ve bağlantılar burada görünür. Canlı sitede bu sayfa yoktur.',
  delivery_outbox_filter_label: 'Alıcı (telefon, e-posta veya sohbet)',
  delivery_outbox_filter_submit: 'Göster',
  delivery_outbox_filter_reset: 'Tüm mesajlar',
  delivery_outbox_empty: 'Mesaj yok. Sitede bir kod isteyin, burada görünecektir.',
  delivery_outbox_to: 'Alıcı',
  delivery_outbox_subject: 'Konu',
  delivery_outbox_purpose: 'Amaç',
  delivery_outbox_sent_at: 'Gönderilme',
  delivery_outbox_channel_sms: 'SMS',
  delivery_outbox_channel_email: 'E-posta',
  delivery_outbox_channel_messenger: 'Mesajlaşma',
  delivery_outbox_copy_code: 'Kodu kopyala',
};
