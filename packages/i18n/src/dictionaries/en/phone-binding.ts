import type { phoneBindingRu } from '../ru/phone-binding';

// English texts of the "phoneBinding" namespace; the keys are those of the Russian source.
export const phoneBindingEn: Record<keyof typeof phoneBindingRu, string> = {
  // office_phone_binding
  office_phone_binding_title: 'Add a phone number',
  office_phone_binding_lead: 'The number lets you sign in by SMS and get back into your account. We will text a code to it.',
  // office_phone_activate
  office_phone_activate_title: 'Confirm your phone',
  office_phone_activate_lead: 'We will text a code to +{{phone}}. Type it in to confirm the number is yours.',
  // office_phone_change
  office_phone_change_title: 'Change your phone',
  office_phone_change_lead: 'Answer your security question and we will text a code to your current number. Then type the new number and the code sent to it.',
  phone_change_old_step: 'Step 1 of 2: the code goes to your current number +{{phone}}.',
  phone_change_send_old_code: 'Answer and get a code',
  phone_change_next: 'Next',
  phone_change_new_step: 'Step 2 of 2: the new number and the code sent to it. You have 15 minutes.',
  phone_change_link: 'Change the phone',
  phone_change_set_question_link: 'Set a security question',
  phone_binding_submit: 'Confirm',
  phone_binding_done: 'The phone +{{phone}} is added and confirmed.',
  phone_binding_already_done: 'The phone +{{phone}} is already confirmed. You can change it in Security.',
  phone_binding_has_unconfirmed: 'Your account has the unconfirmed number +{{phone}}.',
  phone_binding_activate_link: 'Confirm this number',
  phone_binding_no_phone_text: 'Your account has no phone number.',
  phone_binding_bind_link: 'Add a phone number',
  phone_binding_back_to_security: 'Back to Security',
  phone_binding_load_failed: 'Your phone details could not be loaded. Reload the page.',
  // field messages of the phone calls
  phone_binding_already_confirmed: 'Your phone is already confirmed. To use another number, change your phone.',
  phone_binding_no_phone: 'Your account has no phone number. Add one first.',
  phone_binding_taken: 'This number belongs to another account. Contact support if it is yours.',
  phone_change_no_confirmed_phone: 'Your account has no confirmed phone. Add or confirm a number first.',
  phone_change_no_question: 'Set a security question first: the phone is changed only with its answer.',
  phone_change_expired: 'The time to change the phone ran out. Start again.',
  phone_change_same: 'This number is already on your account. Type a new one.',
  // the office_security page
  office_security_phone_title: 'Phone',
  office_security_phone_none: 'No phone number yet. Add one to sign in by SMS and get back into your account.',
  office_security_phone_unconfirmed: 'The number +{{phone}} is not confirmed.',
  office_security_phone_confirmed: 'The number +{{phone}} is confirmed.',
  office_security_phone_state_confirmed: 'Confirmed',
  office_security_phone_state_unconfirmed: 'Not confirmed',
  office_security_phone_state_none: 'None',
};
