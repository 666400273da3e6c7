import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bettingPaths } from '@stavka/contract/betting-answers';
import { betErrorCodes } from '@stavka/contract/betting';
import { sharedCouponPaths } from '@stavka/contract/coupon-calls';
import { sendJson, startTestServer, type TestServer } from '../../shared/http/test-http-server';
import { getAppStorage } from '../../shared/storage/app-storage';
import { ru } from '../../shared/ui/test-utils';
import { useSlipStore } from './coupon-context';
import { CouponPanel } from './coupon-panel';
import type { SlipStore } from './slip-store';
import { bodiesTo, checkedCoupon, family, familyRefusal, pick, pointPageAt, renderSlip } from './test-harness';

// A slip shared by code (issue 12): "share" saves the slip (SaveCoupon) and shows its code and a link;
// the code typed in a slip, or the link opened, reads it back (GetCoupon) into the slip with its kind
// and stake, saying when selections were left out; a code the server does not know is said in words.

let server: TestServer;
let saveAnswer: { status: number; body: unknown } = { status: 200, body: family('K7P3QW9XZA') };
let loadAnswer: { status: number; body: unknown } = { status: 200, body: family({}) };

beforeAll(async () => {
  server = await startTestServer();
  server.route(bettingPaths.updateCoupon, (request, response) => {
    const body = JSON.parse(request.body) as { Events: { GameId: number; Coef: number; Kind: 1 | 3 }[] };
    sendJson(response, 200, family(checkedCoupon(body.Events.map((event) => ({ gameId: event.GameId, price: Math.round(event.Coef * 1000), kind: event.Kind })))));
  });
  server.route(sharedCouponPaths.save, (_request, response) => sendJson(response, saveAnswer.status, saveAnswer.body));
  server.route(sharedCouponPaths.load, (_request, response) => sendJson(response, loadAnswer.status, loadAnswer.body));
});
afterAll(() => server.close());
beforeEach(() => {
  pointPageAt(server);
  server.received.length = 0;
  getAppStorage().clear();
  document.cookie = 'csrf_token=csrf-slip; path=/';
});

let store: SlipStore | undefined;
function Grab() {
  store = useSlipStore();
  return null;
}

function savedEvent(gameId: number, extra: Record<string, unknown> = {}) {
  return {
    GameId: gameId,
    GameConstId: gameId + 1000,
    Type: 1,
    Param: 0,
    Coef: 1.85,
    Kind: 3,
    PlayerId: 0,
    GroupId: 1,
    GroupName: 'Исход матча',
    MarketName: 'П1',
    PeriodName: '',
    GameType: '',
    Opp1: `Спартак ${gameId}`,
    Opp2: `Зенит ${gameId}`,
    SportId: 1,
    Start: 1_900_000_000,
    Block: false,
    ...extra,
  };
}

function savedSlip(events: unknown[], extra: Record<string, unknown> = {}) {
  return {
    Events: events,
    Vid: 1,
    HasRemoveEvents: false,
    Summ: 250,
    CheckCf: 0,
    expressNum: 0,
    maxBet: 20000,
    minBet: 10,
    MinBetSystems: null,
    AntiExpressCoef: null,
    EventsIndexes: [],
    GroupsSumms: [],
    avanceBet: false,
    WithLobby: false,
    IsExpressBoost: false,
    Currency: 'RUB',
    ...extra,
  };
}

async function panel(options: Parameters<typeof renderSlip>[1] = {}) {
  const rendered = renderSlip(
    <>
      <Grab />
      <CouponPanel oddsFormat="decimal" lang="ru" />
    </>,
    options,
  );
  await screen.findByText(ru('slip_load_title'));
  return rendered;
}

const selections = () => within(screen.getByRole('list', { name: ru('sportsbook_slip_selections') })).getAllByRole('listitem');

describe('sharing a slip', () => {
  it('saves the slip and shows its code and a link that loads it', async () => {
    saveAnswer = { status: 200, body: family('k7p3qw9xza') };
    await panel();
    await act(async () => void store?.toggle(pick(1, 2500)));
    await act(async () => void store?.toggle(pick(2, 1800)));
    fireEvent.change(screen.getByLabelText(ru('bet_stake_in', { currency: 'RUB' })), { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: ru('slip_share') }));
    const box = await screen.findByTestId('shared-slip');
    expect(box.querySelector('[data-slip-code]')?.textContent).toBe('K7P3QW9XZA');
    const link = within(box).getByLabelText(ru('slip_share_link')) as HTMLInputElement;
    expect(link.value).toBe(`${server.baseUrl}/ru/line?coupon=K7P3QW9XZA`);
    const [sent] = bodiesTo(server, sharedCouponPaths.save);
    expect(sent).toMatchObject({ Vid: 1, Summ: '150', Events: [{ GameId: 1, Type: 1, Coef: 2.5 }, { GameId: 2, Type: 1, Coef: 1.8 }] });
    // Another selection is another slip: the code shown for this one goes.
    await act(async () => void store?.toggle(pick(3, 2000)));
    expect(screen.queryByTestId('shared-slip')).toBeNull();
    expect(screen.getByRole('button', { name: ru('slip_share') })).toBeTruthy();
  });

  it('says why a slip was not saved', async () => {
    saveAnswer = { status: 409, body: familyRefusal(betErrorCodes.couponEventRefused, 'The selection on game 1 cannot be bet on') };
    await panel();
    await act(async () => void store?.toggle(pick(1, 2500)));
    fireEvent.click(screen.getByRole('button', { name: ru('slip_share') }));
    await screen.findByText(`${ru('slip_share_refused')} ${ru('bet_refusal_coupon_event_refused')}`);
  });
});

