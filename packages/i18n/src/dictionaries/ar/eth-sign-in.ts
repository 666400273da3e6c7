// Arabic texts of the "ethSignIn" namespace (signing in with an Ethereum wallet); keys of ru/eth-sign-in.ts.
import type { ethSignInRu } from '../ru/eth-sign-in';

export const ethSignInAr: Record<keyof typeof ethSignInRu, string> = {
  eth_sign_in_waiting: 'أكّد تسجيل الدخول في محفظتك…',
  eth_sign_in_local_wallet: 'محفظة محلية',
  eth_sign_in_local_note: 'محفظة تجريبية: مفتاحها محفوظ في هذا المتصفح فقط',
  eth_sign_in_refused: 'رفضت التوقيع في المحفظة، فلم يتم تسجيل الدخول. اضغط الزر مرة أخرى عندما تكون مستعدًا.',
  eth_sign_in_wallet_failed: 'لم تقدّم المحفظة عنوانًا أو توقيعًا. افتح المحفظة وألغِ قفلها ثم حاول مرة أخرى.',
  eth_sign_in_no_wallet: 'لا توجد محفظة إيثريوم في هذا المتصفح. ثبّت MetaMask أو محفظة أخرى ثم أعد تحميل الصفحة.',
  eth_sign_in_no_wallet_local: 'لا توجد محفظة إيثريوم في هذا المتصفح. ثبّت MetaMask أو سجّل الدخول بـ«المحفظة المحلية» التجريبية.',
  eth_sign_in_message_invalid: 'وقّعت المحفظة رسالة ليست رسالة تسجيل الدخول. حاول مرة أخرى.',
  eth_sign_in_wrong_site: 'الرسالة موقّعة لموقع آخر. ابدأ تسجيل الدخول من جديد في هذه الصفحة.',
  eth_sign_in_nonce: 'انتهت صلاحية محاولة الدخول هذه أو استُخدمت من قبل. اضغط الزر مرة أخرى.',
  eth_sign_in_outdated: 'انتهت صلاحية التوقيع: مرّت أكثر من خمس دقائق منذ أن بدأت. حاول مرة أخرى.',
  eth_sign_in_signature: 'التوقيع لا يعود إلى عنوان المحفظة الوارد في الرسالة. حاول مرة أخرى.',
};
