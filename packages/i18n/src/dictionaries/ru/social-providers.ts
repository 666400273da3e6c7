// Тексты пространства "socialProviders": кнопки провайдеров входа без OpenID Connect (issue 13,
// decision 0046) — их собственные названия в языке страницы, когда бренд не дал кнопке своего.
export const socialProvidersRu = {
  social_sign_in_yandex: 'Войти через Яндекс ID',
  social_sign_in_vk: 'Войти через VK ID',
  social_sign_in_mailru: 'Войти через Mail.ru',
  social_sign_in_discord: 'Войти через Discord',
};
