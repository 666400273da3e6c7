import type { ethSignInRu } from '../ru/eth-sign-in';

// English texts of the "ethSignIn" namespace; the keys are those of the Russian source.
export const ethSignInEn: Record<keyof typeof ethSignInRu, string> = {
  // The wallet buttons beside the other social providers
  eth_sign_in_waiting: 'Confirm the sign-in in your wallet…',
  eth_sign_in_local_wallet: 'Local wallet',
  eth_sign_in_local_note: 'test wallet: its key is kept only in this browser',

  // Why the wallet gave nothing
  eth_sign_in_refused: 'You declined the signature in your wallet, so you are not signed in. Press the button again when you are ready.',
  eth_sign_in_wallet_failed: 'The wallet gave no address or signature. Open your wallet, unlock it and try again.',
  eth_sign_in_no_wallet: 'This browser has no Ethereum wallet. Install MetaMask or another wallet and reload the page.',
  eth_sign_in_no_wallet_local: 'This browser has no Ethereum wallet. Install MetaMask, or sign in with the test “Local wallet”.',

  // Why the server refused the signed message (the field messages of /socauth/metamask/verify)
  eth_sign_in_message_invalid: 'The wallet signed a message that is not the sign-in message. Try again.',
  eth_sign_in_wrong_site: 'The message was signed for another site. Start signing in again on this page.',
  eth_sign_in_nonce: 'This sign-in attempt is out of date or was used already. Press the button again.',
  eth_sign_in_outdated: 'The signature is out of date: more than five minutes have passed since you started. Try again.',
  eth_sign_in_signature: 'The signature is not from the wallet address in the message. Try again.',
};
