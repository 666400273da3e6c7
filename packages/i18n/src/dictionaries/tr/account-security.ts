// Turkish texts of the account's protection level and the support PIN (account → security); keys are those of the Russian source.
import type { accountSecurityRu } from '../ru/account-security';

export const accountSecurityTr: Record<keyof typeof accountSecurityRu, string> = {
  security_level_title: 'Koruma seviyesi',
  security_level_low: 'Düşük',
  security_level_medium: 'Orta',
  security_level_high: 'Yüksek',
  security_level_summary: 'Tamamlanan güvenlik önlemi: {{done}} / {{total}}',
  security_level_load_failed: 'Koruma seviyesi yüklenemedi. Sayfayı yenileyin.',
  security_check_email_confirmed: 'E-postayı onayla',
  security_check_phone_confirmed: 'Telefonu onayla',
  security_check_two_factor: 'İki faktörlü doğrulamayı aç',
  security_check_secure_question: 'Güvenlik sorusu belirle',
  security_check_done: 'Tamamlandı',
  security_check_todo: 'Henüz yapılmadı',
  support_pin_title: 'Destek ekibi için PIN kodu',
  support_pin_hint:
    'Destek ekibine başvurduğunuzda bu kodu söyleyin: hesap sahibiyle konuştuğumuzdan bu sayede emin oluruz. Kodu başka kimseyle paylaşmayın.',
  support_pin_get: 'Yeni PIN kodu al',
  support_pin_shown: 'PIN kodunuz: {{pin}}. Not alın: kodu yalnızca bir kez gösteriyoruz.',
  support_pin_issued_at: 'Geçerli kod {{date}} tarihinde verildi. Yeni kod bunun yerini alır.',
  support_pin_none: 'Henüz PIN kodu verilmedi.',
  support_pin_failed: 'PIN kodu verilemedi. Lütfen tekrar deneyin.',
};
