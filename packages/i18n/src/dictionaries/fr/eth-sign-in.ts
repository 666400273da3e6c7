import type { ethSignInRu } from '../ru/eth-sign-in';

// Textes français de l'espace « ethSignIn » ; les clés sont celles de la source russe.
export const ethSignInFr: Record<keyof typeof ethSignInRu, string> = {
  eth_sign_in_waiting: 'Confirmez la connexion dans votre portefeuille…',
  eth_sign_in_local_wallet: 'Portefeuille local',
  eth_sign_in_local_note: 'portefeuille de test : sa clé reste uniquement dans ce navigateur',

  eth_sign_in_refused: 'Vous avez refusé la signature dans votre portefeuille, vous n’êtes donc pas connecté. Appuyez de nouveau sur le bouton quand vous serez prêt.',
  eth_sign_in_wallet_failed: 'Le portefeuille n’a donné ni adresse ni signature. Ouvrez-le, déverrouillez-le et réessayez.',
  eth_sign_in_no_wallet: 'Ce navigateur n’a pas de portefeuille Ethereum. Installez MetaMask ou un autre portefeuille et rechargez la page.',
  eth_sign_in_no_wallet_local: 'Ce navigateur n’a pas de portefeuille Ethereum. Installez MetaMask ou connectez-vous avec le « Portefeuille local » de test.',

  eth_sign_in_message_invalid: 'Le portefeuille a signé un message qui n’est pas le message de connexion. Réessayez.',
  eth_sign_in_wrong_site: 'Le message a été signé pour un autre site. Recommencez la connexion sur cette page.',
  eth_sign_in_nonce: 'Cette tentative de connexion est périmée ou déjà utilisée. Appuyez de nouveau sur le bouton.',
  eth_sign_in_outdated: 'La signature est périmée : plus de cinq minutes se sont écoulées depuis le début. Réessayez.',
  eth_sign_in_signature: 'La signature ne provient pas de l’adresse du portefeuille indiquée dans le message. Réessayez.',
};
