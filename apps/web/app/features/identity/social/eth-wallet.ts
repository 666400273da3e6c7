// The part of Sign-In with Ethereum (decision 0043) that needs viem: the EIP-4361 message and the
// built-in local wallet. Loaded only when a wallet button is pressed (a dynamic import from
// eth-sign-in.ts), so viem stays out of the first-load bundle.
import { stringToHex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import type { EthNonceAnswer } from '@stavka/contract/eth-sign-in';
import type { AppStorage } from '../../../shared/storage/app-storage';

/** The storage key of the local wallet's private key (this browser only). */
export const LOCAL_WALLET_KEY = 'localEthWallet';

/**
 * The message the server checks (no statement: EIP-4361 allows only ASCII there, and the wallet
 * already says which site asks). Issued now; the nonce is good for minutes.
 */
export function signInMessage(site: EthNonceAnswer, address: `0x${string}`, chainId: number): string {
  return createSiweMessage({ domain: site.domain, uri: site.uri, address, version: '1', chainId, nonce: site.nonce, issuedAt: new Date() });
}

/** personal_sign takes the message as hex of its UTF-8 bytes. */
export const messageHex = (message: string): `0x${string}` => stringToHex(message);

/**
 * The built-in local wallet: a key made in this browser the first time and kept in its storage,
 * so the same browser is the same wallet (and the same player) next time. For demos: anyone who can
 * read this browser's storage holds the key.
 */
export function localWalletAccount(storage: AppStorage) {
  const kept = storage.get(LOCAL_WALLET_KEY);
  if (typeof kept === 'string' && /^0x[0-9a-f]{64}$/.test(kept)) return privateKeyToAccount(kept as `0x${string}`);
  const key = generatePrivateKey();
  storage.set(LOCAL_WALLET_KEY, key);
  return privateKeyToAccount(key);
}
