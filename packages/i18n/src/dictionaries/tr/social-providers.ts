// Turkish texts of the "socialProviders" namespace (the sign-in buttons of plain OAuth 2.0 providers); keys of ru/social-providers.ts.
import type { socialProvidersRu } from '../ru/social-providers';

export const socialProvidersTr: Record<keyof typeof socialProvidersRu, string> = {
  social_sign_in_yandex: 'Yandex ID ile giriş yap',
  social_sign_in_vk: 'VK ID ile giriş yap',
  social_sign_in_mailru: 'Mail.ru ile giriş yap',
  social_sign_in_discord: 'Discord ile giriş yap',
};
