// Uzbek texts of the "social" namespace: signing in and registering with social networks and sign-in services.
import type { socialRu } from '../ru/social';

export const socialUz: Record<keyof typeof socialRu, string> = {
  // The buttons of the sign-in and registration dialogs
  social_sign_in_with: 'Yoki quyidagilar orqali kiring',
  social_provider_link: '{{name}} orqali kirish',
  social_local_note: 'test kirish: istalgan e-pochta va ism mos keladi',
  social_local_telegram_note: 'test Telegram: istalgan ism va raqam mos keladi',
  social_register_lead:
    'Akkaunt ijtimoiy tarmoq yoki kirish xizmati orqali birinchi marta kirganingizda yaratiladi: parolsiz va anketasiz.',
  social_register_terms: 'Davom etish orqali {{age}} yoshga toʻlganingizni tasdiqlaysiz va xizmat qoidalarini qabul qilasiz.',
  social_providers_none: 'Bu saytda ijtimoiy tarmoqlar orqali kirish hozir mavjud emas. Roʻyxatdan oʻtishning boshqa usulini tanlang.',
  social_providers_failed: 'Ijtimoiy tarmoqlar orqali kirish usullarini yuklab boʻlmadi.',

  // socialSignIn: the page the provider sends the player back to
  social_title: 'Ijtimoiy tarmoq orqali kirish',
  social_title_page: 'Ijtimoiy tarmoq orqali kirish — {{brand}}',
  social_progress: 'Kirish yakunlanmoqda…',
  social_signed_in: 'Kirish bajarildi. Sizni saytga qaytarmoqdamiz…',
  social_not_signed_in: 'Kirish yakunlanmadi: sayt seansingizni koʻrmayapti. Qaytadan kirib koʻring.',
  social_link_lead:
    '{{email}} manzilli akkaunt allaqachon mavjud. Akkauntni {{provider}} bilan bogʻlash uchun uning parolini kiriting: keyinchalik unga {{provider}} orqali ham kira olasiz.',
  social_link_submit: 'Bogʻlash va kirish',
  social_linked: 'Akkaunt {{provider}} bilan bogʻlandi.',
  social_sign_in_again_link: 'Qaytadan kirish',
  social_other_way: 'Boshqa usul bilan kirish',

  // Why a social sign-in did not happen (the return page's `error`)
  social_error_cancelled: 'Kirish provayder sahifasida bekor qilindi. Qaytadan urinib koʻring yoki boshqa usul bilan kiring.',
  social_error_state_mismatch: 'Bu kirish urinishi eskirgan yoki boshqa brauzerda boshlangan. Kirishni qaytadan boshlang.',
  social_error_provider_error:
    'Kirish provayderi xato bilan javob berdi yoki javob bermadi. Keyinroq urinib koʻring yoki boshqa usul bilan kiring.',
  social_error_email_taken:
    'Bu pochta manzilli akkaunt allaqachon mavjud. Kirishni qaytadan boshlang — uni kirish usulingiz bilan bogʻlashni taklif qilamiz.',
  social_error_no_registration:
    'Bu kirish usuli bilan hech qanday akkaunt bogʻlanmagan, ijtimoiy tarmoqlar orqali roʻyxatdan oʻtish esa bu yerda oʻchirilgan. Boshqa usul bilan roʻyxatdan oʻting.',
  social_error_blocked: 'Bu kirish usuli bilan bogʻlangan akkaunt bloklangan. Qoʻllab-quvvatlash xizmatiga murojaat qiling.',
  social_error_unavailable: 'Bu kirish usuli hozir mavjud emas. Boshqa usul bilan kiring.',
  social_error_invalid_hash:
    'Telegram bu kirishni tasdiqlamadi: kirish ma’lumotlari oʻzgartirilgan yoki boshqa bot tomonidan imzolangan. Telegram orqali qaytadan kiring.',
  social_error_outdated: 'Telegram tasdigʻi eskirgan: u bir sutkadan oldin berilgan. Telegram orqali qaytadan kiring.',
  social_error_replayed: 'Bu Telegram tasdigʻi allaqachon ishlatilgan. Telegram orqali qaytadan kiring.',
  social_error_expired: 'Kirishni yakunlash vaqti tugadi. Kirishni qaytadan boshlang.',
  social_error_unknown: 'Kirish provayderining javobini tushunib boʻlmadi. Kirishni qaytadan boshlang.',

  // Field messages the social calls answer with
  social_sign_in_again: 'Ijtimoiy tarmoq orqali kirish juda uzoq davom etdi. Uni qaytadan boshlang.',
  social_already_linked: 'Bu kirish usuli allaqachon boshqa akkauntga bogʻlangan.',
  social_unknown_provider: 'Bunday kirish usuli yoʻq.',
};
