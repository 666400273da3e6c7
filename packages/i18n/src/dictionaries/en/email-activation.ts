import type { emailActivationRu } from '../ru/email-activation';

// English texts of the "emailActivation" namespace; the keys are those of the Russian source.
export const emailActivationEn: Record<keyof typeof emailActivationRu, string> = {
  // office_activation_email
  office_activation_email_title: 'Confirm your e-mail',
  office_activation_email_lead: 'Confirm {{email}}: we will send a letter with a link, or a code to type in here.',
  email_activation_send_link: 'Send a link',
  email_activation_send_code: 'Send a code',
  email_activation_link_sent: 'A letter with a link was sent to {{email}}. Open it and follow the link; it works for 24 hours.',
  email_activation_code_sent: 'A letter with a code was sent to {{email}}. The code works for 10 minutes.',
  email_activation_code_label: 'Code from the letter',
  email_activation_submit: 'Confirm',
  email_activation_done: 'The address {{email}} is confirmed.',
  email_activation_already: 'The address {{email}} is already confirmed.',
  email_activation_no_email: 'Your account has no e-mail address.',
  // office_email_change
  office_email_change_title: 'Change your e-mail',
  office_email_change_lead: 'Type the new address and your account password and we will mail a code to the new address. Type it in and the address is yours and confirmed.',
  email_change_new_label: 'New e-mail',
  email_change_code_sent: 'The code was sent to {{email}}. It works for 10 minutes.',
  email_change_link: 'Change the e-mail',
  email_change_same: 'This address is already on your account. Type a new one.',
  email_change_taken: 'This address belongs to another account. Contact support if it is yours.',
  // the office_security page
  office_security_email_title: 'E-mail',
  office_security_email_none: 'No e-mail address yet.',
  office_security_email_unconfirmed: 'The address {{email}} is not confirmed.',
  office_security_email_confirmed: 'The address {{email}} is confirmed.',
  office_security_email_link: 'Confirm the e-mail',
};