describe('loading a shared slip', () => {
  it('loads a typed code into the slip with its kind and stake, and says that started games were left out', async () => {
    const handicap = savedEvent(12, { GroupId: 2, Type: 7, Param: 0, GroupName: 'Фора', MarketName: 'Фора 1 (0)', Coef: 3.1 });
    loadAnswer = { status: 200, body: family(savedSlip([savedEvent(11), handicap], { HasRemoveEvents: true })) };
    await panel();
    await act(async () => void store?.toggle(pick(1, 2500)));
    fireEvent.click(screen.getByText(ru('slip_load_title')));
    fireEvent.change(screen.getByLabelText(ru('slip_load_code')), { target: { value: 'k7p3 qw9xza' } });
    fireEvent.click(screen.getByRole('button', { name: ru('slip_load_submit') }));
    await screen.findByText(`${ru('slip_load_done', { count: 2 })} ${ru('slip_load_dropped')}`);
    expect(bodiesTo(server, sharedCouponPaths.load)).toEqual([{ Guid: 'K7P3QW9XZA', Lng: 'ru' }]);
    // The shared slip replaces the one there was: its games, names and prices, as an express of 250.
    expect(selections()).toHaveLength(2);
    expect(selections()[0]?.textContent).toContain('Спартак 11');
    expect(selections()[1]?.textContent).toContain('Фора 1 (0)');
    expect((screen.getByRole('radio', { name: ru('sportsbook_slip_express') }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(ru('bet_stake_in', { currency: 'RUB' })) as HTMLInputElement).value).toBe('250');
    // Line 0 on the wire is both a lineless market and a handicap of 0: either is the price button's own selection.
    expect(store?.isSelected({ gameId: 11, group: 1, type: 1, param: null, playerId: null })).toBe(true);
    expect(store?.isSelected({ gameId: 12, group: 2, type: 7, param: 0, playerId: null })).toBe(true);
  });

  it('says a code the server does not know in words, and checks the shape before asking', async () => {
    loadAnswer = { status: 404, body: familyRefusal(betErrorCodes.couponNotFound, 'Incorrect code') };
    await panel();
    fireEvent.click(screen.getByText(ru('slip_load_title')));
    const field = screen.getByLabelText(ru('slip_load_code'));
    fireEvent.change(field, { target: { value: 'ABCDEFGHJK' } });
    fireEvent.click(screen.getByRole('button', { name: ru('slip_load_submit') }));
    const refused = `${ru('slip_load_refused')} ${ru('bet_refusal_coupon_not_found')}`;
    await screen.findByText(refused);
    expect(server.hits(sharedCouponPaths.load)).toBe(1);
    // "0" and "O" are never in a code: refused without a call.
    fireEvent.change(field, { target: { value: 'O0O0O0O0O0' } });
    fireEvent.click(screen.getByRole('button', { name: ru('slip_load_submit') }));
    await screen.findByText(refused);
    expect(server.hits(sharedCouponPaths.load)).toBe(1);
  });

  it('loads the slip a link names, tells it in a toast, and takes the code out of the address', async () => {
    loadAnswer = { status: 200, body: family(savedSlip([savedEvent(21)], { Vid: 0, Summ: 0 })) };
    const { router } = await panel({ path: '/ru/line?coupon=K7P3QW9XZA&tab=1' });
    await waitFor(() => expect(selections()).toHaveLength(1));
    expect(bodiesTo(server, sharedCouponPaths.load)).toEqual([{ Guid: 'K7P3QW9XZA', Lng: 'ru' }]);
    expect(screen.getAllByText(ru('slip_load_done', { count: 1 })).length).toBeGreaterThan(0);
    expect(router.state.location.search).toBe('?tab=1');
    expect((screen.getByRole('radio', { name: ru('sportsbook_slip_single') }) as HTMLInputElement).checked).toBe(true);
  });

  it('says when every selection of the slip has started', async () => {
    loadAnswer = { status: 409, body: familyRefusal(betErrorCodes.couponEventsFinished, 'Events in the downloaded bet slip have finished') };
    await panel({ path: '/ru/line?coupon=K7P3QW9XZA' });
    expect((await screen.findAllByText(`${ru('slip_load_refused')} ${ru('bet_refusal_coupon_events_finished')}`)).length).toBeGreaterThan(0);
    expect(screen.getByText(ru('sportsbook_slip_empty'))).toBeTruthy();
  });
});
