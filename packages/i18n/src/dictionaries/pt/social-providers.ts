// Portuguese texts of the "socialProviders" namespace (the sign-in buttons of plain OAuth 2.0 providers); keys of ru/social-providers.ts.
import type { socialProvidersRu } from '../ru/social-providers';

export const socialProvidersPt: Record<keyof typeof socialProvidersRu, string> = {
  social_sign_in_yandex: 'Iniciar sessão com Yandex ID',
  social_sign_in_vk: 'Iniciar sessão com VK ID',
  social_sign_in_mailru: 'Iniciar sessão com Mail.ru',
  social_sign_in_discord: 'Iniciar sessão com Discord',
};
