// Turkish texts of the "captcha" namespace (the security check); keys are those of the Russian source.
import type { captchaRu } from '../ru/captcha';

export const captchaTr: Record<keyof typeof captchaRu, string> = {
  captcha_title: 'Güvenlik kontrolü',
  captcha_checking: 'Robot olmadığınızı kontrol ediyoruz…',
  captcha_checking_hint: 'Bu genellikle bir saniye sürer. Pencereyi kapatırsanız işlem iptal edilir.',
  captcha_widget_prompt: 'Devam etmek için kontrolü tamamlayın.',
  captcha_dismissed: 'Kontrol tamamlanmadı: pencere kapatıldı veya süre doldu. Lütfen tekrar deneyin.',
  captcha_unavailable: 'Güvenlik kontrolü şu anda kullanılamıyor. Sayfayı yenileyip tekrar deneyin.',
  captcha_error_required: 'Güvenlik kontrolünü tamamlamanız gerekiyor. Lütfen tekrar deneyin.',
  captcha_error_invalid: 'Güvenlik kontrolü başarısız oldu veya süresi doldu. Lütfen tekrar deneyin.',
};
