// French texts of the "captcha" namespace (spec §4 captcha flow, §8 "Dismissed captcha"), typed by the Russian source.
import type { captchaRu } from '../ru/captcha';

export const captchaFr: Record<keyof typeof captchaRu, string> = {
  captcha_title: 'Contrôle de sécurité',
  captcha_checking: 'Nous vérifions que vous n’êtes pas un robot…',
  captcha_checking_hint: 'Cela ne prend généralement qu’une seconde. Si vous fermez la fenêtre, l’action sera annulée.',
  captcha_widget_prompt: 'Effectuez le contrôle pour continuer.',
  captcha_dismissed: 'Contrôle non effectué : la fenêtre a été fermée ou le délai a expiré. Réessayez.',
  captcha_unavailable: 'Le contrôle de sécurité est indisponible pour le moment. Rechargez la page et réessayez.',
  captcha_error_required: 'Vous devez effectuer le contrôle de sécurité. Réessayez.',
  captcha_error_invalid: 'Le contrôle de sécurité a échoué ou a expiré. Réessayez.',
};
