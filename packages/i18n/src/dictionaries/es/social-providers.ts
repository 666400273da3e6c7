// Spanish texts of the "socialProviders" namespace (the sign-in buttons of plain OAuth 2.0 providers); keys of ru/social-providers.ts.
import type { socialProvidersRu } from '../ru/social-providers';

export const socialProvidersEs: Record<keyof typeof socialProvidersRu, string> = {
  social_sign_in_yandex: 'Entrar con Yandex ID',
  social_sign_in_vk: 'Entrar con VK ID',
  social_sign_in_mailru: 'Entrar con Mail.ru',
  social_sign_in_discord: 'Entrar con Discord',
};
