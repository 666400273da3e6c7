// Kazakh texts of the "ethSignIn" namespace (signing in with an Ethereum wallet); keys of ru/eth-sign-in.ts.
import type { ethSignInRu } from '../ru/eth-sign-in';

export const ethSignInKk: Record<keyof typeof ethSignInRu, string> = {
  eth_sign_in_waiting: 'Кіруді әмиянда растаңыз…',
  eth_sign_in_local_wallet: 'Жергілікті әмиян',
  eth_sign_in_local_note: 'сынақ әмияны: оның кілті тек осы браузерде сақталады',
  eth_sign_in_refused: 'Әмиянда қолтаңбадан бас тарттыңыз, кіру орындалмады. Дайын болғанда батырманы қайта басыңыз.',
  eth_sign_in_wallet_failed: 'Әмиян мекенжай немесе қолтаңба бермеді. Әмиянды ашып, құлпын ашыңыз да, қайталап көріңіз.',
  eth_sign_in_no_wallet: 'Бұл браузерде Ethereum әмияны жоқ. MetaMask немесе басқа әмиян орнатып, бетті жаңартыңыз.',
  eth_sign_in_no_wallet_local: 'Бұл браузерде Ethereum әмияны жоқ. MetaMask орнатыңыз немесе сынақ «Жергілікті әмиян» арқылы кіріңіз.',
  eth_sign_in_message_invalid: 'Әмиян кіруге қажетті хабарламаға емес, басқасына қол қойды. Қайталап көріңіз.',
  eth_sign_in_wrong_site: 'Хабарламаға басқа сайт үшін қол қойылған. Кіруді осы бетте қайта бастаңыз.',
  eth_sign_in_nonce: 'Бұл кіру әрекетінің мерзімі өтті немесе ол бұрын қолданылған. Батырманы қайта басыңыз.',
  eth_sign_in_outdated: 'Қолтаңбаның мерзімі өтті: кіру басталғаннан бері бес минуттан астам уақыт өтті. Қайталап көріңіз.',
  eth_sign_in_signature: 'Қолтаңба хабарламадағы әмиян мекенжайына тиесілі емес. Қайталап көріңіз.',
};
