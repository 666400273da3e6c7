// English texts of the account's protection level and the support PIN (office → security).
import type { accountSecurityRu } from '../ru/account-security';

export const accountSecurityEn: Record<keyof typeof accountSecurityRu, string> = {
  security_level_title: 'Protection level',
  security_level_low: 'Low',
  security_level_medium: 'Medium',
  security_level_high: 'High',
  security_level_summary: 'Protection steps taken: {{done}} of {{total}}',
  security_level_load_failed: 'Could not load the protection level. Please reload the page.',
  security_check_email_confirmed: 'Confirm your e-mail',
  security_check_phone_confirmed: 'Confirm your phone',
  security_check_two_factor: 'Turn on two-factor authentication',
  security_check_secure_question: 'Set a secret question',
  security_check_done: 'Done',
  security_check_todo: 'Not done yet',
  support_pin_title: 'PIN code for support',
  support_pin_hint:
    'Tell support this code when you contact them: it shows them they are talking to the account holder. Never give it to anyone else.',
  support_pin_get: 'Get a new PIN code',
  support_pin_shown: 'Your PIN code: {{pin}}. Write it down: we show it only once.',
  support_pin_issued_at: 'The current code was issued on {{date}}. A new code replaces it.',
  support_pin_none: 'No PIN code has been issued yet.',
  support_pin_failed: 'Could not issue a PIN code. Please try again.',
};
