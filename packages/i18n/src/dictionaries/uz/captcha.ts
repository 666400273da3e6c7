// Uzbek texts of the "captcha" namespace (the security check before sensitive actions).
import type { captchaRu } from '../ru/captcha';

export const captchaUz: Record<keyof typeof captchaRu, string> = {
  captcha_title: 'Xavfsizlik tekshiruvi',
  captcha_checking: 'Robot emasligingizni tekshirmoqdamiz…',
  captcha_checking_hint: 'Odatda bu bir soniya vaqt oladi. Oynani yopsangiz, amal bekor qilinadi.',
  captcha_widget_prompt: 'Davom etish uchun tekshiruvdan oʻting.',
  captcha_dismissed: 'Tekshiruvdan oʻtilmadi: oyna yopildi yoki vaqt tugadi. Qaytadan urinib koʻring.',
  captcha_unavailable: 'Xavfsizlik tekshiruvi hozir ishlamayapti. Sahifani yangilang va qaytadan urinib koʻring.',
  captcha_error_required: 'Xavfsizlik tekshiruvidan oʻtishingiz kerak. Qaytadan urinib koʻring.',
  captcha_error_invalid: 'Xavfsizlik tekshiruvidan oʻtilmadi yoki uning muddati tugagan. Qaytadan urinib koʻring.',
};
