import type { captchaRu } from '../ru/captcha';

export const captchaEn: Record<keyof typeof captchaRu, string> = {
  captcha_title: 'Security check',
  captcha_checking: 'Checking that you are not a robot…',
  captcha_checking_hint: 'This usually takes a second. Closing this window cancels the action.',
  captcha_widget_prompt: 'Complete the check to continue.',
  captcha_dismissed: 'The check was not completed: the window was closed or the time ran out. Please try again.',
  captcha_unavailable: 'The security check is unavailable right now. Reload the page and try again.',
  captcha_error_required: 'Please complete the security check and try again.',
  captcha_error_invalid: 'The security check failed or has expired. Please try again.',
};
