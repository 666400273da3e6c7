// Arabic texts of the "socialProviders" namespace (the sign-in buttons of plain OAuth 2.0 providers); keys of ru/social-providers.ts.
import type { socialProvidersRu } from '../ru/social-providers';

export const socialProvidersAr: Record<keyof typeof socialProvidersRu, string> = {
  social_sign_in_yandex: 'تسجيل الدخول عبر Yandex ID',
  social_sign_in_vk: 'تسجيل الدخول عبر VK ID',
  social_sign_in_mailru: 'تسجيل الدخول عبر Mail.ru',
  social_sign_in_discord: 'تسجيل الدخول عبر Discord',
};
