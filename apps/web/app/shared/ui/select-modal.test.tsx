import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SELECT_SKELETON_ROWS, SelectModal } from './select-modal';
import type { SelectOption } from './select-search';
import { renderWithI18n, ru } from './test-utils';

const currencies: SelectOption[] = [
  { id: 'rub', name: 'Российский рубль', iso: 'RUB' },
  { id: 'usd', name: 'Доллар США', iso: 'USD', checked: true },
  { id: 'btc', name: 'Биткоин', iso: 'BTC', disabled: true },
  { id: 'eur', name: 'Евро', iso: 'EUR' },
];

function renderSelect(props: Partial<Parameters<typeof SelectModal<SelectOption>>[0]> = {}) {
  const onSelect = vi.fn();
  const onClose = vi.fn();
  const view = renderWithI18n(
    <SelectModal title="Валюта" options={currencies} onSelect={onSelect} onClose={onClose} searchable {...props} />,
  );
  return { ...view, onSelect, onClose };
}

const optionNames = () => screen.queryAllByRole('option').map((o) => o.textContent);

describe('SelectModal', () => {
  it('lists the options in a labelled listbox inside a dialog', () => {
    renderSelect();
    const dialog = screen.getByRole('dialog', { name: 'Валюта' });
    const listbox = within(dialog).getByRole('listbox', { name: 'Валюта' });
    expect(within(listbox).getAllByRole('option')).toHaveLength(4);
    expect(screen.getByRole('option', { name: /Доллар/ }).getAttribute('aria-selected')).toBe('true');
  });

  it('focuses the search field and filters by a substring of the name or iso (spec §5)', () => {
    renderSelect();
    const search = screen.getByRole('combobox', { name: ru('ui_search') });
    expect(document.activeElement).toBe(search);
    fireEvent.change(search, { target: { value: 'ру' } });
    expect(optionNames()).toEqual(['Российский рубльRUB']);
    fireEvent.change(search, { target: { value: 'eu' } });
    expect(optionNames()).toEqual(['ЕвроEUR']);
  });

  it('limits the search text to 100 characters', () => {
    renderSelect();
    const search = screen.getByRole<HTMLInputElement>('combobox');
    expect(search.maxLength).toBe(100);
    fireEvent.change(search, { target: { value: 'x'.repeat(150) } });
    expect(search.value).toHaveLength(100);
  });

  it('says nothing was found', () => {
    renderSelect();
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'иена' } });
    expect(screen.getByRole('status').textContent).toBe(ru('ui_nothing_found'));
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('shows five skeleton rows while loading', () => {
    const { container } = renderSelect({ loading: true });
    expect(SELECT_SKELETON_ROWS).toBe(5);
    expect(container.querySelectorAll('[data-skeleton-row]')).toHaveLength(5);
    expect(screen.getByRole('status').textContent).toBe(ru('ui_loading'));
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.queryByText(ru('ui_nothing_found'))).toBeNull();
  });

  it('selects an option by click', () => {
    const { onSelect } = renderSelect();
    fireEvent.click(screen.getByRole('option', { name: /Евро/ }));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(currencies[3]);
  });

  it('does not select a disabled option (spec §5)', () => {
    const { onSelect } = renderSelect();
    const bitcoin = screen.getByRole('option', { name: /Биткоин/ });
    expect(bitcoin.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(bitcoin);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('moves with the arrow keys past disabled options and selects with Enter', () => {
    const { onSelect } = renderSelect();
    const search = screen.getByRole('combobox');
    const active = () => document.getElementById(search.getAttribute('aria-activedescendant') ?? '')?.textContent;
    expect(active()).toContain('Доллар'); // the checked option starts active
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(active()).toContain('Евро'); // Биткоин is disabled and skipped
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(active()).toContain('Евро'); // stays at the end
    fireEvent.keyDown(search, { key: 'Home' });
    expect(active()).toContain('Российский');
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(currencies[0]);
  });

  it('works without search: the list itself takes focus and keys', () => {
    const { onSelect } = renderSelect({ searchable: false });
    expect(screen.queryByRole('combobox')).toBeNull();
    const listbox = screen.getByRole('listbox');
    expect(document.activeElement).toBe(listbox);
    fireEvent.keyDown(listbox, { key: 'ArrowUp' });
    fireEvent.keyDown(listbox, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(currencies[0]);
  });

  it('uses a custom filter when given', () => {
    renderSelect({ filter: (options, query) => options.filter((o) => String(o.id) === query) });
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'btc' } });
    expect(optionNames()).toEqual(['БиткоинBTC']);
  });

  it('closes with Escape', () => {
    const { onClose } = renderSelect();
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('can be used as a controlled picker', () => {
    function Picker() {
      const [value, setValue] = useState<SelectOption | null>(null);
      const [open, setOpen] = useState(true);
      return (
        <>
          <output>{value?.name}</output>
          {open && (
            <SelectModal
              title="Валюта"
              options={currencies}
              onSelect={(o) => {
                setValue(o);
                setOpen(false);
              }}
              onClose={() => setOpen(false)}
            />
          )}
        </>
      );
    }
    renderWithI18n(<Picker />);
    fireEvent.click(screen.getByRole('option', { name: /Российский/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Российский рубль');
  });
});
