import type { twoFactorRu } from '../ru/two-factor';

// English texts of the "twoFactor" namespace; the keys are those of the Russian source.
export const twoFactorEn: Record<keyof typeof twoFactorRu, string> = {
  // office_security
  office_security_title: 'Security',
  office_security_lead: 'How signing in to your account is protected.',
  office_security_two_factor_title: 'Two-factor authentication',
  office_security_two_factor_on: 'On since {{date}}: signing in needs a code from your authenticator app.',
  office_security_two_factor_off: 'Off: your password alone signs you in.',
  office_security_two_factor_enable: 'Turn on',
  office_security_two_factor_disable: 'Turn off',
  office_security_password_title: 'Password',
  office_security_password_hint: 'Change your password and, if you like, end your other sessions.',
  office_security_password_link: 'Change password',
  office_security_sessions_title: 'Sessions',
  office_security_sessions_hint: 'The devices signed in to your account; end any of them.',
  office_security_sessions_link: 'Session history',
  office_security_state_on: 'On',
  office_security_state_off: 'Off',

  // office_enable_two_factor_auth
  two_factor_enable_title: 'Turn on two-factor authentication',
  two_factor_enable_lead: 'Once it is on, every sign-in asks for a six-digit code from an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password and others).',
  two_factor_step_scan: '1. Scan the QR code with the app',
  two_factor_qr_alt: 'QR code for the authenticator app',
  two_factor_step_type: 'Or type the key into the app',
  two_factor_secret_label: 'Key',
  two_factor_copy: 'Copy the key',
  two_factor_copied: 'Key copied',
  two_factor_step_code: '2. Enter the code the app shows',
  two_factor_code_label: 'Code from the app',
  two_factor_enable_submit: 'Turn on',
  two_factor_already_on: 'Two-factor authentication is on already.',
  two_factor_enabled_title: 'Two-factor authentication is on',
  two_factor_recovery_lead: 'Save your recovery code. It is shown only now: it signs you in without the app and turns the protection off.',
  two_factor_recovery_label: 'Recovery code',
  two_factor_recovery_saved: 'I have saved the recovery code',
  two_factor_recovery_done: 'Done',

  // office_disable_two_factor_auth
  two_factor_disable_title: 'Turn off two-factor authentication',
  two_factor_disable_lead: 'Enter the recovery code you were given when you turned the protection on.',
  two_factor_hash_label: 'Recovery code',
  two_factor_disable_submit: 'Turn off',
  two_factor_already_off: 'Two-factor authentication is off.',
  two_factor_disabled: 'Two-factor authentication is off',
  two_factor_back_to_security: 'Back to security',

  // The sign-in's second step
  two_factor_sign_in_lead: 'Enter the code from your authenticator app.',
  two_factor_sign_in_submit: 'Confirm',
  two_factor_use_recovery: 'No access to the app? Sign in with the recovery code',
  two_factor_use_code: 'Enter a code from the app',
  two_factor_recovery_sign_in_lead: 'Signing in with the recovery code turns two-factor authentication off; you can turn it on again afterwards.',
  two_factor_turned_off_notice: 'Two-factor authentication is off: turn it on again under Security.',
  two_factor_start_over: 'Sign in again',

  // Message keys of the two-factor calls
  two_factor_wrong_code: 'Wrong code',
  two_factor_code_used: 'This code was used already; wait for the next one',
  two_factor_wrong_hash: 'Wrong recovery code',
  two_factor_code_format: 'The code is six digits',
  two_factor_hash_format: 'The recovery code is 32 characters (digits and letters a–f)',
  two_factor_no_phone: 'An SMS code needs a confirmed phone',
  two_factor_setup_first: 'Get the QR code first',
  two_factor_sign_in_again: 'The time to enter the code ran out; sign in again',
  two_factor_load_failed: 'The protection settings could not be loaded.',
};
