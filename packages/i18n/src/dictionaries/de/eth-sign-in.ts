// German texts of the "ethSignIn" namespace (signing in with an Ethereum wallet); keys of ru/eth-sign-in.ts.
import type { ethSignInRu } from '../ru/eth-sign-in';

export const ethSignInDe: Record<keyof typeof ethSignInRu, string> = {
  eth_sign_in_waiting: 'Bestätigen Sie die Anmeldung in Ihrer Wallet…',
  eth_sign_in_local_wallet: 'Lokale Wallet',
  eth_sign_in_local_note: 'Test-Wallet: ihr Schlüssel bleibt nur in diesem Browser',
  eth_sign_in_refused: 'Sie haben die Signatur in der Wallet abgelehnt, die Anmeldung ist nicht erfolgt. Drücken Sie die Schaltfläche erneut, wenn Sie bereit sind.',
  eth_sign_in_wallet_failed: 'Die Wallet hat keine Adresse oder Signatur geliefert. Öffnen und entsperren Sie die Wallet und versuchen Sie es erneut.',
  eth_sign_in_no_wallet: 'In diesem Browser gibt es keine Ethereum-Wallet. Installieren Sie MetaMask oder eine andere Wallet und laden Sie die Seite neu.',
  eth_sign_in_no_wallet_local: 'In diesem Browser gibt es keine Ethereum-Wallet. Installieren Sie MetaMask oder melden Sie sich mit der Test-„Lokalen Wallet“ an.',
  eth_sign_in_message_invalid: 'Die Wallet hat nicht die Anmeldenachricht signiert. Versuchen Sie es erneut.',
  eth_sign_in_wrong_site: 'Die Nachricht wurde für eine andere Website signiert. Starten Sie die Anmeldung auf dieser Seite neu.',
  eth_sign_in_nonce: 'Dieser Anmeldeversuch ist veraltet oder wurde bereits verwendet. Drücken Sie die Schaltfläche erneut.',
  eth_sign_in_outdated: 'Die Signatur ist veraltet: Seit dem Start sind mehr als fünf Minuten vergangen. Versuchen Sie es erneut.',
  eth_sign_in_signature: 'Die Signatur stammt nicht von der Wallet-Adresse in der Nachricht. Versuchen Sie es erneut.',
};
