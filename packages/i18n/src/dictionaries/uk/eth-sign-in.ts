// Ukrainian texts of the "ethSignIn" namespace (signing in with an Ethereum wallet); keys of ru/eth-sign-in.ts.
import type { ethSignInRu } from '../ru/eth-sign-in';

export const ethSignInUk: Record<keyof typeof ethSignInRu, string> = {
  eth_sign_in_waiting: 'Підтвердьте вхід у гаманці…',
  eth_sign_in_local_wallet: 'Локальний гаманець',
  eth_sign_in_local_note: 'тестовий гаманець: його ключ зберігається лише в цьому браузері',
  eth_sign_in_refused: 'Ви відхилили підпис у гаманці, вхід не виконано. Натисніть кнопку ще раз, коли будете готові.',
  eth_sign_in_wallet_failed: 'Гаманець не надав адресу чи підпис. Відкрийте гаманець, розблокуйте його й спробуйте ще раз.',
  eth_sign_in_no_wallet: 'У цьому браузері немає гаманця Ethereum. Установіть MetaMask або інший гаманець і оновіть сторінку.',
  eth_sign_in_no_wallet_local: 'У цьому браузері немає гаманця Ethereum. Установіть MetaMask або увійдіть через тестовий «Локальний гаманець».',
  eth_sign_in_message_invalid: 'Гаманець підписав не те повідомлення, що потрібне для входу. Спробуйте ще раз.',
  eth_sign_in_wrong_site: 'Повідомлення підписано для іншого сайту. Почніть вхід заново на цій сторінці.',
  eth_sign_in_nonce: 'Ця спроба входу застаріла або вже використана. Натисніть кнопку ще раз.',
  eth_sign_in_outdated: 'Підпис застарів: від початку входу минуло понад п’ять хвилин. Спробуйте ще раз.',
  eth_sign_in_signature: 'Підпис не належить адресі гаманця з повідомлення. Спробуйте ще раз.',
};
