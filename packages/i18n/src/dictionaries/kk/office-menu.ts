// Kazakh texts of the "officeMenu" namespace (the office menu's groups and rows, the menu pages and screens not open yet); the keys are those of the Russian source.
import type { officeMenuRu } from '../ru/office-menu';

export const officeMenuKk: Record<keyof typeof officeMenuRu, string> = {
  // Groups
  office_menu_group_profile: 'Профиль және верификация',
  office_menu_group_security: 'Қауіпсіздік',
  office_menu_group_bonuses: 'Бонустар мен акциялар',
  office_menu_group_settings: 'Баптаулар',
  office_menu_group_support: 'Хабарламалар және қолдау',
  office_menu_group_responsible: 'Жауапты ойын',
  office_menu_group_casino: 'Казино',
  office_menu_group_referral: 'Дос шақыр',

  // Profile and verification
  office_menu_account: 'Жеке деректер',
  office_menu_account_hint: 'Аты-жөні, туған күні, мекенжай және құжат',
  office_menu_account_edit: 'Деректерді өзгерту',
  office_menu_account_edit_hint: 'Жеке деректерді түзету немесе толықтыру',
  office_menu_account_verification: 'Верификация',
  office_menu_account_verification_hint: 'Құжаттарыңызды тексеру мәртебесі',
  office_menu_account_identification: 'Сәйкестендіру',
  office_menu_account_identification_hint: 'Құжаттарды жүктеп, жеке басты растау',

  // Security
  office_menu_security: 'Қауіпсіздікке шолу',
  office_menu_security_hint: 'Құпиясөз, кіру, телефон және пошта бір бетте',
  office_menu_change_password: 'Құпиясөзді ауыстыру',
  office_menu_change_password_hint: 'Жаңа құпиясөз және басқа құрылғылардан шығу',
  office_menu_enable_two_factor: 'Екі факторлы қорғауды қосу',
  office_menu_enable_two_factor_hint: 'Әр кірген сайын аутентификатор қолданбасынан код',
  office_menu_disable_two_factor: 'Екі факторлы қорғауды өшіру',
  office_menu_disable_two_factor_hint: 'Қосқан кезде берілген қалпына келтіру коды арқылы',
  office_menu_session_history: 'Сеанстар мен құрылғылар',
  office_menu_session_history_hint: 'Қай жерден кірілген; бөтен сеансты аяқтау',
  office_menu_security_question: 'Құпия сұрақ',
  office_menu_security_question_hint: 'Телефонды ауыстыруға және қолжетімділікті қалпына келтіруге арналған жауап',
  office_menu_phone_binding: 'Телефонды байланыстыру',
  office_menu_phone_binding_hint: 'SMS арқылы кіруге және қолжетімділікті қалпына келтіруге арналған нөмір',
  office_menu_phone_activate: 'Телефонды растау',
  office_menu_phone_activate_hint: 'SMS немесе Telegram арқылы келген код',
  office_menu_phone_change: 'Телефонды ауыстыру',
  office_menu_phone_change_hint: 'Құпия сұраққа жауап, содан кейін жаңа нөмірге код',
  office_menu_email_change: 'E-mail ауыстыру',
  office_menu_email_change_hint: 'Хаттағы кодпен расталатын жаңа мекенжай',
  office_menu_activation_email: 'E-mail растау',
  office_menu_activation_email_hint: 'Мекенжайды растауға арналған сілтемесі бар хат',
  office_menu_auth_by_email: 'E-mail арқылы кіру',
  office_menu_auth_by_email_hint: 'Шот нөмірінің орнына пошта мекенжайымен кіру',

  // Bets
  office_menu_bets_history_mail: 'Бәстер тізімін поштаға жіберу',
  office_menu_bets_history_mail_hint: 'Кезеңдегі бәстер расталған мекенжайға',
  office_menu_bets_history_clear: 'Бәстер тарихын тазалау',
  office_menu_bets_history_clear_hint: 'Өткен бәстерді тізімнен алып тастау',

  // Bonuses and promotions
  office_menu_promotion: 'Акциялар',
  office_menu_promotion_hint: 'Ағымдағы акциялар және қатысу шарттары',
  office_menu_special_offers: 'Арнайы ұсыныстар',
  office_menu_special_offers_hint: 'Жеке өзіңізге арналған ұсыныстар',
  office_menu_bonuses: 'Менің бонустарым',
  office_menu_bonuses_hint: 'Белсенді бонустар, айналым талаптары және мерзімдер',
  office_menu_bonuses_gifts: 'Сыйлықтар',
  office_menu_bonuses_gifts_hint: 'Алуға болатын фрибеттер мен сыйлықтар',
  office_menu_cashback: 'Кешбэк',
  office_menu_cashback_hint: 'Ұтылған бәстердің бір бөлігін қайтару',
  office_menu_promo_code: 'Промокодтар',
  office_menu_promo_code_hint: 'Кодты тексеру және промокодтар тарихын қарау',
  office_menu_rewards: 'Марапаттар',
  office_menu_rewards_hint: 'Бәстер үшін ұпайлар мен марапаттар',

  // Settings
  office_menu_settings: 'Сайт баптаулары',
  office_menu_settings_hint: 'Коэффициенттер пішімі, тақырып, қаріп, тіл, уақыт белдеуі',
  office_menu_settings_account: 'Аккаунт баптаулары',
  office_menu_settings_account_hint: 'Бір басумен бәс және купон көрінісі',
  office_menu_disallow_sports: 'Жасырылған спорт түрлері',
  office_menu_disallow_sports_hint: 'Таңдалған спорт түрлерін матчқа дейінгі тізімде және лайвта көрсетпеу',
  office_menu_mailing: 'Таратылымдар',
  office_menu_mailing_hint: 'Қандай хаттар мен хабарламалар алу керек',

  // Messages and support
  office_menu_messages: 'Хабарламалар',
  office_menu_messages_hint: 'Оператордан келген хабарламалар: оқылған және жаңа',
  office_menu_support: 'Қолдау қызметі',
  office_menu_support_hint: 'Чат, жұмыс уақыты, сайтқа арналған идея',
  office_menu_admin_request: 'Әкімшілікке өтініш',
  office_menu_admin_request_hint: 'Шағым немесе сұрақ, жауабы e-mail арқылы',

  // Responsible gaming
  office_menu_responsible: 'Лимиттер және өзін-өзі шеттету',
  office_menu_responsible_hint: 'Депозит пен бәс лимиттері, ойыннан үзіліс',

  // Casino
  office_menu_casino: 'Казино кабинеті',
  office_menu_casino_hint: 'Казино ойындары, бонустары және тарихы',
  office_menu_casino_vip_cashback: 'Казиноның VIP-кешбэгі',
  office_menu_casino_vip_cashback_hint: 'VIP деңгейі бойынша казинодағы ойын үшін қайтарым',

  // Bring a friend
  office_menu_bringfriend: 'Мен шақырғандар',
  office_menu_bringfriend_hint: 'Шақырылған достар және сіздің сыйақыңыз',
  office_menu_bring_friend_main: 'Досты шақыру',
  office_menu_bring_friend_main_hint: 'Шақыру сілтемеңіз бен кодыңыз',
  office_menu_bring_friend_rules: 'Бағдарлама ережелері',
  office_menu_bring_friend_rules_hint: 'Сыйақы қалай есептеледі',
  office_menu_bring_friend_banners: 'Баннерлер',
  office_menu_bring_friend_banners_hint: 'Сілтемеңіз бар дайын баннерлер',

  // Screens reached from a row
  office_screen_identification_welcome: 'Сәйкестендіруді бастау',
  office_screen_identification_welcome_hint: 'Жеке басты тексеруге не қажет және ол қанша уақыт алады',
  office_screen_convert_account: 'Толық тіркелу',
  office_screen_convert_account_hint: '«Бір басумен» ашылған шотты толық шотқа айналдыру: пошта, телефон, жеке деректер',
  office_screen_clarify_data: 'Деректерді нақтылау',
  office_screen_clarify_data_hint: 'Ұтысты төлеуге қажетті деректерді толықтыру',
  office_screen_change_login: 'Логинді ауыстыру',
  office_screen_change_login_hint: 'Шот нөмірінің орнына кіруге арналған жаңа логин',
  office_screen_promo_code_history: 'Промокодтар тарихы',
  office_screen_promo_code_history_hint: 'Сіз енгізген промокодтар және олардың нәтижесі',
  office_screen_email_subscription: 'Хаттарға жазылу',
  office_screen_email_subscription_hint: 'Жаңалықтар мен ұсыныстар поштаңызға',
  office_screen_share_idea: 'Идеямен бөлісу',
  office_screen_share_idea_hint: 'Сайтты жақсарту туралы ұсынысыңыз',
  office_screen_casino_mail_history: 'Казино хаттары',
  office_screen_casino_mail_history_hint: 'Казино ойындары мен бонустары туралы хаттар',

  // Menu pages and the menu's counts
  office_menu_page_all: 'Кабинет мәзірі',
  office_menu_page_profile: 'Профиль',
  office_menu_page_settings: 'Баптаулар',
  office_menu_page_promo: 'Бонустар мен акциялар',
  office_menu_count: 'Сізді күтуде: {{count}}',
  office_menu_loading: 'Мәзір жүктелуде',

  // A screen that is not open yet
  office_coming_soon_badge: 'Жақында',
  office_coming_soon_text: 'Бұл бөлім дайындалып жатыр және жақында жеке кабинетте пайда болады.',
  office_coming_soon_what: 'Мұнда не болады:',
  office_coming_soon_back: 'Кабинет мәзіріне оралу',
};
