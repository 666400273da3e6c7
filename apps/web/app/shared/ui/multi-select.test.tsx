import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MULTI_SELECT_MAX_OPTIONS, MultiSelect } from './multi-select';
import type { SelectOption } from './select-search';
import { renderWithI18n, ru } from './test-utils';

const sports: SelectOption[] = [
  { id: 1, name: 'Футбол' },
  { id: 2, name: 'Теннис', checked: true },
  { id: 3, name: 'Хоккей' },
  { id: 4, name: 'Крикет', disabled: true },
];

function Controlled({ initial, onChange }: { initial: SelectOption[]; onChange?: (ids: Array<string | number>) => void }) {
  const [options, setOptions] = useState(initial);
  return (
    <>
      <MultiSelect
        label="Виды спорта"
        options={options}
        onChange={(ids) => {
          onChange?.(ids);
          setOptions(options.map((o) => ({ ...o, checked: ids.includes(o.id) })));
        }}
      />
      <button>outside</button>
    </>
  );
}

const trigger = () => screen.getByRole('button', { name: /Виды спорта/ });

describe('MultiSelect', () => {
  it('summarises the choice on a labelled button and opens a group of checkboxes', () => {
    renderWithI18n(<Controlled initial={sports} />);
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(trigger().textContent).toBe('Теннис');
    fireEvent.click(trigger());
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('group', { name: 'Виды спорта' })).toBeTruthy();
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Теннис' }).checked).toBe(true);
  });

  it('reports every checked id after a change and cannot check a disabled option', () => {
    const onChange = vi.fn();
    renderWithI18n(<Controlled initial={sports} onChange={onChange} />);
    fireEvent.click(trigger());
    fireEvent.click(screen.getByRole('checkbox', { name: 'Футбол' }));
    expect(onChange).toHaveBeenLastCalledWith([1, 2]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Хоккей' }));
    expect(onChange).toHaveBeenLastCalledWith([1, 2, 3]);
    expect(trigger().textContent).toBe(ru('ui_multi_select_selected', { n: 3 }));
    const cricket = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Крикет' });
    expect(cricket.disabled).toBe(true);
  });

  it('shows the placeholder when nothing is checked', () => {
    renderWithI18n(<Controlled initial={sports.map((o) => ({ ...o, checked: false }))} />);
    expect(trigger().textContent).toBe(ru('ui_multi_select_placeholder'));
  });

  it('says there are no options when the list is empty', () => {
    renderWithI18n(<Controlled initial={[]} />);
    fireEvent.click(trigger());
    expect(screen.getByRole('status').textContent).toBe(ru('ui_multi_select_no_options'));
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('says nothing was found when the search matches nothing', () => {
    renderWithI18n(<Controlled initial={sports} />);
    fireEvent.click(trigger());
    const search = screen.getByRole('searchbox', { name: ru('ui_search') });
    expect(document.activeElement).toBe(search);
    fireEvent.change(search, { target: { value: 'керлинг' } });
    expect(screen.getByRole('status').textContent).toBe(ru('ui_multi_select_no_result'));
    fireEvent.change(search, { target: { value: 'ХОК' } });
    expect(screen.getAllByRole('checkbox').map((c) => c.parentElement?.textContent)).toEqual(['Хоккей']);
  });

  it(`lists at most ${MULTI_SELECT_MAX_OPTIONS} options and says so`, () => {
    const many = Array.from({ length: 1203 }, (_, i) => ({ id: i, name: `Лига ${i}` }));
    renderWithI18n(<Controlled initial={many} />);
    fireEvent.click(trigger());
    expect(screen.getAllByRole('checkbox')).toHaveLength(1000);
    const format = new Intl.NumberFormat('ru').format;
    expect(screen.getByRole('status').textContent).toBe(
      ru('ui_multi_select_capped', { shown: format(1000), total: format(1203) }),
    );
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'Лига 12' } });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('closes with Escape and returns focus to the button', () => {
    renderWithI18n(<Controlled initial={sports} />);
    fireEvent.click(trigger());
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Escape' });
    expect(screen.queryByRole('group')).toBeNull();
    expect(document.activeElement).toBe(trigger());
  });

  it('closes on a press outside', () => {
    renderWithI18n(<Controlled initial={sports} />);
    fireEvent.click(trigger());
    fireEvent.pointerDown(screen.getByRole('checkbox', { name: 'Футбол' }));
    expect(screen.getByRole('group')).toBeTruthy();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'outside' }));
    expect(screen.queryByRole('group')).toBeNull();
  });
});
