import type { socialRu } from '../ru/social';

// English texts of the "social" namespace; the keys are those of the Russian source.
export const socialEn: Record<keyof typeof socialRu, string> = {
  // The buttons of the sign-in and registration dialogs
  social_sign_in_with: 'Or sign in with',
  social_provider_link: 'Sign in with {{name}}',
  social_local_note: 'test sign-in: any e-mail and name will do',
  social_local_telegram_note: 'test Telegram: any name and number will do',
  social_register_lead: 'Your account is created the first time you sign in with a social network or sign-in service: no password, no form.',
  social_register_terms: 'By continuing you confirm that you are {{age}} or older and accept the rules of the service.',
  social_providers_none: 'Signing in with a social network is not available on this site right now. Choose another way to register.',
  social_providers_failed: 'The ways to sign in with a social network could not be loaded.',

  // socialSignIn: the page the provider sends the player back to
  social_title: 'Signing in with a social network',
  social_title_page: 'Signing in with a social network — {{brand}}',
  social_progress: 'Finishing signing in…',
  social_signed_in: 'You are signed in. Taking you back to the site…',
  social_not_signed_in: 'Signing in did not finish: the site does not see your session. Try signing in again.',
  social_link_lead: 'An account with the e-mail {{email}} already exists. Enter its password to link it with {{provider}}: from then on {{provider}} signs you in to it too.',
  social_link_submit: 'Link and sign in',
  social_linked: 'Your account is now linked with {{provider}}.',
  social_sign_in_again_link: 'Sign in again',
  social_other_way: 'Sign in another way',

  // Why a social sign-in did not happen (the return page's `error`)
  social_error_cancelled: 'Signing in was cancelled on the provider’s page. Try again or sign in another way.',
  social_error_state_mismatch: 'This sign-in attempt has expired or was started in another browser. Start signing in again.',
  social_error_provider_error: 'The sign-in provider answered with an error or did not answer. Try later or sign in another way.',
  social_error_email_taken: 'An account with this e-mail already exists. Start signing in again and we will offer to link it with your sign-in.',
  social_error_no_registration: 'No account is linked with this sign-in, and registering with a social network is off here. Register another way.',
  social_error_blocked: 'The account linked with this sign-in is blocked. Contact support.',
  social_error_unavailable: 'This way of signing in is not available right now. Sign in another way.',
  social_error_invalid_hash: 'Telegram did not confirm this sign-in: its data was changed or signed by another bot. Sign in with Telegram again.',
  social_error_outdated: 'Telegram’s confirmation is more than a day old. Sign in with Telegram again.',
  social_error_replayed: 'This Telegram confirmation was used already. Sign in with Telegram again.',
  social_error_expired: 'The time to finish signing in has run out. Start signing in again.',
  social_error_unknown: 'The sign-in provider’s answer could not be read. Start signing in again.',

  // Field messages the social calls answer with
  social_sign_in_again: 'Signing in with a social network took too long. Start again.',
  social_already_linked: 'This sign-in is already linked with another account.',
  social_unknown_provider: 'There is no such way to sign in.',
};
