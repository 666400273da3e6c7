// Тексты пространства "ethSignIn": вход и регистрация с кошельком Ethereum (Sign-In with Ethereum,
// EIP-4361; issue 13, decision 0043) — кнопки MetaMask и тестового локального кошелька и ответы на
// подписанное сообщение.
export const ethSignInRu = {
  // The wallet buttons beside the other social providers
  eth_sign_in_waiting: 'Подтвердите вход в кошельке…',
  eth_sign_in_local_wallet: 'Локальный кошелёк',
  eth_sign_in_local_note: 'тестовый кошелёк: его ключ хранится только в этом браузере',

  // Why the wallet gave nothing
  eth_sign_in_refused: 'Вы отклонили подпись в кошельке, вход не выполнен. Нажмите кнопку ещё раз, когда будете готовы.',
  eth_sign_in_wallet_failed: 'Кошелёк не дал адрес или подпись. Откройте кошелёк, разблокируйте его и попробуйте ещё раз.',
  eth_sign_in_no_wallet: 'В этом браузере нет кошелька Ethereum. Установите MetaMask или другой кошелёк и обновите страницу.',
  eth_sign_in_no_wallet_local: 'В этом браузере нет кошелька Ethereum. Установите MetaMask или войдите через тестовый «Локальный кошелёк».',

  // Why the server refused the signed message (the field messages of /socauth/metamask/verify)
  eth_sign_in_message_invalid: 'Кошелёк подписал не то сообщение, которое нужно для входа. Попробуйте ещё раз.',
  eth_sign_in_wrong_site: 'Сообщение подписано для другого сайта. Начните вход заново на этой странице.',
  eth_sign_in_nonce: 'Эта попытка входа устарела или уже использована. Нажмите кнопку ещё раз.',
  eth_sign_in_outdated: 'Подпись устарела: с начала входа прошло больше пяти минут. Попробуйте ещё раз.',
  eth_sign_in_signature: 'Подпись не принадлежит адресу кошелька из сообщения. Попробуйте ещё раз.',
};
