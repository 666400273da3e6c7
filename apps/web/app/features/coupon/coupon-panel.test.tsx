import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getAppStorage } from '../../shared/storage/app-storage';
import { renderWithI18n, ru } from '../../shared/ui/test-utils';
import { CouponProvider, useSlipCount, useSlipStore } from './coupon-context';
import { CouponPanel } from './coupon-panel';
import type { SlipPick, SlipStore } from './slip-store';

const pick = (gameId: number, price: number, extra: Partial<SlipPick> = {}): SlipPick => ({
  gameId,
  constId: gameId + 1_000,
  kind: 1,
  sportId: 1,
  champName: 'Англия. Премьер-лига',
  team1: `Хозяева ${gameId}`,
  team2: `Гости ${gameId}`,
  group: 1,
  type: 1,
  param: null,
  playerId: null,
  marketName: 'Исход матча',
  outcomeName: 'П1',
  price,
  blocked: false,
  updatedAt: 100,
  ...extra,
});

let store: SlipStore | undefined;
function Grab() {
  store = useSlipStore();
  return <span data-testid="count">{useSlipCount()}</span>;
}

function renderPanel(format: 'decimal' | 'fractional' = 'decimal') {
  return renderWithI18n(
    <CouponProvider>
      <Grab />
      <CouponPanel oddsFormat={format} lang="ru" />
    </CouponProvider>,
  );
}

function slip(): SlipStore {
  if (!store) throw new Error('the panel is not rendered');
  return store;
}

describe('the bet slip panel', () => {
  beforeEach(() => getAppStorage().clear());

  it('says what to do while empty', () => {
    renderPanel();
    expect(screen.getByText(ru('sportsbook_slip_empty'))).toBeTruthy();
  });

  it('lists selections with event, market, outcome and price, and the total odds of an express', async () => {
    renderPanel();
    await act(async () => {
      slip().toggle(pick(1, 2500));
      slip().toggle(pick(2, 2000, { kind: 3, outcomeName: 'X', type: 2 }));
    });
    const list = screen.getByRole('list', { name: ru('sportsbook_slip_selections') });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('Хозяева 1 — Гости 1');
    expect(items[0]?.textContent).toContain('Исход матча');
    expect(items[0]?.textContent).toContain('2,50');
    expect(items[0]?.textContent).toContain(ru('sportsbook_slip_live'));
    expect(screen.getByText(ru('sportsbook_slip_express'))).toBeTruthy();
    expect(screen.getByText(ru('sportsbook_slip_total')).parentElement?.textContent).toContain('5,00');
    expect(screen.getByTestId('count').textContent).toBe('2');
  });

  it('shows a live price with its move, a lock when closed, and drops finished games with a notice', async () => {
    renderPanel('fractional');
    await act(async () => {
      slip().toggle(pick(1, 2500));
      slip().toggle(pick(2, 2000));
    });
    await act(async () => {
      slip().applyUpdates([
        { gameId: 1, state: 'open', kind: 1, updatedAt: 101, outcomes: [{ gameId: 1, group: 1, type: 1, param: null, playerId: null, price: 3000, blocked: false }], completeGroups: [1] },
        { gameId: 2, state: 'finished', kind: 1, updatedAt: 101, outcomes: [], completeGroups: [] },
      ]);
    });
    const item = screen.getAllByRole('listitem')[0];
    expect(item?.textContent).toContain('2/1');
    expect(item?.querySelector('[data-move="up"]')?.textContent).toBe('▲');
    expect(screen.getByRole('status').textContent).toBe(ru('sportsbook_slip_dropped', { count: 1 }));
    expect(screen.queryByText(ru('sportsbook_slip_total'))).toBeNull();
    await act(async () => {
      slip().applyUpdates([{ gameId: 1, state: 'open', kind: 1, updatedAt: 102, outcomes: [{ gameId: 1, group: 1, type: 1, param: null, playerId: null, price: 3000, blocked: true }], completeGroups: [1] }]);
    });
    expect(screen.getByRole('img', { name: ru('sportsbook_slip_blocked') })).toBeTruthy();
  });

  it('removes one selection and clears the slip', async () => {
    renderPanel();
    await act(async () => {
      slip().toggle(pick(1, 2500));
      slip().toggle(pick(2, 2000));
    });
    fireEvent.click(screen.getByRole('button', { name: ru('sportsbook_slip_remove', { event: 'Хозяева 1 — Гости 1', outcome: 'П1' }) }));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: ru('sportsbook_slip_clear') }));
    expect(screen.getByText(ru('sportsbook_slip_empty'))).toBeTruthy();
    expect(screen.getByTestId('count').textContent).toBe('0');
  });

  it('comes back after a reload from AppStorage', async () => {
    const first = renderPanel();
    await act(async () => void slip().toggle(pick(7, 1900)));
    first.unmount();
    store = undefined;
    renderPanel();
    expect(await screen.findByText('Хозяева 7 — Гости 7')).toBeTruthy();
  });
});
