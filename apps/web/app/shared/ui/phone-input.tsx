import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  buildPhoneValue,
  filterCountriesByPhoneCode,
  formatPhoneForCountry,
  phoneDigits,
  phoneMaskPlaceholder,
  type PhoneCountryWithRule,
  type PhoneValue,
} from '@stavka/domain/phone-mask';
import { cx } from './class-names';
import { Icon } from './icon';
import { caretAfterMask } from './mask-caret';
import { SelectModal } from './select-modal';
import { filterOptions, type SelectOption } from './select-search';
import styles from './phone-input.module.css';

export interface PhoneInputProps {
  readonly label: string;
  /** Countries with their mask rules joined in (withPhoneRules of @stavka/domain/phone-mask). */
  readonly countries: readonly PhoneCountryWithRule[];
  readonly value: PhoneValue | null;
  readonly onChange: (value: PhoneValue) => void;
  /** Country shown before the player picks one (e.g. the geo country); else the first. */
  readonly defaultCountryId?: number;
  /** Error text slot; marks the field invalid. */
  readonly error?: ReactNode;
  readonly hint?: ReactNode;
  /** Submits fullPhone (digits only) under this name with a native form. */
  readonly name?: string;
  readonly required?: boolean;
  readonly disabled?: boolean;
  /** The country list is still loading: the picker shows skeleton rows. */
  readonly loading?: boolean;
  readonly onBlur?: () => void;
}

interface CountryOption extends SelectOption {
  readonly id: number;
  readonly phoneCode: string;
}

// spec §5: typed digits (optionally after +) search phone codes; other text searches name and iso.
function filterCountryOptions(options: readonly CountryOption[], query: string): CountryOption[] {
  return /^\s*\+?\d+\s*$/.test(query) ? filterCountriesByPhoneCode(options, query) : filterOptions(options, query);
}

/** A phone field: country picker (select modal with search) and a number masked by the country's rule. */
export function PhoneInput({
  label,
  countries,
  value,
  onChange,
  defaultCountryId,
  error,
  hint,
  name,
  required = false,
  disabled = false,
  loading = false,
  onBlur,
}: PhoneInputProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<number | null>(null);
  const focusInputAfterPick = useRef(false);
  const [picking, setPicking] = useState(false);

  const country =
    countries.find((c) => c.id === value?.countryId) ??
    countries.find((c) => c.id === defaultCountryId) ??
    countries[0];
  const phoneNum = value?.phoneNum ?? '';

  // Put the caret back by the same digit after the mask re-formatted the text.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (pendingCaret.current === null || !input) return;
    input.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  });
  // After a country is picked the number is next. A passive effect runs after the picker's
  // focus trap has handed focus back, so this focus wins.
  useEffect(() => {
    if (!focusInputAfterPick.current) return;
    focusInputAfterPick.current = false;
    inputRef.current?.focus();
  });

  const onType = (raw: string, caret: number | null) => {
    if (!country) return;
    const masked = formatPhoneForCountry(raw, country);
    if (caret !== null) pendingCaret.current = caretAfterMask(raw, caret, masked);
    onChange(buildPhoneValue(country, masked));
  };
  const onPick = (option: CountryOption) => {
    setPicking(false);
    const picked = countries.find((c) => c.id === option.id);
    if (!picked) return;
    focusInputAfterPick.current = true;
    onChange(buildPhoneValue(picked, formatPhoneForCountry(phoneDigits(phoneNum), picked)));
  };

  const options: CountryOption[] = countries.map((c) => ({
    id: c.id,
    name: c.name,
    iso: c.code.toUpperCase(),
    phoneCode: c.phoneCode,
    checked: c.id === country?.id,
  }));
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={cx(styles.row, error ? styles.invalid : undefined)}>
        <button
          type="button"
          className={styles.country}
          aria-haspopup="dialog"
          aria-label={
            country
              ? `${t('ui_phone_country')}: ${t('ui_phone_country_value', { country: country.name, code: country.phoneCode })}`
              : t('ui_phone_country_select')
          }
          disabled={disabled}
          onClick={() => setPicking(true)}
        >
          {country && <span className={styles.iso}>{country.code.toUpperCase()}</span>}
          <span>{country?.phoneCode ?? '+'}</span>
          <Icon name="chevron-down" size="xs" />
        </button>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={country?.mask ? phoneMaskPlaceholder({ mask: country.mask, max: country.max ?? null }) : undefined}
          value={phoneNum}
          required={required}
          disabled={disabled || !country}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onType(event.target.value, event.target.selectionStart)}
          onBlur={onBlur}
        />
      </div>
      {name && <input type="hidden" name={name} value={value?.fullPhone ?? ''} />}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      {picking && (
        <SelectModal
          title={t('ui_phone_country_select')}
          options={options}
          loading={loading}
          searchable
          searchLabel={t('ui_phone_country_search')}
          filter={filterCountryOptions}
          renderOption={(option) => (
            <>
              {option.name}
              <span className={styles.optionCode}>{option.phoneCode}</span>
            </>
          )}
          onSelect={onPick}
          onClose={() => setPicking(false)}
        />
      )}
    </div>
  );
}
