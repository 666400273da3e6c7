import { z } from 'zod';

// spec §5: "Passwords are sent encoded in a wrapper object." The web client wraps every password;
// API clients may send a plain string. The server decodes both in one place: `passwordInput`.

export const passwordWrapperSchema = z.strictObject({
  encoding: z.literal('base64'),
  value: z.string().min(1).max(1024),
});
export type PasswordWrapper = z.infer<typeof passwordWrapperSchema>;

export function wrapPassword(plain: string): PasswordWrapper {
  const bytes = new TextEncoder().encode(plain);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return { encoding: 'base64', value: btoa(binary) };
}

export function unwrapPassword(wrapper: PasswordWrapper): string | undefined {
  try {
    const binary = atob(wrapper.value);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** A password as the server receives it: plain text or the wrapper, decoded to plain text. */
export const passwordInput = z.union([z.string(), passwordWrapperSchema]).transform((value, ctx) => {
  const plain = typeof value === 'string' ? value : unwrapPassword(value);
  if (plain === undefined) {
    ctx.addIssue({ code: 'custom', message: 'password_wrapper_invalid' });
    return z.NEVER;
  }
  if (plain.length === 0 || plain.length > 128) {
    ctx.addIssue({ code: 'custom', message: plain.length === 0 ? 'auth_required_field' : 'password_too_long' });
    return z.NEVER;
  }
  return plain;
});
