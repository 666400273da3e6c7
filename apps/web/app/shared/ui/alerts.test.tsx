import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { alertKinds, type AlertKind } from './alert-kinds';
import { createAlertStore } from './alert-store';
import { Alert, AlertList } from './alerts';
import { MaintenanceAlert } from './maintenance-alert';
import type { MessageKind } from './size';
import { renderWithI18n, ru } from './test-utils';

describe('Alert', () => {
  it.each<[AlertKind, 'alert' | 'status', string | null, boolean, string]>([
    ['default', 'status', null, true, 'info'],
    ['adb', 'alert', ru('ui_alert_adb'), true, 'shield'],
    ['maintenance', 'alert', ru('ui_alert_maintenance'), false, 'tools'],
    ['custom', 'status', null, true, 'info'],
    ['champ', 'status', null, true, 'trophy'],
    ['shadow', 'status', null, true, 'info'],
    ['extended', 'status', null, true, 'info'],
  ])('renders kind %s with role %s', (kind, role, defaultText, dismissible, icon) => {
    const onDismiss = vi.fn();
    renderWithI18n(<Alert kind={kind} onDismiss={onDismiss} />);
    const alert = screen.getByRole(role);
    expect(alert.getAttribute('data-alert-kind')).toBe(kind);
    if (defaultText) expect(alert.textContent).toContain(defaultText);
    const dismiss = screen.queryByRole('button', { name: ru('ui_alert_dismiss') });
    expect(dismiss !== null).toBe(dismissible);
    expect(alert.querySelector('svg')?.getAttribute('data-icon')).toBe(icon);
  });

  it('covers every alert kind of spec §4', () => {
    expect(alertKinds).toEqual(['default', 'adb', 'maintenance', 'custom', 'champ', 'shadow', 'extended']);
  });

  it.each<[MessageKind, 'alert' | 'status', string]>([
    ['error', 'alert', ru('ui_message_kind_error')],
    ['warning', 'alert', ru('ui_message_kind_warning')],
    ['success', 'status', ru('ui_message_kind_success')],
    ['info', 'status', ru('ui_message_kind_info')],
  ])('a %s message has role %s and names its severity in words', (messageKind, role, word) => {
    renderWithI18n(<Alert messageKind={messageKind}>Ставка принята</Alert>);
    const alert = screen.getByRole(role);
    expect(alert.textContent).toBe(`${word}: Ставка принята`);
    expect(alert.getAttribute('data-message-kind')).toBe(messageKind);
  });

  it('shows the title, text and action of an extended alert', () => {
    renderWithI18n(
      <Alert kind="extended" title="Бонус 100%" action={<a href="/ru/bonus/rules/1st">Условия</a>}>
        На первый депозит
      </Alert>,
    );
    expect(screen.getByText('Бонус 100%')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Условия' })).toBeTruthy();
  });

  it('calls onDismiss from the dismiss button', () => {
    const onDismiss = vi.fn();
    renderWithI18n(<Alert onDismiss={onDismiss}>Текст</Alert>);
    fireEvent.click(screen.getByRole('button', { name: ru('ui_alert_dismiss') }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});

describe('MaintenanceAlert', () => {
  it('renders nothing when maintenance is off', () => {
    const { container } = renderWithI18n(<MaintenanceAlert config={{ enabled: false, message: 'x' }} />);
    expect(container.innerHTML).toBe('');
  });

  it('shows the default text when enabled without a message', () => {
    renderWithI18n(<MaintenanceAlert config={{ enabled: true }} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(ru('ui_alert_maintenance_title'));
    expect(alert.textContent).toContain(ru('ui_alert_maintenance'));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("shows the brand's message when given", () => {
    renderWithI18n(<MaintenanceAlert config={{ enabled: true, message: 'Работы до 06:00 МСК' }} />);
    expect(screen.getByRole('alert').textContent).toContain('Работы до 06:00 МСК');
    expect(screen.getByRole('alert').textContent).not.toContain(ru('ui_alert_maintenance'));
  });
});

describe('alert store and AlertList', () => {
  it('shows, replaces by id, and dismisses alerts', () => {
    const store = createAlertStore();
    renderWithI18n(<AlertList store={store} />);
    act(() => {
      store.show({ messageKind: 'success', text: 'Депозит зачислен' });
      store.show({ id: 'net', messageKind: 'error', text: 'Нет связи' });
      store.show({ id: 'net', messageKind: 'error', text: 'Нет связи с сервером' });
    });
    expect(screen.getByRole('status').textContent).toContain('Депозит зачислен');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toContain('Нет связи с сервером');
    fireEvent.click(screen.getAllByRole('button', { name: ru('ui_alert_dismiss') })[0] as HTMLElement);
    expect(screen.queryByRole('status')).toBeNull();
    expect(store.getSnapshot().map((item) => item.id)).toEqual(['net']);
  });

  it('hides an alert after its timeout', () => {
    vi.useFakeTimers();
    try {
      const store = createAlertStore();
      store.show({ text: 'Скоро исчезнет', timeoutMs: 3000 });
      vi.advanceTimersByTime(2999);
      expect(store.getSnapshot()).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect(store.getSnapshot()).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps at most five alerts, dropping the oldest', () => {
    const store = createAlertStore();
    for (let i = 1; i <= 7; i += 1) store.show({ text: `#${i}` });
    expect(store.getSnapshot().map((item) => item.text)).toEqual(['#3', '#4', '#5', '#6', '#7']);
    store.clear();
    expect(store.getSnapshot()).toEqual([]);
  });
});
