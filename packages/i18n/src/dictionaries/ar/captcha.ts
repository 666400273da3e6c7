// Arabic texts of the "captcha" namespace (the security check); the keys are those of the Russian source.
import type { captchaRu } from '../ru/captcha';

export const captchaAr: Record<keyof typeof captchaRu, string> = {
  captcha_title: 'التحقق الأمني',
  captcha_checking: 'نتحقق من أنك لست روبوتًا…',
  captcha_checking_hint: 'يستغرق هذا عادةً ثانية واحدة. إغلاق النافذة يلغي الإجراء.',
  captcha_widget_prompt: 'أكمل التحقق للمتابعة.',
  captcha_dismissed: 'لم يكتمل التحقق: أُغلقت النافذة أو انتهى الوقت. يُرجى المحاولة مرة أخرى.',
  captcha_unavailable: 'التحقق الأمني غير متاح حاليًا. حدّث الصفحة وحاول مرة أخرى.',
  captcha_error_required: 'يلزم إكمال التحقق الأمني. يُرجى المحاولة مرة أخرى.',
  captcha_error_invalid: 'لم ينجح التحقق الأمني أو انتهت صلاحيته. يُرجى المحاولة مرة أخرى.',
};
