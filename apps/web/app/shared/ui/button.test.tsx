import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button, IconButton } from './button';
import { Skeleton } from './skeleton';
import { Spinner } from './spinner';
import { renderWithI18n, ru } from './test-utils';

describe('Button', () => {
  it('is a plain button by default and clicks', () => {
    const onClick = vi.fn();
    renderWithI18n(<Button onClick={onClick}>Сделать ставку</Button>);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Сделать ставку' });
    expect(button.type).toBe('button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('shows progress and blocks presses while loading', () => {
    const onClick = vi.fn();
    renderWithI18n(
      <Button loading onClick={onClick}>
        Сделать ставку
      </Button>,
    );
    const button = screen.getByRole<HTMLButtonElement>('button');
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status', { name: ru('ui_loading') })).toBeTruthy();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('gives an icon button its label as accessible name', () => {
    renderWithI18n(<IconButton icon="menu" label="Меню" />);
    expect(screen.getByRole('button', { name: 'Меню' }).querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('Spinner and Skeleton', () => {
  it('announces a labelled spinner and hides a decorative one', () => {
    const { container } = renderWithI18n(
      <>
        <Spinner label="Загрузка матчей" />
        <Spinner />
      </>,
    );
    expect(screen.getByRole('status', { name: 'Загрузка матчей' })).toBeTruthy();
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(1);
  });

  it('hides a skeleton from assistive technology', () => {
    const { container } = renderWithI18n(<Skeleton width="4rem" height="1rem" />);
    const block = container.firstElementChild as HTMLElement;
    expect(block.getAttribute('aria-hidden')).toBe('true');
    expect(block.style.inlineSize).toBe('4rem');
  });
});
