import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SectionFrame } from './section-frame';
import { renderWithI18n, ru } from './test-utils';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('SectionFrame', () => {
  it('is a section named by its heading', () => {
    renderWithI18n(
      <SectionFrame title="История ставок" titleId="history-title">
        <p>Ставок пока нет</p>
      </SectionFrame>,
    );
    expect(screen.getByRole('region', { name: 'История ставок' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'История ставок' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: ru('ui_back') })).toBeNull();
  });

  it('calls onBack from the back button', () => {
    const onBack = vi.fn();
    renderWithI18n(<SectionFrame title="Шаг 2" back={onBack} headingLevel={1} />);
    fireEvent.click(screen.getByRole('button', { name: ru('ui_back') }));
    expect(onBack).toHaveBeenCalledOnce();
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
  });

  it('goes back in history without a handler', () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    renderWithI18n(<SectionFrame title="Настройки" back />);
    fireEvent.click(screen.getByRole('button', { name: ru('ui_back') }));
    expect(back).toHaveBeenCalledOnce();
  });

  it('places header actions at the end', () => {
    renderWithI18n(<SectionFrame title="Окно" actions={<button>Закрыть окно</button>} />);
    expect(screen.getByRole('banner').lastElementChild?.textContent).toBe('Закрыть окно');
  });
});
