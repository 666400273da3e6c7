import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../shared/ui/test-utils';
import { Tabs } from './tabs';

function Example({ keys }: { keys: string[] }) {
  const [selected, setSelected] = useState(keys[0] ?? '');
  return (
    <Tabs label="Ways" idPrefix="t" tabs={keys.map((key) => ({ key, label: key.toUpperCase() }))} selected={selected} onSelect={setSelected}>
      <p>panel {selected}</p>
    </Tabs>
  );
}

describe('Tabs (WAI-ARIA tabs, automatic activation)', () => {
  it('one tab stop; arrows, Home and End select and focus, wrapping around', () => {
    renderWithI18n(<Example keys={['a', 'b', 'c']} />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    expect(screen.getByRole('tabpanel', { name: 'A' }).textContent).toBe('panel a');

    fireEvent.keyDown(tabs[0] as HTMLElement, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'B' }));
    expect(screen.getByRole('tab', { name: 'B' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'B' }).textContent).toBe('panel b');

    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'C' }));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'A' }));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'C' }));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Home' });
    expect(screen.getByRole('tabpanel').textContent).toBe('panel a');
  });

  it('a single choice shows no tab list, only its content', () => {
    renderWithI18n(<Example keys={['only']} />);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByText('panel only')).toBeTruthy();
  });
});
