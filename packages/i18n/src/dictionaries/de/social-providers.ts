// German texts of the "socialProviders" namespace (the sign-in buttons of plain OAuth 2.0 providers); keys of ru/social-providers.ts.
import type { socialProvidersRu } from '../ru/social-providers';

export const socialProvidersDe: Record<keyof typeof socialProvidersRu, string> = {
  social_sign_in_yandex: 'Mit Yandex ID anmelden',
  social_sign_in_vk: 'Mit VK ID anmelden',
  social_sign_in_mailru: 'Mit Mail.ru anmelden',
  social_sign_in_discord: 'Mit Discord anmelden',
};
