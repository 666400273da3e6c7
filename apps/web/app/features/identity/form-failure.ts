import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * Puts the server's field messages on the form's fields and focuses the first of them in the
 * form's order (UX.md: focus goes to the first invalid field).
 */
export function showFieldErrors<V extends FieldValues>(
  form: Pick<UseFormReturn<V>, 'setError'>,
  fieldsInOrder: readonly Path<V>[],
  messages: Readonly<Record<string, string>>,
): void {
  let focused = false;
  for (const field of fieldsInOrder) {
    const message = messages[field];
    if (message === undefined) continue;
    form.setError(field, { type: 'server', message }, { shouldFocus: !focused });
    focused = true;
  }
}

/**
 * For `handleSubmit`'s invalid handler: focuses the first field in error in the form's visual
 * order (react-hook-form's own focus follows the order fields were registered in).
 */
export function focusFirstError<V extends FieldValues>(
  form: Pick<UseFormReturn<V>, 'setFocus'>,
  fieldsInOrder: readonly Path<V>[],
): (errors: FieldErrors<V>) => void {
  return (errors) => {
    const first = fieldsInOrder.find((field) => field in errors);
    if (first !== undefined) form.setFocus(first);
  };
}
