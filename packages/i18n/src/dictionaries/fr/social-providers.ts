// Textes français de l'espace « socialProviders » (boutons de connexion des fournisseurs OAuth 2.0).
import type { socialProvidersRu } from '../ru/social-providers';

export const socialProvidersFr: Record<keyof typeof socialProvidersRu, string> = {
  social_sign_in_yandex: 'Se connecter avec Yandex ID',
  social_sign_in_vk: 'Se connecter avec VK ID',
  social_sign_in_mailru: 'Se connecter avec Mail.ru',
  social_sign_in_discord: 'Se connecter avec Discord',
};
