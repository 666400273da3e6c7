import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bettingPaths } from '@stavka/contract/betting-answers';
import { betErrorCodes } from '@stavka/contract/betting';
import { sendJson, startTestServer, type TestServer } from '../../shared/http/test-http-server';
import { startTestPushServer, type TestPushServer } from '../../shared/live/test-push-server';
import { getAppStorage } from '../../shared/storage/app-storage';
import { ru } from '../../shared/ui/test-utils';
import { useSlipStore } from './coupon-context';
import { CouponPanel } from './coupon-panel';
import type { SlipStore } from './slip-store';
import { betRecord, bodiesTo, checkedCoupon, family, familyRefusal, ok, pick, placedBet, pointPageAt, renderSlip } from './test-harness';

// Placing the slip (issue 12): MakeBetWeb with the typed stake, the policy and a fresh betGUID per
// attempt (the same one again for a retry of an unanswered attempt); the bet number when accepted;
// a live bet's wait as progress until its `bet` notice — or, without one, its state read again —
// says accepted or refused; each refusal in the player's words.

let server: TestServer;
let push: TestPushServer | undefined;
let placeAnswers: Array<{ status: number; body: unknown }> = [];
let betAnswers: unknown[] = [];

beforeAll(async () => {
  server = await startTestServer();
  server.route(bettingPaths.updateCoupon, (request, response) => {
    const body = JSON.parse(request.body) as { Events: { GameId: number; Coef: number; Kind: 1 | 3 }[] };
    sendJson(response, 200, family(checkedCoupon(body.Events.map((event) => ({ gameId: event.GameId, price: Math.round(event.Coef * 1000), kind: event.Kind })))));
  });
  server.route(bettingPaths.makeBet, (_request, response) => {
    const next = placeAnswers.shift() ?? { status: 200, body: family({}) };
    sendJson(response, next.status, next.body);
  });
  for (const id of [41, 77, 78]) server.route(`${bettingPaths.bet}/${id}`, (_request, response) => sendJson(response, 200, ok({ bet: betAnswers.shift() ?? betRecord(id, { status: 'waiting' }) })));
});
afterAll(() => server.close());
afterEach(async () => {
  await push?.stop();
  push = undefined;
});
beforeEach(() => {
  pointPageAt(server);
  server.received.length = 0;
  placeAnswers = [];
  betAnswers = [];
  getAppStorage().clear();
  document.cookie = 'csrf_token=csrf-slip; path=/';
});

let store: SlipStore | undefined;
function Grab() {
  store = useSlipStore();
  return null;
}

async function slipWithStake(options: Parameters<typeof renderSlip>[1] = {}, selection = pick(1, 2500), stake = '100') {
  renderSlip(
    <>
      <Grab />
      <CouponPanel oddsFormat="decimal" lang="ru" />
    </>,
    options,
  );
  await screen.findByText(ru('sportsbook_slip_empty'));
  await act(async () => void store?.toggle(selection));
  fireEvent.change(screen.getByLabelText(ru('bet_stake_in', { currency: 'RUB' })), { target: { value: stake } });
  const button = screen.getByTestId('place-bet') as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  return button;
}

const status = () => document.querySelector('[data-placement]');
const makeBetBodies = () => bodiesTo(server, bettingPaths.makeBet);

