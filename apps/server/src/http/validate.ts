import type { z } from 'zod';
import { AppError } from './app-error';

/**
 * Validates input with a contract schema. A failure is an office-style validation error with
 * a field → messages map (spec §8), so nothing downstream ever sees unchecked input.
 */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : '_';
    (fields[field] ??= []).push(issue.message);
  }
  throw new AppError('validation', 'Validation failed', fields);
}
