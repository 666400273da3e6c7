// Running the rules of a field and of a form (spec §5 "Date" paragraph: "Field validators run
// together and the first error is shown; a form is in error if any visible field has an error").
import type { ValidationContext, ValidationError, Validator } from './types';

/** The first error of a field's validators, in the order they are listed, or null. */
export function validateField<T>(
  value: T,
  validators: readonly Validator<T>[],
  ctx?: ValidationContext,
): ValidationError | null {
  for (const validator of validators) {
    const error = validator(value, ctx);
    if (error) return error;
  }
  return null;
}

/** The validators of each field of a form, by field name. */
export type FormRules<V extends Readonly<Record<string, unknown>>> = {
  readonly [K in keyof V]?: readonly Validator<V[K]>[];
};

/** Which fields are shown: a list of names or a predicate. Hidden fields are never in error. */
export type VisibleFields<V> = Iterable<keyof V & string> | ((field: keyof V & string) => boolean);

export interface FormValidation<V> {
  /** The first error of every visible field that has one. */
  readonly errors: Partial<Record<keyof V & string, ValidationError>>;
  readonly isFormInError: boolean;
}

/**
 * Validates the visible fields of a form (all fields with rules when `visible` is omitted).
 * Each validator sees the whole form through its context, so a confirmation can compare fields.
 */
export function validateForm<V extends Readonly<Record<string, unknown>>>(
  values: V,
  fields: FormRules<V>,
  visible?: VisibleFields<V>,
): FormValidation<V> {
  const isVisible = visibilityOf(visible);
  const ctx: ValidationContext = { values };
  const errors: Partial<Record<keyof V & string, ValidationError>> = {};
  for (const name of Object.keys(fields) as (keyof V & string)[]) {
    const validators = fields[name];
    if (!validators || !isVisible(name)) continue;
    const error = validateField(values[name], validators, ctx);
    if (error) errors[name] = error;
  }
  return { errors, isFormInError: Object.keys(errors).length > 0 };
}

function visibilityOf<V>(visible: VisibleFields<V> | undefined): (field: keyof V & string) => boolean {
  if (visible === undefined) return () => true;
  if (typeof visible === 'function') return visible;
  const names = new Set<string>(visible);
  return (field) => names.has(field);
}
