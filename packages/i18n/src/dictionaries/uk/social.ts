// Ukrainian texts of the "social" namespace: signing in and registering with social networks and sign-in services.
import type { socialRu } from '../ru/social';

export const socialUk: Record<keyof typeof socialRu, string> = {
  // The buttons of the sign-in and registration dialogs
  social_sign_in_with: 'Або увійдіть через',
  social_provider_link: 'Увійти через {{name}}',
  social_local_note: 'тестовий вхід: підійдуть будь-які адреса пошти та ім’я',
  social_local_telegram_note: 'тестовий Telegram: підійдуть будь-які ім’я та номер',
  social_register_lead: 'Акаунт з’явиться під час першого входу через соцмережу або сервіс входу: без пароля й без анкети.',
  social_register_terms: 'Продовжуючи, ви підтверджуєте, що вам виповнилося {{age}} років, і приймаєте правила сервісу.',
  social_providers_none: 'Вхід через соцмережі на цьому сайті зараз недоступний. Виберіть інший спосіб реєстрації.',
  social_providers_failed: 'Не вдалося завантажити способи входу через соцмережі.',

  // socialSignIn: the page the provider sends the player back to
  social_title: 'Вхід через соцмережу',
  social_title_page: 'Вхід через соцмережу — {{brand}}',
  social_progress: 'Завершуємо вхід…',
  social_signed_in: 'Вхід виконано. Повертаємо вас на сайт…',
  social_not_signed_in: 'Вхід не завершено: сайт не бачить вашого сеансу. Спробуйте увійти ще раз.',
  social_link_lead:
    'Акаунт з адресою {{email}} уже існує. Введіть його пароль, щоб зв’язати акаунт із {{provider}}: надалі ви зможете входити в нього й через {{provider}}.',
  social_link_submit: 'Зв’язати й увійти',
  social_linked: 'Акаунт зв’язано з {{provider}}.',
  social_sign_in_again_link: 'Увійти знову',
  social_other_way: 'Увійти іншим способом',

  // Why a social sign-in did not happen (the return page's `error`)
  social_error_cancelled: 'Вхід скасовано на сторінці провайдера. Спробуйте ще раз або увійдіть іншим способом.',
  social_error_state_mismatch: 'Ця спроба входу застаріла або її розпочато не в цьому браузері. Почніть вхід заново.',
  social_error_provider_error: 'Провайдер входу відповів помилкою або не відповів. Спробуйте пізніше або увійдіть іншим способом.',
  social_error_email_taken: 'Акаунт із цією адресою пошти вже існує. Почніть вхід заново — ми запропонуємо зв’язати його з вашим входом.',
  social_error_no_registration:
    'З цим входом не зв’язано жодного акаунта, а реєстрацію через соцмережі тут вимкнено. Зареєструйтеся іншим способом.',
  social_error_blocked: 'Акаунт, зв’язаний із цим входом, заблоковано. Зверніться до підтримки.',
  social_error_unavailable: 'Цей спосіб входу зараз недоступний. Увійдіть іншим способом.',
  social_error_invalid_hash:
    'Telegram не підтвердив цей вхід: дані входу змінено або підписано іншим ботом. Увійдіть через Telegram заново.',
  social_error_outdated: 'Підтвердження Telegram застаріло: йому понад добу. Увійдіть через Telegram заново.',
  social_error_replayed: 'Це підтвердження Telegram уже використано. Увійдіть через Telegram заново.',
  social_error_expired: 'Час на завершення входу вичерпано. Почніть вхід заново.',
  social_error_unknown: 'Не вдалося розпізнати відповідь провайдера входу. Почніть вхід заново.',

  // Field messages the social calls answer with
  social_sign_in_again: 'Вхід через соцмережу тривав задовго. Почніть його заново.',
  social_already_linked: 'Цей вхід уже зв’язано з іншим акаунтом.',
  social_unknown_provider: 'Такого способу входу немає.',
};
