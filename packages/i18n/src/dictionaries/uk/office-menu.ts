// Ukrainian texts of the "officeMenu" namespace: the office menu's groups, rows and pages, and screens not open yet.
import type { officeMenuRu } from '../ru/office-menu';

export const officeMenuUk: Record<keyof typeof officeMenuRu, string> = {
  // Groups
  office_menu_group_profile: 'Профіль і верифікація',
  office_menu_group_security: 'Безпека',
  office_menu_group_bonuses: 'Бонуси й акції',
  office_menu_group_settings: 'Налаштування',
  office_menu_group_support: 'Повідомлення й підтримка',
  office_menu_group_responsible: 'Відповідальна гра',
  office_menu_group_casino: 'Казино',
  office_menu_group_referral: 'Запроси друга',

  // Profile and verification
  office_menu_account: 'Особисті дані',
  office_menu_account_hint: 'Ім’я, дата народження, адреса й документ',
  office_menu_account_edit: 'Змінити дані',
  office_menu_account_edit_hint: 'Виправити або доповнити особисті дані',
  office_menu_account_verification: 'Верифікація',
  office_menu_account_verification_hint: 'Статус перевірки ваших документів',
  office_menu_account_identification: 'Ідентифікація',
  office_menu_account_identification_hint: 'Завантажити документи й підтвердити особу',

  // Security
  office_menu_security: 'Огляд безпеки',
  office_menu_security_hint: 'Пароль, вхід, телефон і пошта на одній сторінці',
  office_menu_change_password: 'Змінити пароль',
  office_menu_change_password_hint: 'Новий пароль і вихід на інших пристроях',
  office_menu_enable_two_factor: 'Увімкнути двофакторний захист',
  office_menu_enable_two_factor_hint: 'Код із застосунку-автентифікатора під час кожного входу',
  office_menu_disable_two_factor: 'Вимкнути двофакторний захист',
  office_menu_disable_two_factor_hint: 'За кодом відновлення, виданим під час увімкнення',
  office_menu_session_history: 'Сеанси й пристрої',
  office_menu_session_history_hint: 'Де виконано вхід; завершити чужий сеанс',
  office_menu_security_question: 'Секретне запитання',
  office_menu_security_question_hint: 'Відповідь для зміни телефону й відновлення доступу',
  office_menu_phone_binding: 'Прив’язати телефон',
  office_menu_phone_binding_hint: 'Номер для входу через SMS і відновлення доступу',
  office_menu_phone_activate: 'Підтвердити телефон',
  office_menu_phone_activate_hint: 'Код із SMS або Telegram',
  office_menu_phone_change: 'Змінити телефон',
  office_menu_phone_change_hint: 'Відповідь на секретне запитання, потім код на новий номер',
  office_menu_email_change: 'Змінити ел. пошту',
  office_menu_email_change_hint: 'Нова адреса з підтвердженням кодом із листа',
  office_menu_activation_email: 'Підтвердити ел. пошту',
  office_menu_activation_email_hint: 'Лист із посиланням для підтвердження адреси',
  office_menu_auth_by_email: 'Вхід через ел. пошту',
  office_menu_auth_by_email_hint: 'Входити за адресою пошти замість номера рахунку',

  // Bets
  office_menu_bets_history_mail: 'Виписка ставок на пошту',
  office_menu_bets_history_mail_hint: 'Ставки за період на підтверджену адресу',
  office_menu_bets_history_clear: 'Очистити історію ставок',
  office_menu_bets_history_clear_hint: 'Прибрати минулі ставки зі списку',

  // Bonuses and promotions
  office_menu_promotion: 'Акції',
  office_menu_promotion_hint: 'Поточні акції та умови участі',
  office_menu_special_offers: 'Спеціальні пропозиції',
  office_menu_special_offers_hint: 'Пропозиції особисто для вас',
  office_menu_bonuses: 'Мої бонуси',
  office_menu_bonuses_hint: 'Активні бонуси, відіграш і строки',
  office_menu_bonuses_gifts: 'Подарунки',
  office_menu_bonuses_gifts_hint: 'Фрибети й подарунки, які можна забрати',
  office_menu_cashback: 'Кешбек',
  office_menu_cashback_hint: 'Повернення частини програних ставок',
  office_menu_promo_code: 'Промокоди',
  office_menu_promo_code_hint: 'Перевірити код і переглянути історію промокодів',
  office_menu_rewards: 'Нагороди',
  office_menu_rewards_hint: 'Бали й нагороди за ставки',

  // Settings
  office_menu_settings: 'Налаштування сайту',
  office_menu_settings_hint: 'Формат коефіцієнтів, тема, шрифт, мова, часовий пояс',
  office_menu_settings_account: 'Налаштування акаунта',
  office_menu_settings_account_hint: 'Ставка в один клік і вигляд купона',
  office_menu_disallow_sports: 'Приховані види спорту',
  office_menu_disallow_sports_hint: 'Не показувати вибрані види спорту в лінії та лайві',
  office_menu_mailing: 'Розсилки',
  office_menu_mailing_hint: 'Які листи й повідомлення отримувати',

  // Messages and support
  office_menu_messages: 'Повідомлення',
  office_menu_messages_hint: 'Повідомлення від оператора: прочитані й нові',
  office_menu_support: 'Підтримка',
  office_menu_support_hint: 'Чат, години роботи, ідея для сайту',
  office_menu_admin_request: 'Звернення до адміністрації',
  office_menu_admin_request_hint: 'Скарга або питання з відповіддю на ел. пошту',

  // Responsible gaming
  office_menu_responsible: 'Ліміти й самовиключення',
  office_menu_responsible_hint: 'Ліміти депозитів і ставок, перерва в грі',

  // Casino
  office_menu_casino: 'Кабінет казино',
  office_menu_casino_hint: 'Ігри, бонуси й історія казино',
  office_menu_casino_vip_cashback: 'VIP-кешбек казино',
  office_menu_casino_vip_cashback_hint: 'Повернення за гру в казино за VIP-рівнем',

  // Bring a friend
  office_menu_bringfriend: 'Мої запрошені',
  office_menu_bringfriend_hint: 'Запрошені друзі та ваша винагорода',
  office_menu_bring_friend_main: 'Запросити друга',
  office_menu_bring_friend_main_hint: 'Ваше посилання й код запрошення',
  office_menu_bring_friend_rules: 'Правила програми',
  office_menu_bring_friend_rules_hint: 'Як нараховується винагорода',
  office_menu_bring_friend_banners: 'Банери',
  office_menu_bring_friend_banners_hint: 'Готові банери з вашим посиланням',

  // Screens reached from a row
  office_screen_identification_welcome: 'Початок ідентифікації',
  office_screen_identification_welcome_hint: 'Що знадобиться для перевірки особи й скільки вона триватиме',
  office_screen_convert_account: 'Повна реєстрація',
  office_screen_convert_account_hint: 'Перетворити рахунок «в один клік» на повний: пошта, телефон, особисті дані',
  office_screen_clarify_data: 'Уточнити дані',
  office_screen_clarify_data_hint: 'Доповнити дані, потрібні для виплат',
  office_screen_change_login: 'Змінити логін',
  office_screen_change_login_hint: 'Новий логін для входу замість номера рахунку',
  office_screen_promo_code_history: 'Історія промокодів',
  office_screen_promo_code_history_hint: 'Промокоди, які ви вводили, і що вони дали',
  office_screen_email_subscription: 'Підписка на листи',
  office_screen_email_subscription_hint: 'Новини й пропозиції на вашу пошту',
  office_screen_share_idea: 'Поділитися ідеєю',
  office_screen_share_idea_hint: 'Ваша пропозиція, як зробити сайт кращим',
  office_screen_casino_mail_history: 'Листи казино',
  office_screen_casino_mail_history_hint: 'Листи про ігри й бонуси казино',

  // Menu pages and the menu's counts
  office_menu_page_all: 'Меню кабінету',
  office_menu_page_profile: 'Профіль',
  office_menu_page_settings: 'Налаштування',
  office_menu_page_promo: 'Бонуси й акції',
  office_menu_count: 'Чекають на вас: {{count}}',
  office_menu_loading: 'Завантажуємо меню',

  // A screen that is not open yet
  office_coming_soon_badge: 'Незабаром',
  office_coming_soon_text: 'Цей розділ готується й незабаром з’явиться в особистому кабінеті.',
  office_coming_soon_what: 'Що тут буде:',
  office_coming_soon_back: 'Повернутися в меню кабінету',
};
