// Russian texts of the "officeMenu" namespace (issue 13 "Office frame"): the office menu's groups and
// rows (spec §2 "Personal office route names"), the menu pages and the state of a screen that is
// not open yet. The source dictionary; English must have the same keys.
export const officeMenuRu = {
  // Groups
  office_menu_group_profile: 'Профиль и верификация',
  office_menu_group_security: 'Безопасность',
  office_menu_group_bonuses: 'Бонусы и акции',
  office_menu_group_settings: 'Настройки',
  office_menu_group_support: 'Сообщения и поддержка',
  office_menu_group_responsible: 'Ответственная игра',
  office_menu_group_casino: 'Казино',
  office_menu_group_referral: 'Приведи друга',

  // Profile and verification
  office_menu_account: 'Личные данные',
  office_menu_account_hint: 'Имя, дата рождения, адрес и документ',
  office_menu_account_edit: 'Изменить данные',
  office_menu_account_edit_hint: 'Исправить или дополнить личные данные',
  office_menu_account_verification: 'Верификация',
  office_menu_account_verification_hint: 'Статус проверки ваших документов',
  office_menu_account_identification: 'Идентификация',
  office_menu_account_identification_hint: 'Загрузить документы и подтвердить личность',

  // Security
  office_menu_security: 'Обзор безопасности',
  office_menu_security_hint: 'Пароль, вход, телефон и почта на одной странице',
  office_menu_change_password: 'Сменить пароль',
  office_menu_change_password_hint: 'Новый пароль и выход на других устройствах',
  office_menu_enable_two_factor: 'Включить двухфакторную защиту',
  office_menu_enable_two_factor_hint: 'Код из приложения-аутентификатора при каждом входе',
  office_menu_disable_two_factor: 'Отключить двухфакторную защиту',
  office_menu_disable_two_factor_hint: 'По коду восстановления, выданному при включении',
  office_menu_session_history: 'Сеансы и устройства',
  office_menu_session_history_hint: 'Где выполнен вход; завершить чужой сеанс',
  office_menu_security_question: 'Секретный вопрос',
  office_menu_security_question_hint: 'Ответ для смены телефона и восстановления доступа',
  office_menu_phone_binding: 'Привязать телефон',
  office_menu_phone_binding_hint: 'Номер для входа по SMS и восстановления доступа',
  office_menu_phone_activate: 'Подтвердить телефон',
  office_menu_phone_activate_hint: 'Код из SMS или Telegram',
  office_menu_phone_change: 'Сменить телефон',
  office_menu_phone_change_hint: 'Ответ на секретный вопрос, затем код на новый номер',
  office_menu_email_change: 'Сменить e-mail',
  office_menu_email_change_hint: 'Новый адрес с подтверждением кодом из письма',
  office_menu_activation_email: 'Подтвердить e-mail',
  office_menu_activation_email_hint: 'Письмо со ссылкой для подтверждения адреса',
  office_menu_auth_by_email: 'Вход по e-mail',
  office_menu_auth_by_email_hint: 'Входить по адресу почты вместо номера счёта',

  // Bets
  office_menu_bets_history_mail: 'Выписка ставок на почту',
  office_menu_bets_history_mail_hint: 'Ставки за период на подтверждённый адрес',
  office_menu_bets_history_clear: 'Очистить историю ставок',
  office_menu_bets_history_clear_hint: 'Убрать прошлые ставки из списка',

  // Bonuses and promotions
  office_menu_promotion: 'Акции',
  office_menu_promotion_hint: 'Текущие акции и условия участия',
  office_menu_special_offers: 'Специальные предложения',
  office_menu_special_offers_hint: 'Предложения лично для вас',
  office_menu_bonuses: 'Мои бонусы',
  office_menu_bonuses_hint: 'Активные бонусы, отыгрыш и сроки',
  office_menu_bonuses_gifts: 'Подарки',
  office_menu_bonuses_gifts_hint: 'Фрибеты и подарки, которые можно забрать',
  office_menu_cashback: 'Кешбэк',
  office_menu_cashback_hint: 'Возврат части проигранных ставок',
  office_menu_promo_code: 'Промокоды',
  office_menu_promo_code_hint: 'Проверить код и посмотреть историю промокодов',
  office_menu_rewards: 'Награды',
  office_menu_rewards_hint: 'Баллы и награды за ставки',

  // Settings
  office_menu_settings: 'Настройки сайта',
  office_menu_settings_hint: 'Формат коэффициентов, тема, шрифт, язык, часовой пояс',
  office_menu_settings_account: 'Настройки аккаунта',
  office_menu_settings_account_hint: 'Ставка в один клик и вид купона',
  office_menu_disallow_sports: 'Скрытые виды спорта',
  office_menu_disallow_sports_hint: 'Не показывать выбранные виды спорта в линии и лайве',
  office_menu_mailing: 'Рассылки',
  office_menu_mailing_hint: 'Какие письма и сообщения получать',

  // Messages and support
  office_menu_messages: 'Сообщения',
  office_menu_messages_hint: 'Сообщения от оператора: прочитанные и новые',
  office_menu_support: 'Поддержка',
  office_menu_support_hint: 'Чат, часы работы, идея для сайта',
  office_menu_admin_request: 'Обращение к администрации',
  office_menu_admin_request_hint: 'Жалоба или вопрос с ответом на e-mail',

  // Responsible gaming
  office_menu_responsible: 'Лимиты и самоисключение',
  office_menu_responsible_hint: 'Лимиты депозитов и ставок, перерыв в игре',

  // Casino
  office_menu_casino: 'Кабинет казино',
  office_menu_casino_hint: 'Игры, бонусы и история казино',
  office_menu_casino_vip_cashback: 'VIP-кешбэк казино',
  office_menu_casino_vip_cashback_hint: 'Возврат за игру в казино по VIP-уровню',

  // Bring a friend
  office_menu_bringfriend: 'Мои приглашённые',
  office_menu_bringfriend_hint: 'Приглашённые друзья и ваше вознаграждение',
  office_menu_bring_friend_main: 'Пригласить друга',
  office_menu_bring_friend_main_hint: 'Ваша ссылка и код приглашения',
  office_menu_bring_friend_rules: 'Правила программы',
  office_menu_bring_friend_rules_hint: 'Как начисляется вознаграждение',
  office_menu_bring_friend_banners: 'Баннеры',
  office_menu_bring_friend_banners_hint: 'Готовые баннеры с вашей ссылкой',

  // Screens reached from a row
  office_screen_identification_welcome: 'Начало идентификации',
  office_screen_identification_welcome_hint: 'Что понадобится для проверки личности и сколько она займёт',
  office_screen_convert_account: 'Полная регистрация',
  office_screen_convert_account_hint: 'Превратить счёт «в один клик» в полный: почта, телефон, личные данные',
  office_screen_clarify_data: 'Уточнить данные',
  office_screen_clarify_data_hint: 'Дополнить данные, которые нужны для выплат',
  office_screen_change_login: 'Сменить логин',
  office_screen_change_login_hint: 'Новый логин для входа вместо номера счёта',
  office_screen_promo_code_history: 'История промокодов',
  office_screen_promo_code_history_hint: 'Промокоды, которые вы вводили, и что они дали',
  office_screen_email_subscription: 'Подписка на письма',
  office_screen_email_subscription_hint: 'Новости и предложения на вашу почту',
  office_screen_share_idea: 'Поделиться идеей',
  office_screen_share_idea_hint: 'Ваше предложение, как сделать сайт лучше',
  office_screen_casino_mail_history: 'Письма казино',
  office_screen_casino_mail_history_hint: 'Письма об играх и бонусах казино',

  // Menu pages and the menu's counts
  office_menu_page_all: 'Меню кабинета',
  office_menu_page_profile: 'Профиль',
  office_menu_page_settings: 'Настройки',
  office_menu_page_promo: 'Бонусы и акции',
  office_menu_count: 'Ждут вас: {{count}}',
  office_menu_loading: 'Загружаем меню',

  // A screen that is not open yet
  office_coming_soon_badge: 'Скоро',
  office_coming_soon_text: 'Этот раздел готовится и скоро появится в личном кабинете.',
  office_coming_soon_what: 'Что здесь будет:',
  office_coming_soon_back: 'Вернуться в меню кабинета',
};
