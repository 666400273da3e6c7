// A phone number field of a react-hook-form form: the country picker and the number (PhoneInput),
// controlled by the form, which focuses the number when it is the first field in error.
import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import type { PhoneCountryWithRule, PhoneValue } from '@stavka/domain/phone-mask';
import { useRootData } from '../../../shared/root-data';
import { PhoneInput } from '../../../shared/ui/phone-input';

export interface PhoneFieldProps<T extends FieldValues> {
  readonly control: Control<T>;
  readonly name: FieldPathByValue<T, PhoneValue | null | undefined>;
  readonly label: string;
  readonly countries: readonly PhoneCountryWithRule[];
  readonly error: string | undefined;
  readonly required: boolean;
}

export function PhoneField<T extends FieldValues>({ control, name, label, countries, error, required }: PhoneFieldProps<T>) {
  const { site } = useRootData();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        // The phone input has no ref of its own: the form focuses its number through this.
        <div ref={(element) => field.ref(element ? { focus: () => element.querySelector<HTMLInputElement>('input[type="tel"]')?.focus() } : null)}>
          <PhoneInput
            label={label}
            countries={countries}
            value={(field.value as PhoneValue | undefined) ?? null}
            onChange={field.onChange}
            onBlur={field.onBlur}
            defaultCountryId={site.geoCountryId}
            error={error}
            required={required}
          />
        </div>
      )}
    />
  );
}
