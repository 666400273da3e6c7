// "socialProviders" boʻlimining oʻzbekcha matnlari (OAuth 2.0 provayderlari orqali kirish tugmalari).
import type { socialProvidersRu } from '../ru/social-providers';

export const socialProvidersUz: Record<keyof typeof socialProvidersRu, string> = {
  social_sign_in_yandex: 'Yandex ID orqali kirish',
  social_sign_in_vk: 'VK ID orqali kirish',
  social_sign_in_mailru: 'Mail.ru orqali kirish',
  social_sign_in_discord: 'Discord orqali kirish',
};
