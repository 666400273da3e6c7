import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { email } from './email';
import { decodeValidationMessage } from './message-codec';
import { password, sameAs } from './password';
import { phoneField } from './phone';
import { required } from './required';
import { zodFormRefinement, zodFromValidators, zodWithValidators } from './zod-bridge';

// The same rules on the server: issues carry the message key (with params) the client translates.
describe('zodFromValidators', () => {
  const schema = zodFromValidators([required('E-mail'), email()]);

  it('accepts a valid value unchanged', () => {
    expect(schema.parse('player@mail.ru')).toBe('player@mail.ru');
  });

  it.each([
    ['', 'validation_required:{"field":"E-mail"}'],
    ['player@gmial.com', 'validation_email_domain_suggestion:{"suggestion":"player@gmail.com"}'],
    ['player@mail', 'validation_email_dot_symbol'],
  ])('%j fails with one issue whose message is %s', (value, message) => {
    const result = schema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('puts the raw key and params in the issue params too', () => {
    const issue = zodFromValidators([phoneField()]).safeParse('12345').error?.issues[0];
    expect(issue).toMatchObject({ code: 'custom', params: { key: 'phone_min_length', params: { value: 6 } } });
    expect(decodeValidationMessage(issue?.message ?? '')).toEqual({ key: 'phone_min_length', params: { value: 6 } });
  });

  it('rejects a non-string with zod’s own issue', () => {
    expect(schema.safeParse(5).success).toBe(false);
  });
});

describe('zodWithValidators', () => {
  it('runs the validators on the output of any schema', () => {
    const schema = zodWithValidators(z.string().trim(), [email()]);
    expect(schema.parse('  a@mail.ru  ')).toBe('a@mail.ru');
    expect(schema.safeParse(' a@mail ').error?.issues[0]?.message).toBe('validation_email_dot_symbol');
  });
});

describe('zodFormRefinement', () => {
  const schema = z
    .object({ password: z.string(), password_confirmation: z.string() })
    .superRefine(zodFormRefinement({ password: [password()], password_confirmation: [sameAs('password')] }));

  it('reports each field’s first error at its path', () => {
    const issues = schema.safeParse({ password: 'short', password_confirmation: 'other' }).error?.issues;
    expect(issues?.map((i) => [i.path, i.message])).toEqual([
      [['password'], 'validation_password_min_length:{"value":8}'],
      [['password_confirmation'], 'validation_passwords_do_not_match'],
    ]);
  });

  it('passes matching passwords', () => {
    expect(schema.safeParse({ password: 'secret123', password_confirmation: 'secret123' }).success).toBe(true);
  });
});
