// Ukrainian texts of the "socialProviders" namespace (the sign-in buttons of plain OAuth 2.0 providers); keys of ru/social-providers.ts.
import type { socialProvidersRu } from '../ru/social-providers';

export const socialProvidersUk: Record<keyof typeof socialProvidersRu, string> = {
  social_sign_in_yandex: 'Увійти через Яндекс ID',
  social_sign_in_vk: 'Увійти через VK ID',
  social_sign_in_mailru: 'Увійти через Mail.ru',
  social_sign_in_discord: 'Увійти через Discord',
};
