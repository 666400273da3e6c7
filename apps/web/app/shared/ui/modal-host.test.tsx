import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalHost, type ModalContent } from './modal-host';
import { createModalQueue, modalStatus, type ModalRequest } from './modal-queue';
import { renderWithI18n, ru } from './test-utils';

function content(title: string, body = `${title} body`): ModalContent {
  return { title, render: ({ close }) => <button onClick={close}>{body}</button> };
}

function setup() {
  const queue = createModalQueue<ModalContent>();
  const view = renderWithI18n(
    <>
      <button>opener</button>
      <ModalHost queue={queue} />
    </>,
  );
  const enqueue = (request: ModalRequest<ModalContent>): string => {
    let id = '';
    act(() => {
      id = queue.enqueue(request);
    });
    return id;
  };
  return { queue, view, enqueue };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ModalHost', () => {
  it('renders the open modal as a labelled modal dialog and moves focus into it', () => {
    const { enqueue } = setup();
    enqueue({ payload: content('Вход') });
    const dialog = screen.getByRole('dialog', { name: 'Вход' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('puts focus in the first text field of a form, not on the Close button before it', () => {
    const { enqueue } = setup();
    enqueue({
      payload: {
        title: 'Вход',
        render: () => (
          <form>
            <button type="button">Телефон</button>
            <input type="checkbox" aria-label="Запомнить" />
            <input aria-label="Логин" />
          </form>
        ),
      },
    });
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Логин' }));
  });

  it('shows one modal at a time and opens the next when it closes', () => {
    const { enqueue } = setup();
    enqueue({ payload: content('Первое') });
    enqueue({ payload: content('Второе') });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Первое body' }));
    expect(screen.getByRole('dialog', { name: 'Второе' })).toBeTruthy();
  });

  it('shows an overlay on top of the open modal', () => {
    const { enqueue } = setup();
    enqueue({ payload: content('Основное') });
    enqueue({ payload: content('Поверх'), overlay: true });
    const dialogs = screen.getAllByRole('dialog');
    expect(dialogs).toHaveLength(2);
    expect(dialogs.at(-1)).toBe(screen.getByRole('dialog', { name: 'Поверх' }));
  });

  it('closes on Escape and returns focus to the element that had it', () => {
    const { enqueue, queue } = setup();
    const opener = screen.getByRole('button', { name: 'opener' });
    opener.focus();
    const id = enqueue({ payload: content('Окно') });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(queue.statusOf(id)).toBe(modalStatus.closed);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes with the close button', () => {
    const { enqueue } = setup();
    enqueue({ payload: content('Окно') });
    fireEvent.click(screen.getByRole('button', { name: ru('ui_close') }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps a modal that cannot be closed: no close button, Escape and backdrop ignored', () => {
    const { enqueue } = setup();
    enqueue({ payload: content('Важно'), closable: false });
    expect(screen.queryByRole('button', { name: ru('ui_close') })).toBeNull();
    const dialog = screen.getByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    const backdrop = dialog.parentElement;
    if (!backdrop) throw new Error('no backdrop');
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(screen.getByRole('dialog', { name: 'Важно' })).toBeTruthy();
  });

  it.each([
    ['an ordinary modal closes on a click outside', {}, false],
    ['a modal route stays open on a click outside (spec §2)', { route: true }, true],
  ])('%s', (_name, flags, staysOpen) => {
    const { enqueue } = setup();
    enqueue({ payload: content('Окно'), ...flags });
    const backdrop = screen.getByRole('dialog').parentElement;
    if (!backdrop) throw new Error('no backdrop');
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(screen.queryByRole('dialog') !== null).toBe(staysOpen);
  });

  it('does not close when a press starts inside and ends outside', () => {
    const { enqueue } = setup();
    enqueue({ payload: content('Окно') });
    const dialog = screen.getByRole('dialog');
    fireEvent.mouseDown(dialog);
    if (dialog.parentElement) fireEvent.click(dialog.parentElement);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('wraps Tab inside the dialog', () => {
    const { enqueue } = setup();
    enqueue({ payload: content('Окно', 'Действие') });
    const close = screen.getByRole('button', { name: ru('ui_close') });
    const action = screen.getByRole('button', { name: 'Действие' });
    action.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(action);
  });

  it('marks a modal whose content throws as failed (status 3) and opens the next', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { enqueue, queue } = setup();
    const Broken = () => {
      throw new Error('broken');
    };
    const broken = enqueue({ payload: { title: 'Сломанное', render: () => <Broken /> } });
    enqueue({ payload: content('Следующее') });
    expect(queue.statusOf(broken)).toBe(modalStatus.error);
    expect(screen.getByRole('dialog', { name: 'Следующее' })).toBeTruthy();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});
