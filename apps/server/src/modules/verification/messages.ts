import { dictionaryFor } from '@stavka/i18n/dictionaries';
import type { DeliveryChannel } from '../delivery/service';

// Texts of codes and links from the `delivery` dictionary in the player's language (ru, en;
// every other language gets English, as dictionaryFor decides).

export type CodePurpose = 'phone_registration' | 'sms_sign_in' | 'password_reset' | 'email_activation' | 'phone_binding' | 'phone_change' | 'email_change' | 'two_factor';
export type LinkPurpose = 'email_activation' | 'password_reset';

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export function codeMessage(input: {
  purpose: CodePurpose;
  channel: DeliveryChannel;
  code: string;
  lang: string;
  brandName: string;
  validMinutes: number;
}): { subject?: string; text: string } {
  const t = dictionaryFor(input.lang);
  const values = { brand: input.brandName, code: input.code, minutes: input.validMinutes };
  const text = fill(t[`delivery_code_${input.purpose}`], values);
  // An SMS stays one short segment; an e-mail has room to say how long the code lasts.
  if (input.channel !== 'email') return { text };
  return { subject: fill(t.delivery_code_subject, values), text: `${text}\n\n${fill(t.delivery_code_valid_for, values)}` };
}

/** The account number and password of a one-click account, mailed at the player's request. */
export function credentialsMessage(input: { lang: string; brandName: string; login: string; password: string }): { subject: string; text: string } {
  const t = dictionaryFor(input.lang);
  const values = { brand: input.brandName, login: input.login, password: input.password };
  return { subject: fill(t.delivery_credentials_subject, values), text: fill(t.delivery_credentials_text, values) };
}

export function linkMessage(input: { purpose: LinkPurpose; link: string; lang: string; brandName: string; validHours: number }): {
  subject: string;
  text: string;
} {
  const t = dictionaryFor(input.lang);
  const values = { brand: input.brandName, link: input.link, hours: input.validHours };
  return {
    subject: fill(t[`delivery_link_${input.purpose}_subject`], values),
    text: fill(t[`delivery_link_${input.purpose}_text`], values),
  };
}
