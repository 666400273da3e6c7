// Uzbek texts of the "officeMenu" namespace: the personal office menu's groups, rows and pages.
import type { officeMenuRu } from '../ru/office-menu';

export const officeMenuUz: Record<keyof typeof officeMenuRu, string> = {
  // Groups
  office_menu_group_profile: 'Profil va verifikatsiya',
  office_menu_group_security: 'Xavfsizlik',
  office_menu_group_bonuses: 'Bonuslar va aksiyalar',
  office_menu_group_settings: 'Sozlamalar',
  office_menu_group_support: 'Xabarlar va qoʻllab-quvvatlash',
  office_menu_group_responsible: 'Mas’uliyatli oʻyin',
  office_menu_group_casino: 'Kazino',
  office_menu_group_referral: 'Doʻstni taklif qiling',

  // Profile and verification
  office_menu_account: 'Shaxsiy ma’lumotlar',
  office_menu_account_hint: 'Ism, tugʻilgan sana, manzil va hujjat',
  office_menu_account_edit: 'Ma’lumotlarni oʻzgartirish',
  office_menu_account_edit_hint: 'Shaxsiy ma’lumotlarni tuzatish yoki toʻldirish',
  office_menu_account_verification: 'Verifikatsiya',
  office_menu_account_verification_hint: 'Hujjatlaringizni tekshirish holati',
  office_menu_account_identification: 'Identifikatsiya',
  office_menu_account_identification_hint: 'Hujjatlarni yuklash va shaxsni tasdiqlash',

  // Security
  office_menu_security: 'Xavfsizlik sharhi',
  office_menu_security_hint: 'Parol, kirish, telefon va pochta bitta sahifada',
  office_menu_change_password: 'Parolni almashtirish',
  office_menu_change_password_hint: 'Yangi parol va boshqa qurilmalarda chiqish',
  office_menu_enable_two_factor: 'Ikki bosqichli himoyani yoqish',
  office_menu_enable_two_factor_hint: 'Har bir kirishda autentifikator ilovasidagi kod',
  office_menu_disable_two_factor: 'Ikki bosqichli himoyani oʻchirish',
  office_menu_disable_two_factor_hint: 'Yoqishda berilgan tiklash kodi orqali',
  office_menu_session_history: 'Seanslar va qurilmalar',
  office_menu_session_history_hint: 'Qayerda kirilgan; begona seansni yakunlash',
  office_menu_security_question: 'Maxfiy savol',
  office_menu_security_question_hint: 'Telefonni almashtirish va kirishni tiklash uchun javob',
  office_menu_phone_binding: 'Telefonni bogʻlash',
  office_menu_phone_binding_hint: 'SMS orqali kirish va kirishni tiklash uchun raqam',
  office_menu_phone_activate: 'Telefonni tasdiqlash',
  office_menu_phone_activate_hint: 'SMS yoki Telegram orqali kelgan kod',
  office_menu_phone_change: 'Telefonni almashtirish',
  office_menu_phone_change_hint: 'Maxfiy savolga javob, soʻng yangi raqamga kod',
  office_menu_email_change: 'E-pochtani almashtirish',
  office_menu_email_change_hint: 'Xatdagi kod bilan tasdiqlanadigan yangi manzil',
  office_menu_activation_email: 'E-pochtani tasdiqlash',
  office_menu_activation_email_hint: 'Manzilni tasdiqlash havolasi bilan xat',
  office_menu_auth_by_email: 'E-pochta orqali kirish',
  office_menu_auth_by_email_hint: 'Hisob raqami oʻrniga pochta manzili bilan kirish',

  // Bets
  office_menu_bets_history_mail: 'Tikishlar koʻchirmasi pochtaga',
  office_menu_bets_history_mail_hint: 'Davr uchun tikishlar — tasdiqlangan manzilga',
  office_menu_bets_history_clear: 'Tikishlar tarixini tozalash',
  office_menu_bets_history_clear_hint: 'Oʻtgan tikishlarni roʻyxatdan olib tashlash',

  // Bonuses and promotions
  office_menu_promotion: 'Aksiyalar',
  office_menu_promotion_hint: 'Joriy aksiyalar va ishtirok shartlari',
  office_menu_special_offers: 'Maxsus takliflar',
  office_menu_special_offers_hint: 'Shaxsan siz uchun takliflar',
  office_menu_bonuses: 'Bonuslarim',
  office_menu_bonuses_hint: 'Faol bonuslar, ularni oʻynab chiqish va muddatlar',
  office_menu_bonuses_gifts: 'Sovgʻalar',
  office_menu_bonuses_gifts_hint: 'Olish mumkin boʻlgan fribetlar va sovgʻalar',
  office_menu_cashback: 'Keshbek',
  office_menu_cashback_hint: 'Yutqazilgan tikishlarning bir qismini qaytarish',
  office_menu_promo_code: 'Promokodlar',
  office_menu_promo_code_hint: 'Kodni tekshirish va promokodlar tarixini koʻrish',
  office_menu_rewards: 'Mukofotlar',
  office_menu_rewards_hint: 'Tikishlar uchun ballar va mukofotlar',

  // Settings
  office_menu_settings: 'Sayt sozlamalari',
  office_menu_settings_hint: 'Koeffitsiyentlar formati, mavzu, shrift, til, vaqt mintaqasi',
  office_menu_settings_account: 'Akkaunt sozlamalari',
  office_menu_settings_account_hint: 'Bir bosishda tikish va kupon koʻrinishi',
  office_menu_disallow_sports: 'Yashirilgan sport turlari',
  office_menu_disallow_sports_hint: 'Tanlangan sport turlarini liniya va jonli boʻlimda koʻrsatmaslik',
  office_menu_mailing: 'Xabarnomalar',
  office_menu_mailing_hint: 'Qanday xatlar va xabarlar olish',

  // Messages and support
  office_menu_messages: 'Xabarlar',
  office_menu_messages_hint: 'Operatordan xabarlar: oʻqilgan va yangi',
  office_menu_support: 'Qoʻllab-quvvatlash',
  office_menu_support_hint: 'Chat, ish vaqti, sayt uchun gʻoya',
  office_menu_admin_request: 'Ma’muriyatga murojaat',
  office_menu_admin_request_hint: 'Shikoyat yoki savol, javobi e-pochtaga',

  // Responsible gaming
  office_menu_responsible: 'Limitlar va oʻzini oʻyindan chetlatish',
  office_menu_responsible_hint: 'Depozit va tikish limitlari, oʻyindan tanaffus',

  // Casino
  office_menu_casino: 'Kazino kabineti',
  office_menu_casino_hint: 'Kazino oʻyinlari, bonuslari va tarixi',
  office_menu_casino_vip_cashback: 'Kazino VIP-keshbeki',
  office_menu_casino_vip_cashback_hint: 'VIP-darajaga koʻra kazinodagi oʻyin uchun qaytarim',

  // Bring a friend
  office_menu_bringfriend: 'Taklif qilganlarim',
  office_menu_bringfriend_hint: 'Taklif qilingan doʻstlar va mukofotingiz',
  office_menu_bring_friend_main: 'Doʻstni taklif qilish',
  office_menu_bring_friend_main_hint: 'Taklif havolangiz va kodingiz',
  office_menu_bring_friend_rules: 'Dastur qoidalari',
  office_menu_bring_friend_rules_hint: 'Mukofot qanday hisoblanadi',
  office_menu_bring_friend_banners: 'Bannerlar',
  office_menu_bring_friend_banners_hint: 'Havolangiz joylangan tayyor bannerlar',

  // Screens reached from a row
  office_screen_identification_welcome: 'Identifikatsiyani boshlash',
  office_screen_identification_welcome_hint: 'Shaxsni tekshirish uchun nima kerak va u qancha vaqt oladi',
  office_screen_convert_account: 'Toʻliq roʻyxatdan oʻtish',
  office_screen_convert_account_hint: '«Bir bosishda» ochilgan hisobni toʻliqqa aylantirish: pochta, telefon, shaxsiy ma’lumotlar',
  office_screen_clarify_data: 'Ma’lumotlarni aniqlashtirish',
  office_screen_clarify_data_hint: 'Toʻlovlar uchun kerakli ma’lumotlarni toʻldirish',
  office_screen_change_login: 'Loginni almashtirish',
  office_screen_change_login_hint: 'Hisob raqami oʻrniga kirish uchun yangi login',
  office_screen_promo_code_history: 'Promokodlar tarixi',
  office_screen_promo_code_history_hint: 'Siz kiritgan promokodlar va ular nima bergani',
  office_screen_email_subscription: 'Xatlarga obuna',
  office_screen_email_subscription_hint: 'Pochtangizga yangiliklar va takliflar',
  office_screen_share_idea: 'Gʻoya bilan boʻlishish',
  office_screen_share_idea_hint: 'Saytni yaxshilash boʻyicha taklifingiz',
  office_screen_casino_mail_history: 'Kazino xatlari',
  office_screen_casino_mail_history_hint: 'Kazino oʻyinlari va bonuslari haqida xatlar',

  // Menu pages and the menu's counts
  office_menu_page_all: 'Kabinet menyusi',
  office_menu_page_profile: 'Profil',
  office_menu_page_settings: 'Sozlamalar',
  office_menu_page_promo: 'Bonuslar va aksiyalar',
  office_menu_count: 'Sizni kutmoqda: {{count}}',
  office_menu_loading: 'Menyu yuklanmoqda',

  // A screen that is not open yet
  office_coming_soon_badge: 'Tez orada',
  office_coming_soon_text: 'Bu boʻlim tayyorlanmoqda va tez orada shaxsiy kabinetda paydo boʻladi.',
  office_coming_soon_what: 'Bu yerda nimalar boʻladi:',
  office_coming_soon_back: 'Kabinet menyusiga qaytish',
};
