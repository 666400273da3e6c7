// Kazakh texts of the "socialProviders" namespace (the sign-in buttons of plain OAuth 2.0 providers); keys of ru/social-providers.ts.
import type { socialProvidersRu } from '../ru/social-providers';

export const socialProvidersKk: Record<keyof typeof socialProvidersRu, string> = {
  social_sign_in_yandex: 'Яндекс ID арқылы кіру',
  social_sign_in_vk: 'VK ID арқылы кіру',
  social_sign_in_mailru: 'Mail.ru арқылы кіру',
  social_sign_in_discord: 'Discord арқылы кіру',
};
