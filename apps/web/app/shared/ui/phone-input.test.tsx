import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { PhoneCountryWithRule, PhoneValue } from '@stavka/domain/phone-mask';
import { PhoneInput, type PhoneInputProps } from './phone-input';
import { renderWithI18n, ru } from './test-utils';

const countries: PhoneCountryWithRule[] = [
  { id: 1, name: 'Россия', code: 'ru', phoneCode: '+7', mask: '###-###-##-##', min: 10, max: 10 },
  { id: 2, name: 'Казахстан', code: 'kz', phoneCode: '+7', mask: '###-###-##-##' },
  { id: 3, name: 'Беларусь', code: 'by', phoneCode: '+375', mask: '##-###-##-##' },
  { id: 4, name: 'Чад', code: 'td', phoneCode: '+235' },
];

function Field({ onValue, ...props }: Partial<PhoneInputProps> & { onValue?: (value: PhoneValue) => void }) {
  const [value, setValue] = useState<PhoneValue | null>(null);
  return (
    <form>
      <PhoneInput
        label="Телефон"
        countries={countries}
        value={value}
        onChange={(next) => {
          onValue?.(next);
          setValue(next);
        }}
        {...props}
      />
    </form>
  );
}

const numberInput = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Телефон' });
const countryButton = () => screen.getByRole('button', { name: new RegExp(ru('ui_phone_country')) });

describe('PhoneInput', () => {
  it('masks the number with the country rule and reports the phone value (spec §3, §5)', () => {
    const onValue = vi.fn();
    renderWithI18n(<Field onValue={onValue} name="phone" />);
    expect(numberInput().placeholder).toBe('000 000 00 00');
    fireEvent.change(numberInput(), { target: { value: '9161234567' } });
    expect(numberInput().value).toBe('916 123 45 67');
    expect(onValue).toHaveBeenLastCalledWith({
      countryCode: 'ru',
      countryId: 1,
      phoneCode: '+7',
      phoneNum: '916 123 45 67',
      fullPhone: '79161234567',
    });
    expect(document.querySelector<HTMLInputElement>('input[name="phone"]')?.value).toBe('79161234567');
  });

  it('clears the field when a Russian number does not start with 9', () => {
    renderWithI18n(<Field />);
    fireEvent.change(numberInput(), { target: { value: '8' } });
    expect(numberInput().value).toBe('');
  });

  it('names the chosen country on the picker button', () => {
    renderWithI18n(<Field defaultCountryId={3} />);
    expect(countryButton().getAttribute('aria-label')).toBe(
      `${ru('ui_phone_country')}: ${ru('ui_phone_country_value', { country: 'Беларусь', code: '+375' })}`,
    );
  });

  it('picks a country by phone code in the select modal and re-masks the number', () => {
    const onValue = vi.fn();
    renderWithI18n(<Field onValue={onValue} />);
    fireEvent.change(numberInput(), { target: { value: '9161234567' } });
    fireEvent.click(countryButton());
    const dialog = screen.getByRole('dialog', { name: ru('ui_phone_country_select') });
    const search = screen.getByRole('combobox', { name: ru('ui_phone_country_search') });
    expect(dialog.contains(search)).toBe(true);
    fireEvent.change(search, { target: { value: '+37' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Беларусь+375BY']);
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(numberInput().value).toBe('91 612 34 56');
    expect(onValue).toHaveBeenLastCalledWith(expect.objectContaining({ countryId: 3, fullPhone: '375916123456' }));
    expect(document.activeElement).toBe(numberInput());
  });

  it('searches countries by name too', () => {
    renderWithI18n(<Field />);
    fireEvent.click(countryButton());
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'каз' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Казахстан+7KZ']);
  });

  it('keeps free digits (at most 20) for a country without a mask', () => {
    renderWithI18n(<Field defaultCountryId={4} />);
    fireEvent.change(numberInput(), { target: { value: '66 12-34 ' + '5'.repeat(20) } });
    expect(numberInput().value).toBe('661234' + '5'.repeat(14));
  });

  it('shows the error text and marks the field invalid', () => {
    renderWithI18n(<Field error="Введите номер полностью" hint="Пришлём код в SMS" />);
    const input = numberInput();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Пришлём код в SMS', 'Введите номер полностью']);
  });

  it('shows skeleton rows in the picker while countries load', () => {
    const { container } = renderWithI18n(<Field loading />);
    fireEvent.click(countryButton());
    expect(container.querySelectorAll('[data-skeleton-row]')).toHaveLength(5);
  });
});
