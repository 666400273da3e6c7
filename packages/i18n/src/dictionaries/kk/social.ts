// Kazakh texts of the "social" namespace; the keys are those of the Russian source.
import type { socialRu } from '../ru/social';

export const socialKk: Record<keyof typeof socialRu, string> = {
  // The buttons of the sign-in and registration dialogs
  social_sign_in_with: 'Немесе мына арқылы кіріңіз',
  social_provider_link: '{{name}} арқылы кіру',
  social_local_note: 'сынақ кіру: кез келген e-mail мен аты жарайды',
  social_local_telegram_note: 'сынақ Telegram: кез келген аты мен нөмірі жарайды',
  social_register_lead: 'Әлеуметтік желі немесе кіру қызметі арқылы алғаш кіргенде аккаунт ашылады: құпиясөзсіз және сауалнамасыз.',
  social_register_terms: 'Жалғастыра отырып, сіз {{age}} жасқа толғаныңызды растайсыз және қызмет ережелерін қабылдайсыз.',
  social_providers_none: 'Бұл сайтта әлеуметтік желілер арқылы кіру қазір қолжетімсіз. Тіркелудің басқа тәсілін таңдаңыз.',
  social_providers_failed: 'Әлеуметтік желілер арқылы кіру тәсілдерін жүктеу мүмкін болмады.',

  // socialSignIn: the page the provider sends the player back to
  social_title: 'Әлеуметтік желі арқылы кіру',
  social_title_page: 'Әлеуметтік желі арқылы кіру — {{brand}}',
  social_progress: 'Кіруді аяқтап жатырмыз…',
  social_signed_in: 'Кіру орындалды. Сізді сайтқа қайтарып жатырмыз…',
  social_not_signed_in: 'Кіру аяқталмады: сайт сіздің сеансыңызды көрмейді. Қайта кіріп көріңіз.',
  social_link_lead:
    '{{email}} мекенжайы бар аккаунт бұрыннан бар. Аккаунтты {{provider}} қызметімен байланыстыру үшін оның құпиясөзін енгізіңіз: бұдан былай оған {{provider}} арқылы да кіре аласыз.',
  social_link_submit: 'Байланыстырып, кіру',
  social_linked: 'Аккаунт {{provider}} қызметімен байланыстырылды.',
  social_sign_in_again_link: 'Қайта кіру',
  social_other_way: 'Басқа тәсілмен кіру',

  // Why a social sign-in did not happen (the return page's `error`)
  social_error_cancelled: 'Кіру провайдер бетінде тоқтатылды. Қайта көріңіз немесе басқа тәсілмен кіріңіз.',
  social_error_state_mismatch: 'Бұл кіру әрекетінің мерзімі өткен немесе ол басқа браузерде басталған. Кіруді қайтадан бастаңыз.',
  social_error_provider_error: 'Кіру провайдері қатемен жауап берді немесе жауап бермеді. Кейінірек көріңіз немесе басқа тәсілмен кіріңіз.',
  social_error_email_taken:
    'Бұл пошта мекенжайымен аккаунт бұрыннан бар. Кіруді қайтадан бастаңыз — оны сіздің кіру тәсіліңізбен байланыстыруды ұсынамыз.',
  social_error_no_registration:
    'Бұл кіру тәсілімен ешбір аккаунт байланыстырылмаған, ал әлеуметтік желілер арқылы тіркелу мұнда өшірулі. Басқа тәсілмен тіркеліңіз.',
  social_error_blocked: 'Осы кіру тәсілімен байланыстырылған аккаунт бұғатталған. Қолдау қызметіне хабарласыңыз.',
  social_error_unavailable: 'Бұл кіру тәсілі қазір қолжетімсіз. Басқа тәсілмен кіріңіз.',
  social_error_invalid_hash:
    'Telegram бұл кіруді растамады: кіру деректері өзгертілген немесе басқа ботпен қол қойылған. Telegram арқылы қайта кіріңіз.',
  social_error_outdated: 'Telegram растауының мерзімі өтті: ол бір тәуліктен ескі. Telegram арқылы қайта кіріңіз.',
  social_error_replayed: 'Бұл Telegram растауы бұрын пайдаланылған. Telegram арқылы қайта кіріңіз.',
  social_error_expired: 'Кіруді аяқтау уақыты бітті. Кіруді қайтадан бастаңыз.',
  social_error_unknown: 'Кіру провайдерінің жауабын түсіну мүмкін болмады. Кіруді қайтадан бастаңыз.',

  // Field messages the social calls answer with
  social_sign_in_again: 'Әлеуметтік желі арқылы кіру тым ұзаққа созылды. Оны қайтадан бастаңыз.',
  social_already_linked: 'Бұл кіру тәсілі басқа аккаунтпен байланыстырылған.',
  social_unknown_provider: 'Мұндай кіру тәсілі жоқ.',
};