describe('placing a bet from the slip', () => {
  it('places a single with the typed stake, the policy and a key, shows the bet number and lets the selections go', async () => {
    placeAnswers = [{ status: 200, body: family(placedBet(41)) }];
    const button = await slipWithStake();
    fireEvent.click(button);
    await waitFor(() => expect(status()?.getAttribute('data-placement')).toBe('accepted'));
    expect(status()?.textContent).toContain(ru('bet_placement_accepted'));
    expect(status()?.querySelector('[data-bet-number]')?.textContent).toBe(ru('bet_number', { number: 41 }));
    const [sent] = makeBetBodies();
    expect(sent).toMatchObject({ Events: [{ GameId: 1, Type: 1, Param: 0, Group: 1, PlayerId: 0, Kind: 3, Coef: 2.5 }], Vid: 0, Summ: '100', CheckCf: 1, Source: 55, Lng: 'ru' });
    expect(String(sent?.['betGUID'])).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    const request = server.received.find((each) => each.url === bettingPaths.makeBet);
    expect(request?.headers['x-csrf-token']).toBe('csrf-slip');
    // The bet is placed: the slip is empty, the result stays until the player goes on.
    expect(screen.getByText(ru('sportsbook_slip_empty'))).toBeTruthy();
    await act(async () => void store?.toggle(pick(2, 1800)));
    expect(status()?.getAttribute('data-placement')).toBe('idle');
  });

  it("shows a live bet's wait as progress, then its acceptance by the bet notice", async () => {
    push = await startTestPushServer();
    placeAnswers = [{ status: 200, body: family(placedBet(77, { Status: 'waiting', waitTime: 5 })) }];
    const button = await slipWithStake({ pushUrl: push.url }, pick(1, 2500, { kind: 1 }));
    await waitFor(() => expect(push?.connections()).toBe(1));
    fireEvent.click(button);
    await waitFor(() => expect(status()?.getAttribute('data-placement')).toBe('waiting'));
    expect(status()?.textContent).toContain(ru('bet_placement_waiting', { number: 77, seconds: 5 }));
    const progress = screen.getByRole('progressbar', { name: ru('bet_wait_progress') });
    expect(progress.getAttribute('max')).toBe('5000');
    expect(progress.getAttribute('aria-valuetext')).toMatch(/Осталось \d с/);
    // A second press while it waits sends nothing.
    expect((screen.getByTestId('place-bet') as HTMLButtonElement).disabled).toBe(true);
    push.broadcast({ type: 'notice', notice: { kind: 'bet', betId: 77, status: 'accepted' } });
    await waitFor(() => expect(status()?.getAttribute('data-placement')).toBe('accepted'));
    expect(status()?.textContent).toContain(ru('bet_number', { number: 77 }));
    expect(makeBetBodies()).toHaveLength(1);
  });

  it('reads a live bet again when no notice comes, and says why it was refused', async () => {
    placeAnswers = [{ status: 200, body: family(placedBet(78, { Status: 'waiting', waitTime: 1 })) }];
    betAnswers = [betRecord(78, { status: 'waiting' }), betRecord(78, { status: 'refused', refusal: 'scoreChanged' })];
    const button = await slipWithStake({}, pick(1, 2500, { kind: 1 }));
    fireEvent.click(button);
    await waitFor(() => expect(status()?.getAttribute('data-placement')).toBe('refused'), { timeout: 6_000 });
    expect(status()?.textContent).toContain(ru('bet_placement_refused_number', { number: 78 }));
    expect(status()?.textContent).toContain(ru('bet_refusal_score_changed'));
    expect(server.hits(`${bettingPaths.bet}/78`)).toBe(2);
    // Refused, the selections stay for another try.
    expect(within(screen.getByRole('list', { name: ru('sportsbook_slip_selections') })).getAllByRole('listitem')).toHaveLength(1);
  });

  it.each([
    [betErrorCodes.oddsChanged, 'bet_refusal_odds_changed'],
    [betErrorCodes.insufficientFunds, 'bet_refusal_insufficient_funds'],
    [betErrorCodes.stakeAboveMax, 'bet_refusal_stake_above_max'],
    [betErrorCodes.eventClosed, 'bet_refusal_event_closed'],
    [9999, 'bet_refusal_other'],
  ] as const)('says a refusal with ErrorCode %s in words', async (code, key) => {
    placeAnswers = [{ status: code === 9999 ? 400 : 409, body: familyRefusal(code, 'The selection on game 1 has a new coefficient') }];
    const button = await slipWithStake();
    fireEvent.click(button);
    await waitFor(() => expect(status()?.getAttribute('data-placement')).toBe('refused'));
    expect(status()?.textContent).toContain(ru(key));
    // The English text of the server never reaches a Russian player.
    expect(status()?.textContent).not.toContain('coefficient');
  });

  it('sends an unanswered attempt again with the same key, and a new attempt with a new one', async () => {
    // The layer itself tries three times (the key makes it safe); then the player presses again.
    placeAnswers = [500, 500, 500].map((code) => ({ status: code, body: 'down' }));
    placeAnswers.push({ status: 200, body: family(placedBet(41)) });
    const button = await slipWithStake();
    fireEvent.click(button);
    await waitFor(() => expect(status()?.getAttribute('data-placement')).toBe('unanswered'), { timeout: 8_000 });
    expect(status()?.textContent).toContain(ru('bet_placement_unanswered'));
    const retry = screen.getByRole('button', { name: ru('bet_place_again') });
    fireEvent.click(retry);
    await waitFor(() => expect(status()?.getAttribute('data-placement')).toBe('accepted'));
    const keys = makeBetBodies().map((body) => body['betGUID']);
    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(1);

    placeAnswers = [{ status: 200, body: family(placedBet(42)) }];
    await act(async () => void store?.toggle(pick(3, 2000)));
    fireEvent.change(screen.getByLabelText(ru('bet_stake_in', { currency: 'RUB' })), { target: { value: '100' } });
    await waitFor(() => expect((screen.getByTestId('place-bet') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('place-bet'));
    await waitFor(() => expect(makeBetBodies()).toHaveLength(5));
    expect(makeBetBodies()[4]?.['betGUID']).not.toBe(keys[0]);
  }, 20_000);

  it('asks a player whose session ended to sign in again', async () => {
    placeAnswers = [{ status: 401, body: familyRefusal(401, 'Sign in first') }];
    const button = await slipWithStake();
    fireEvent.click(button);
    await waitFor(() => expect(status()?.getAttribute('data-placement')).toBe('signed_out'));
    expect(status()?.textContent).toContain(ru('bet_placement_signed_out'));
    expect(screen.getByRole('link', { name: ru('bet_sign_in') }).getAttribute('href')).toBe('/ru/login');
  });
});
