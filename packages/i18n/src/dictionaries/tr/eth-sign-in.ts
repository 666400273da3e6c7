// Turkish texts of the "ethSignIn" namespace (signing in with an Ethereum wallet); keys of ru/eth-sign-in.ts.
import type { ethSignInRu } from '../ru/eth-sign-in';

export const ethSignInTr: Record<keyof typeof ethSignInRu, string> = {
  eth_sign_in_waiting: 'Girişi cüzdanınızda onaylayın…',
  eth_sign_in_local_wallet: 'Yerel cüzdan',
  eth_sign_in_local_note: 'test cüzdanı: anahtarı yalnızca bu tarayıcıda saklanır',
  eth_sign_in_refused: 'Cüzdanda imzayı reddettiniz, giriş yapılmadı. Hazır olduğunuzda düğmeye yeniden basın.',
  eth_sign_in_wallet_failed: 'Cüzdan adres ya da imza vermedi. Cüzdanı açın, kilidini açın ve yeniden deneyin.',
  eth_sign_in_no_wallet: 'Bu tarayıcıda Ethereum cüzdanı yok. MetaMask veya başka bir cüzdan kurup sayfayı yenileyin.',
  eth_sign_in_no_wallet_local: 'Bu tarayıcıda Ethereum cüzdanı yok. MetaMask kurun veya test amaçlı “Yerel cüzdan” ile giriş yapın.',
  eth_sign_in_message_invalid: 'Cüzdan, giriş mesajı olmayan bir mesajı imzaladı. Yeniden deneyin.',
  eth_sign_in_wrong_site: 'Mesaj başka bir site için imzalanmış. Bu sayfada girişe yeniden başlayın.',
  eth_sign_in_nonce: 'Bu giriş denemesinin süresi doldu veya zaten kullanıldı. Düğmeye yeniden basın.',
  eth_sign_in_outdated: 'İmzanın süresi doldu: başladığınızdan bu yana beş dakikadan fazla geçti. Yeniden deneyin.',
  eth_sign_in_signature: 'İmza, mesajdaki cüzdan adresine ait değil. Yeniden deneyin.',
};
