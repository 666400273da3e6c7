// Kazakh texts of the "captcha" namespace (spec §4 captcha flow, §8 "Dismissed captcha"); the keys are those of the Russian source.
import type { captchaRu } from '../ru/captcha';

export const captchaKk: Record<keyof typeof captchaRu, string> = {
  captcha_title: 'Қауіпсіздік тексерісі',
  captcha_checking: 'Робот емес екеніңізді тексеріп жатырмыз…',
  captcha_checking_hint: 'Әдетте бұл бір секундқа созылады. Терезені жапсаңыз, әрекет тоқтатылады.',
  captcha_widget_prompt: 'Жалғастыру үшін тексерістен өтіңіз.',
  captcha_dismissed: 'Тексерістен өтпедіңіз: терезе жабылды немесе уақыт бітті. Қайта көріңіз.',
  captcha_unavailable: 'Қауіпсіздік тексерісі қазір қолжетімсіз. Бетті жаңартып, қайта көріңіз.',
  captcha_error_required: 'Қауіпсіздік тексерісінен өту керек. Қайта көріңіз.',
  captcha_error_invalid: 'Қауіпсіздік тексерісінен өтпедіңіз немесе оның мерзімі өтті. Қайта көріңіз.',
};
