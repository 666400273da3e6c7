import type { z } from 'zod';
import { controlCharacterPaths } from '@stavka/domain/validation/control-characters';
import { encodeValidationMessage } from '@stavka/domain/validation/message-codec';
import { AppError } from './app-error';
import { FieldMessages } from './field-messages';

/**
 * Validates input with a contract schema. A failure is an office-style validation error with
 * a field → messages map (spec §8), so nothing downstream ever sees unchecked input.
 *
 * Before the schema, every text of the input meets the one rule no schema has to repeat: no
 * control characters (a NUL reached the database and failed the query with a 500).
 */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const fields = new FieldMessages();
  for (const path of controlCharacterPaths(input)) fields.add(path, encodeValidationMessage({ key: 'validation_control_characters' }));
  if (!fields.empty) throw new AppError('validation', 'Validation failed', fields.toRecord());
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  for (const issue of result.error.issues) fields.add(issue.path, issue.message);
  throw new AppError('validation', 'Validation failed', fields.toRecord());
}
