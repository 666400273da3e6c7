import type { deliveryRu } from '../ru/delivery';

export const deliveryEn: Record<keyof typeof deliveryRu, string> = {
  delivery_code_phone_registration: '{{brand}}: your registration code is {{code}}. Do not share it with anyone.',
  delivery_code_sms_sign_in: '{{brand}}: your sign-in code is {{code}}. Do not share it with anyone.',
  delivery_code_password_reset: '{{brand}}: your password reset code is {{code}}. Do not share it with anyone.',
  delivery_code_email_activation: '{{brand}}: your e-mail confirmation code is {{code}}. Do not share it with anyone.',
  delivery_code_phone_binding: '{{brand}}: your phone binding code is {{code}}. Do not share it with anyone.',
  delivery_code_phone_change: '{{brand}}: your phone change code is {{code}}. Do not share it with anyone.',
  delivery_code_email_change: '{{brand}}: your e-mail change code is {{code}}. Do not share it with anyone.',
  delivery_code_two_factor: '{{brand}}: your two-factor code is {{code}}. Do not share it with anyone.',
  delivery_credentials_subject: '{{brand}}: your account details',
  delivery_credentials_text:
    'Your account on {{brand}}:\n\nAccount number (login): {{login}}\nPassword: {{password}}\n\nKeep this letter safe and do not share it with anyone. You can change the password in your personal office.',
  delivery_code_subject: '{{brand}}: confirmation code {{code}}',
  delivery_code_valid_for: 'The code is valid for {{minutes}} min.',
  delivery_link_email_activation_subject: '{{brand}}: confirm your e-mail',
  delivery_link_email_activation_text:
    'Hello! To confirm your e-mail on {{brand}}, open this link:\n{{link}}\n\nThe link is valid for {{hours}} h. If you did not sign up, just delete this e-mail.',
  delivery_link_password_reset_subject: '{{brand}}: password reset',
  delivery_link_password_reset_text:
    'Hello! To set a new password on {{brand}}, open this link:\n{{link}}\n\nThe link is valid for {{hours}} h. If you did not ask to reset your password, just delete this e-mail: your password stays the same.',
  delivery_link_invalid: 'This link is no longer valid: it has been used or has expired. Ask for a new one.',
  delivery_retry_after: 'Too many attempts. Try again in {{seconds}} s.',
  delivery_resend_after: 'You can send the code again in {{seconds}} s.',
  delivery_outbox_title: 'Outbox',
  delivery_outbox_notice:
    'A development page: it shows every code and link the site would send by SMS, e-mail and messenger. A production site does not have it.',
  delivery_outbox_filter_label: 'Recipient (phone, e-mail or chat)',
  delivery_outbox_filter_submit: 'Show',
  delivery_outbox_filter_reset: 'All messages',
  delivery_outbox_empty: 'No messages. Ask for a code on the site and it will appear here.',
  delivery_outbox_to: 'To',
  delivery_outbox_subject: 'Subject',
  delivery_outbox_purpose: 'Purpose',
  delivery_outbox_sent_at: 'Sent',
  delivery_outbox_channel_sms: 'SMS',
  delivery_outbox_channel_email: 'E-mail',
  delivery_outbox_channel_messenger: 'Messenger',
  delivery_outbox_copy_code: 'Copy the code',
};
