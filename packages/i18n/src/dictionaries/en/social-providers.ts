// English texts of the "socialProviders" namespace (the sign-in buttons of plain OAuth 2.0 providers); keys of ru/social-providers.ts.
import type { socialProvidersRu } from '../ru/social-providers';

export const socialProvidersEn: Record<keyof typeof socialProvidersRu, string> = {
  social_sign_in_yandex: 'Sign in with Yandex ID',
  social_sign_in_vk: 'Sign in with VK ID',
  social_sign_in_mailru: 'Sign in with Mail.ru',
  social_sign_in_discord: 'Sign in with Discord',
};
