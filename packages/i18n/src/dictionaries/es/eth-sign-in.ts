// Spanish texts of the "ethSignIn" namespace (signing in with an Ethereum wallet); keys of ru/eth-sign-in.ts.
import type { ethSignInRu } from '../ru/eth-sign-in';

export const ethSignInEs: Record<keyof typeof ethSignInRu, string> = {
  eth_sign_in_waiting: 'Confirma el inicio de sesión en tu billetera…',
  eth_sign_in_local_wallet: 'Billetera local',
  eth_sign_in_local_note: 'billetera de prueba: su clave se guarda solo en este navegador',
  eth_sign_in_refused: 'Rechazaste la firma en la billetera, así que no has iniciado sesión. Pulsa el botón de nuevo cuando estés listo.',
  eth_sign_in_wallet_failed: 'La billetera no dio una dirección ni una firma. Ábrela, desbloquéala e inténtalo de nuevo.',
  eth_sign_in_no_wallet: 'Este navegador no tiene una billetera de Ethereum. Instala MetaMask u otra billetera y recarga la página.',
  eth_sign_in_no_wallet_local: 'Este navegador no tiene una billetera de Ethereum. Instala MetaMask o entra con la «Billetera local» de prueba.',
  eth_sign_in_message_invalid: 'La billetera firmó un mensaje que no es el de inicio de sesión. Inténtalo de nuevo.',
  eth_sign_in_wrong_site: 'El mensaje se firmó para otro sitio. Vuelve a iniciar sesión en esta página.',
  eth_sign_in_nonce: 'Este intento de inicio de sesión caducó o ya se usó. Pulsa el botón de nuevo.',
  eth_sign_in_outdated: 'La firma caducó: pasaron más de cinco minutos desde que empezaste. Inténtalo de nuevo.',
  eth_sign_in_signature: 'La firma no es de la dirección de la billetera que figura en el mensaje. Inténtalo de nuevo.',
};
