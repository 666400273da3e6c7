// Turkish texts of the "officeMenu" namespace (the account menu's groups and rows, menu pages, screens not open yet); keys are those of the Russian source.
import type { officeMenuRu } from '../ru/office-menu';

export const officeMenuTr: Record<keyof typeof officeMenuRu, string> = {
  // Groups
  office_menu_group_profile: 'Profil ve doğrulama',
  office_menu_group_security: 'Güvenlik',
  office_menu_group_bonuses: 'Bonuslar ve promosyonlar',
  office_menu_group_settings: 'Ayarlar',
  office_menu_group_support: 'Mesajlar ve destek',
  office_menu_group_responsible: 'Sorumlu oyun',
  office_menu_group_casino: 'Casino',
  office_menu_group_referral: 'Arkadaşını davet et',

  // Profile and verification
  office_menu_account: 'Kişisel bilgiler',
  office_menu_account_hint: 'Ad, doğum tarihi, adres ve belge',
  office_menu_account_edit: 'Bilgileri düzenle',
  office_menu_account_edit_hint: 'Kişisel bilgilerinizi düzeltin veya tamamlayın',
  office_menu_account_verification: 'Doğrulama',
  office_menu_account_verification_hint: 'Belgelerinizin kontrol durumu',
  office_menu_account_identification: 'Kimlik tespiti',
  office_menu_account_identification_hint: 'Belgeleri yükleyin ve kimliğinizi doğrulayın',

  // Security
  office_menu_security: 'Güvenliğe genel bakış',
  office_menu_security_hint: 'Şifre, giriş, telefon ve e-posta tek sayfada',
  office_menu_change_password: 'Şifreyi değiştir',
  office_menu_change_password_hint: 'Yeni şifre ve diğer cihazlarda oturumu kapatma',
  office_menu_enable_two_factor: 'İki faktörlü doğrulamayı aç',
  office_menu_enable_two_factor_hint: 'Her girişte kimlik doğrulama uygulamasından kod',
  office_menu_disable_two_factor: 'İki faktörlü doğrulamayı kapat',
  office_menu_disable_two_factor_hint: 'Açarken verilen kurtarma koduyla',
  office_menu_session_history: 'Oturumlar ve cihazlar',
  office_menu_session_history_hint: 'Nerede giriş yapıldığını görün; yabancı bir oturumu kapatın',
  office_menu_security_question: 'Güvenlik sorusu',
  office_menu_security_question_hint: 'Telefon değiştirme ve erişimi kurtarma için yanıt',
  office_menu_phone_binding: 'Telefon bağla',
  office_menu_phone_binding_hint: 'SMS ile giriş ve erişimi kurtarma için numara',
  office_menu_phone_activate: 'Telefonu onayla',
  office_menu_phone_activate_hint: 'SMS veya Telegram ile gelen kod',
  office_menu_phone_change: 'Telefonu değiştir',
  office_menu_phone_change_hint: 'Güvenlik sorusunun yanıtı, ardından yeni numaraya gelen kod',
  office_menu_email_change: 'E-postayı değiştir',
  office_menu_email_change_hint: 'E-postayla gelen kodla onaylanan yeni adres',
  office_menu_activation_email: 'E-postayı onayla',
  office_menu_activation_email_hint: 'Adresi onaylamak için bağlantı içeren e-posta',
  office_menu_auth_by_email: 'E-postayla giriş',
  office_menu_auth_by_email_hint: 'Hesap numarası yerine e-posta adresiyle giriş yapın',

  // Bets
  office_menu_bets_history_mail: 'Bahis dökümünü e-postayla al',
  office_menu_bets_history_mail_hint: 'Bir döneme ait bahisler, onaylanmış adresinize',
  office_menu_bets_history_clear: 'Bahis geçmişini temizle',
  office_menu_bets_history_clear_hint: 'Geçmiş bahisleri listeden kaldırın',

  // Bonuses and promotions
  office_menu_promotion: 'Promosyonlar',
  office_menu_promotion_hint: 'Güncel promosyonlar ve katılım koşulları',
  office_menu_special_offers: 'Özel teklifler',
  office_menu_special_offers_hint: 'Size özel teklifler',
  office_menu_bonuses: 'Bonuslarım',
  office_menu_bonuses_hint: 'Aktif bonuslar, çevrim şartları ve süreler',
  office_menu_bonuses_gifts: 'Hediyeler',
  office_menu_bonuses_gifts_hint: 'Alabileceğiniz freebetler ve hediyeler',
  office_menu_cashback: 'Nakit iade',
  office_menu_cashback_hint: 'Kaybedilen bahislerin bir kısmının iadesi',
  office_menu_promo_code: 'Promosyon kodları',
  office_menu_promo_code_hint: 'Kod kontrol edin ve promosyon kodu geçmişinizi görün',
  office_menu_rewards: 'Ödüller',
  office_menu_rewards_hint: 'Bahisleriniz için puanlar ve ödüller',

  // Settings
  office_menu_settings: 'Site ayarları',
  office_menu_settings_hint: 'Oran formatı, tema, yazı boyutu, dil, saat dilimi',
  office_menu_settings_account: 'Hesap ayarları',
  office_menu_settings_account_hint: 'Tek tıkla bahis ve kupon görünümü',
  office_menu_disallow_sports: 'Gizlenen spor dalları',
  office_menu_disallow_sports_hint: 'Seçilen spor dallarını maç öncesi ve canlı listelerinde gösterme',
  office_menu_mailing: 'Bültenler',
  office_menu_mailing_hint: 'Hangi e-postaları ve mesajları alacağınız',

  // Messages and support
  office_menu_messages: 'Mesajlar',
  office_menu_messages_hint: 'Operatörden gelen mesajlar: okunmuş ve yeni',
  office_menu_support: 'Destek',
  office_menu_support_hint: 'Sohbet, çalışma saatleri, site için fikir',
  office_menu_admin_request: 'Yönetime başvuru',
  office_menu_admin_request_hint: 'Yanıtı e-postayla gelecek şikâyet veya soru',

  // Responsible gaming
  office_menu_responsible: 'Limitler ve kendini dışlama',
  office_menu_responsible_hint: 'Para yatırma ve bahis limitleri, oyuna ara verme',

  // Casino
  office_menu_casino: 'Casino hesabım',
  office_menu_casino_hint: 'Casino oyunları, bonusları ve geçmişi',
  office_menu_casino_vip_cashback: 'Casino VIP nakit iadesi',
  office_menu_casino_vip_cashback_hint: 'VIP seviyenize göre casino oyunları için iade',

  // Bring a friend
  office_menu_bringfriend: 'Davet ettiklerim',
  office_menu_bringfriend_hint: 'Davet ettiğiniz arkadaşlar ve kazancınız',
  office_menu_bring_friend_main: 'Arkadaşını davet et',
  office_menu_bring_friend_main_hint: 'Davet bağlantınız ve kodunuz',
  office_menu_bring_friend_rules: 'Program kuralları',
  office_menu_bring_friend_rules_hint: 'Ödülünüz nasıl hesaplanır',
  office_menu_bring_friend_banners: 'Bannerlar',
  office_menu_bring_friend_banners_hint: 'Bağlantınızı içeren hazır bannerlar',

  // Screens reached from a row
  office_screen_identification_welcome: 'Kimlik tespitine başlangıç',
  office_screen_identification_welcome_hint: 'Kimlik kontrolü için neler gerekir ve ne kadar sürer',
  office_screen_convert_account: 'Tam kayıt',
  office_screen_convert_account_hint: '“Tek tıkla” açılan hesabı tam hesaba dönüştürün: e-posta, telefon, kişisel bilgiler',
  office_screen_clarify_data: 'Bilgileri tamamla',
  office_screen_clarify_data_hint: 'Ödemeler için gereken bilgileri tamamlayın',
  office_screen_change_login: 'Kullanıcı adını değiştir',
  office_screen_change_login_hint: 'Hesap numarası yerine giriş için yeni kullanıcı adı',
  office_screen_promo_code_history: 'Promosyon kodu geçmişi',
  office_screen_promo_code_history_hint: 'Girdiğiniz promosyon kodları ve size kazandırdıkları',
  office_screen_email_subscription: 'E-posta aboneliği',
  office_screen_email_subscription_hint: 'E-postanıza haberler ve teklifler',
  office_screen_share_idea: 'Fikir paylaş',
  office_screen_share_idea_hint: 'Siteyi daha iyi hale getirmek için öneriniz',
  office_screen_casino_mail_history: 'Casino e-postaları',
  office_screen_casino_mail_history_hint: 'Casino oyunları ve bonusları hakkında e-postalar',

  // Menu pages and the menu's counts
  office_menu_page_all: 'Hesabım menüsü',
  office_menu_page_profile: 'Profil',
  office_menu_page_settings: 'Ayarlar',
  office_menu_page_promo: 'Bonuslar ve promosyonlar',
  office_menu_count: 'Sizi bekleyen: {{count}}',
  office_menu_loading: 'Menü yükleniyor',

  // A screen that is not open yet
  office_coming_soon_badge: 'Yakında',
  office_coming_soon_text: 'Bu bölüm hazırlanıyor ve yakında Hesabım bölümünde yer alacak.',
  office_coming_soon_what: 'Burada neler olacak:',
  office_coming_soon_back: 'Hesabım menüsüne dön',
};
