// The same spec §5 rules on the server: zod schemas whose issues carry the validation message
// (key, or key with JSON params, see message-codec.ts) as `message` and the raw error as
// `params`, so `validate()` in apps/server returns a field → message-keys map the client translates.
import { z } from 'zod';
import { encodeValidationMessage } from './message-codec';
import type { ValidationError, Validator } from './types';
import { type FormRules, type VisibleFields, validateForm, validateField } from './validate';

function issueOf(error: ValidationError, path?: readonly string[]) {
  return {
    code: 'custom' as const,
    message: encodeValidationMessage(error),
    params: { key: error.key, ...(error.params ? { params: error.params } : {}) },
    ...(path ? { path: [...path] } : {}),
  };
}

/** A string schema that fails with the first error of the validators. */
export function zodFromValidators(validators: readonly Validator<string>[]): z.ZodString {
  return zodWithValidators(z.string(), validators);
}

/** Adds validators to any schema; they run on its parsed output. */
export function zodWithValidators<S extends z.ZodType>(schema: S, validators: readonly Validator<z.output<S>>[]): S {
  return schema.superRefine((value, ctx) => {
    const error = validateField(value, validators);
    if (error) ctx.addIssue(issueOf(error));
  });
}

/**
 * A refinement for an object schema that runs form rules (with cross-field context, e.g. the
 * password confirmation) and reports each field's first error at that field's path:
 * `z.object({...}).superRefine(zodFormRefinement(rules))`.
 */
export function zodFormRefinement<V extends Readonly<Record<string, unknown>>>(
  rules: FormRules<V>,
  visible?: VisibleFields<V>,
): (values: V, ctx: z.RefinementCtx<V>) => void {
  return (values, ctx) => {
    const { errors } = validateForm(values, rules, visible);
    for (const [field, error] of Object.entries(errors)) {
      if (error) ctx.addIssue(issueOf(error, [field]));
    }
  };
}
