// Portuguese texts of the "ethSignIn" namespace (signing in with an Ethereum wallet); keys of ru/eth-sign-in.ts.
import type { ethSignInRu } from '../ru/eth-sign-in';

export const ethSignInPt: Record<keyof typeof ethSignInRu, string> = {
  eth_sign_in_waiting: 'Confirme a entrada na sua carteira…',
  eth_sign_in_local_wallet: 'Carteira local',
  eth_sign_in_local_note: 'carteira de teste: a chave fica guardada só neste navegador',
  eth_sign_in_refused: 'Você recusou a assinatura na carteira, por isso não entrou. Toque no botão de novo quando estiver pronto.',
  eth_sign_in_wallet_failed: 'A carteira não forneceu endereço nem assinatura. Abra a carteira, desbloqueie-a e tente de novo.',
  eth_sign_in_no_wallet: 'Este navegador não tem uma carteira Ethereum. Instale a MetaMask ou outra carteira e recarregue a página.',
  eth_sign_in_no_wallet_local: 'Este navegador não tem uma carteira Ethereum. Instale a MetaMask ou entre com a «Carteira local» de teste.',
  eth_sign_in_message_invalid: 'A carteira assinou uma mensagem que não é a de entrada. Tente de novo.',
  eth_sign_in_wrong_site: 'A mensagem foi assinada para outro site. Comece a entrada de novo nesta página.',
  eth_sign_in_nonce: 'Esta tentativa de entrada expirou ou já foi usada. Toque no botão de novo.',
  eth_sign_in_outdated: 'A assinatura expirou: passaram mais de cinco minutos desde o início. Tente de novo.',
  eth_sign_in_signature: 'A assinatura não é do endereço da carteira indicado na mensagem. Tente de novo.',
};
