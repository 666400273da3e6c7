import type { ProfileMapping } from '@stavka/contract/social-presets';
import { ProviderRefusal, type SocialClaims } from './provider-settings';

// A plain OAuth 2.0 provider's user-info answer read by the brand's profile mapping (decision
// 0046): who the person is, their e-mail and whether the provider vouches for it. An e-mail counts
// as verified only when the mapping says where the provider says so — never by default.

function at(answer: unknown, path: string): unknown {
  let value = answer;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object' || Array.isArray(value) || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** A text or a whole number as text; anything else (objects, empty strings) is nothing. */
function textAt(answer: unknown, path: string): string | null {
  const value = at(answer, path);
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

export function claimsFromProfile(answer: unknown, mapping: ProfileMapping): SocialClaims {
  const subject = textAt(answer, mapping.subject);
  if (subject === null || subject.length > 255)
    throw new ProviderRefusal('provider_error', `The user-info answer has no ${mapping.subject}`);
  const raw = mapping.email === undefined ? null : textAt(answer, mapping.email);
  const email = raw !== null && /^[^\s@]+@[^\s@]+$/.test(raw) && raw.length <= 254 ? raw.toLowerCase() : null;
  const rule = mapping.emailVerified;
  const domain = email?.slice(email.lastIndexOf('@') + 1);
  const emailVerified =
    email !== null &&
    (typeof rule === 'string' ? at(answer, rule) === true : rule !== false && domain !== undefined && rule.domains.includes(domain));
  const name =
    mapping.name
      .map((alternative) =>
        alternative
          .split(' ')
          .map((path) => textAt(answer, path))
          .filter((part) => part !== null)
          .join(' '),
      )
      .find((value) => value !== '') ?? null;
  return { subject, email, emailVerified, name };
}
