// Ukrainian texts of the account's protection level and the support PIN (office → security).
import type { accountSecurityRu } from '../ru/account-security';

export const accountSecurityUk: Record<keyof typeof accountSecurityRu, string> = {
  security_level_title: 'Рівень захисту',
  security_level_low: 'Низький',
  security_level_medium: 'Середній',
  security_level_high: 'Високий',
  security_level_summary: 'Виконано заходів захисту: {{done}} з {{total}}',
  security_level_load_failed: 'Не вдалося завантажити рівень захисту. Оновіть сторінку.',
  security_check_email_confirmed: 'Підтвердити ел. пошту',
  security_check_phone_confirmed: 'Підтвердити телефон',
  security_check_two_factor: 'Увімкнути двофакторну автентифікацію',
  security_check_secure_question: 'Задати секретне запитання',
  security_check_done: 'Зроблено',
  security_check_todo: 'Ще не зроблено',
  support_pin_title: 'PIN-код для служби підтримки',
  support_pin_hint:
    'Назвіть цей код, коли звертаєтеся до підтримки: за ним ми переконаємося, що говоримо з власником рахунку. Більше нікому його не повідомляйте.',
  support_pin_get: 'Отримати новий PIN-код',
  support_pin_shown: 'Ваш PIN-код: {{pin}}. Запишіть його: ми показуємо його лише один раз.',
  support_pin_issued_at: 'Чинний код видано {{date}}. Новий код замінить його.',
  support_pin_none: 'PIN-код ще не видано.',
  support_pin_failed: 'Не вдалося видати PIN-код. Спробуйте ще раз.',
};
