// Sign-In with Ethereum in the browser (issue 13, decision 0043): a nonce from the server, the
// EIP-4361 message signed by the player's wallet — the injected one (window.ethereum, EIP-1193:
// eth_requestAccounts, eth_chainId, personal_sign) or the built-in local wallet — and the message
// and signature sent back. viem (the message, the local key) is imported only here, on demand.
import { type EthVerifyAnswer, ethNonceAnswerSchema, ethVerifyAnswerSchema, type ethVerifyRequestSchema } from '@stavka/contract/eth-sign-in';
import { socialPaths } from '@stavka/contract/social';
import type { z } from 'zod';
import type { ApiClient, ApiFailure } from '../../../shared/api-client';
import type { AppStorage } from '../../../shared/storage/app-storage';

/** An EIP-1193 provider: what MetaMask and other wallets put at `window.ethereum`. */
export interface Eip1193Provider {
  request(args: { method: string; params?: readonly unknown[] }): Promise<unknown>;
}

/** The wallet the page has, if any. */
export function injectedWallet(): Eip1193Provider | undefined {
  if (typeof window === 'undefined') return undefined;
  const candidate = (window as { ethereum?: unknown }).ethereum;
  return typeof candidate === 'object' && candidate !== null && typeof (candidate as Eip1193Provider).request === 'function' ? (candidate as Eip1193Provider) : undefined;
}

export type WalletSource = { kind: 'injected'; wallet: Eip1193Provider } | { kind: 'local'; storage: AppStorage };

export type EthSignInOutcome =
  /** The server's answer: where the social return page goes on. */
  | { status: 'answered'; answer: EthVerifyAnswer }
  /** The player said no in the wallet (EIP-1193 error 4001). */
  | { status: 'refused' }
  /** The wallet gave no account or failed in its own way. */
  | { status: 'wallet_failed' }
  /** Our server refused or could not be reached. */
  | { status: 'failed'; failure: ApiFailure };

const USER_REJECTED = 4001;
const isRejection = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === USER_REJECTED;

/** The signer of a source: its address, its chain, and how it signs a message. */
async function signerOf(source: WalletSource) {
  const tools = await import('./eth-wallet');
  if (source.kind === 'local') {
    const account = tools.localWalletAccount(source.storage);
    return { tools, address: account.address, chainId: 1, sign: (message: string) => account.signMessage({ message }) };
  }
  const { wallet } = source;
  const accounts = await wallet.request({ method: 'eth_requestAccounts' });
  const address = Array.isArray(accounts) && typeof accounts[0] === 'string' && /^0x[0-9a-fA-F]{40}$/.test(accounts[0]) ? (accounts[0] as `0x${string}`) : undefined;
  if (!address) return undefined;
  const chain = await wallet.request({ method: 'eth_chainId' }).catch(() => '0x1');
  const chainId = typeof chain === 'string' && /^0x[0-9a-fA-F]{1,12}$/.test(chain) ? Number.parseInt(chain, 16) || 1 : 1;
  const sign = async (message: string) => {
    const signature = await wallet.request({ method: 'personal_sign', params: [tools.messageHex(message), address] });
    if (typeof signature !== 'string') throw new Error('the wallet gave no signature');
    return signature;
  };
  return { tools, address, chainId, sign };
}

/** The whole sign-in; never rejects. `lang`: the language a new account keeps. */
export async function signInWithWallet(api: ApiClient, source: WalletSource, lang: string): Promise<EthSignInOutcome> {
  let signed: { message: string; signature: string };
  try {
    const signer = await signerOf(source);
    if (!signer) return { status: 'wallet_failed' };
    const nonce = await api.send({ url: socialPaths.metamaskNonce, method: 'POST', body: {}, schema: ethNonceAnswerSchema });
    if (!nonce.ok) return { status: 'failed', failure: nonce.failure };
    const message = signer.tools.signInMessage(nonce.data, signer.address, signer.chainId);
    signed = { message, signature: await signer.sign(message) };
  } catch (error) {
    return isRejection(error) ? { status: 'refused' } : { status: 'wallet_failed' };
  }
  const body: z.input<typeof ethVerifyRequestSchema> = { ...signed, lang };
  const answer = await api.send({ url: socialPaths.metamaskVerify, method: 'POST', body, schema: ethVerifyAnswerSchema });
  return answer.ok ? { status: 'answered', answer: answer.data } : { status: 'failed', failure: answer.failure };
}
