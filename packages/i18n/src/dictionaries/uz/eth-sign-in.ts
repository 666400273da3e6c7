import type { ethSignInRu } from '../ru/eth-sign-in';

// "ethSignIn" boʻlimining oʻzbekcha matnlari; kalitlar rus manbasidagi kabi.
export const ethSignInUz: Record<keyof typeof ethSignInRu, string> = {
  eth_sign_in_waiting: 'Kirishni hamyoningizda tasdiqlang…',
  eth_sign_in_local_wallet: 'Mahalliy hamyon',
  eth_sign_in_local_note: 'sinov hamyoni: uning kaliti faqat shu brauzerda saqlanadi',

  eth_sign_in_refused: 'Siz hamyonda imzodan voz kechdingiz, shuning uchun kirmadingiz. Tayyor boʻlganingizda tugmani yana bosing.',
  eth_sign_in_wallet_failed: 'Hamyon manzil ham, imzo ham bermadi. Hamyonni oching, qulfdan chiqaring va qayta urinib koʻring.',
  eth_sign_in_no_wallet: 'Bu brauzerda Ethereum hamyoni yoʻq. MetaMask yoki boshqa hamyonni oʻrnating va sahifani yangilang.',
  eth_sign_in_no_wallet_local: 'Bu brauzerda Ethereum hamyoni yoʻq. MetaMask oʻrnating yoki sinov uchun «Mahalliy hamyon» bilan kiring.',

  eth_sign_in_message_invalid: 'Hamyon kirish xabari boʻlmagan xabarni imzoladi. Qayta urinib koʻring.',
  eth_sign_in_wrong_site: 'Xabar boshqa sayt uchun imzolangan. Shu sahifada kirishni qaytadan boshlang.',
  eth_sign_in_nonce: 'Bu kirish urinishi eskirgan yoki allaqachon ishlatilgan. Tugmani yana bosing.',
  eth_sign_in_outdated: 'Imzo eskirgan: boshlaganingizdan beri besh daqiqadan koʻp vaqt oʻtdi. Qayta urinib koʻring.',
  eth_sign_in_signature: 'Imzo xabardagi hamyon manzilidan emas. Qayta urinib koʻring.',
};
