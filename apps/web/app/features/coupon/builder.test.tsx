import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { builderPaths, type BuilderEvents } from '@stavka/contract/bet-builder';
import { betErrorCodes } from '@stavka/contract/betting';
import { sendJson, startTestServer, type TestServer } from '../../shared/http/test-http-server';
import { getAppStorage } from '../../shared/storage/app-storage';
import { ru } from '../../shared/ui/test-utils';
import { BuilderPicker, type NameOutcome } from './builder-picker';
import { createBuilderStore, type BuilderGame, type BuilderLeg } from './builder-store';
import { CouponPanel } from './coupon-panel';
import { bodiesTo, family, familyRefusal, placedBet, pointPageAt, renderSlip } from './test-harness';

// The bet builder (decision 0026): on a game page the outcomes a builder takes, picked into the
// slip's builder; the legs priced together as they change (UpdateCouponBuilder) beside their product,
// a refusal (legs that cannot all win) said in words, and the builder placed from the slip
// (MakeBetWebBuilder) with its key and the price seen.

let server: TestServer;
let checkAnswer: (body: { builderCoupon: { Events: unknown[] }; Summ?: string }) => unknown = () => family({});
let placeAnswer: { status: number; body: unknown } = { status: 200, body: family(placedBet(91)) };
let eventsAnswer: { status: number; body: unknown } = { status: 200, body: {} };

const name: NameOutcome = ({ group, type, param }) => ({
  market: group === 1 ? 'Исход матча' : group === 17 ? 'Тотал' : group === 19 ? 'Обе забьют' : `Рынок ${group}`,
  outcome: type === 1 ? 'П1' : type === 3 ? 'П2' : type === 9 ? `Больше (${param ?? ''})` : type === 10 ? `Меньше (${param ?? ''})` : type === 180 ? 'Да' : `Исход ${type}`,
});

const offer: BuilderEvents = {
  gameId: 701,
  constId: 1701,
  sportId: 1,
  startTs: 1_900_000_000,
  kind: 3,
  opponent1: 'Спартак',
  opponent2: 'Зенит',
  minLegs: 2,
  maxLegs: 12,
  periods: [
    {
      gameId: 701,
      period: '',
      groups: [
        { groupId: 1, events: [{ type: 1, cf: 2.1, cfView: '2.10' }, { type: 3, cf: 3.4, cfView: '3.40' }] },
        { groupId: 17, events: [{ type: 9, cf: 1.9, cfView: '1.90', parameter: 2.5 }, { type: 10, cf: 1.95, cfView: '1.95', parameter: 2.5 }] },
      ],
    },
    { gameId: 702, period: '1-й тайм', groups: [{ groupId: 19, events: [{ type: 180, cf: 4.2, cfView: '4.20', blocked: true }] }] },
  ],
};

function checked(events: { GameId: number; Type: number; Param: number; Group: number }[], overrides: Record<string, unknown> = {}) {
  return {
    Summ: 0,
    StakeTax: 0,
    SummAfterTax: 0,
    PossibleWin: 0,
    PayoutTax: 0,
    TaxReturned: false,
    PossiblePayout: 0,
    MaxPayoutReached: false,
    ExpressBoost: null,
    GameId: 701,
    Vid: 6,
    Coef: 3.55,
    ExpressCoef: 3.99,
    changeCf: false,
    minBet: 10,
    maxBet: 20000,
    MaxPayout: 1000000,
    Currency: 'RUB',
    NotValid: false,
    exceptionText: '',
    ErrorCode: 0,
    Events: events.map((event) => ({ GameId: event.GameId, Type: event.Type, Param: event.Param, GroupId: event.Group, Coef: 2, Block: false, Finish: false, Started: false })),
    ...overrides,
  };
}

beforeAll(async () => {
  server = await startTestServer();
  server.route(builderPaths.events(false), (_request, response) => sendJson(response, eventsAnswer.status, eventsAnswer.body));
  server.route(builderPaths.check, (request, response) => sendJson(response, 200, checkAnswer(JSON.parse(request.body))));
  server.route(builderPaths.place, (_request, response) => sendJson(response, placeAnswer.status, placeAnswer.body));
});
afterAll(() => server.close());
beforeEach(() => {
  pointPageAt(server);
  server.received.length = 0;
  getAppStorage().clear();
  document.cookie = 'csrf_token=csrf-slip; path=/';
  eventsAnswer = { status: 200, body: offer };
  placeAnswer = { status: 200, body: family(placedBet(91)) };
  checkAnswer = (body) => {
    const events = body.builderCoupon.Events as { GameId: number; Type: number; Param: number; Group: number }[];
    const stake = Number(body.Summ ?? 0);
    return family(checked(events, { Summ: stake, PossiblePayout: stake * 3.55, PossibleWin: stake * 3.55 }));
  };
});

async function gamePage() {
  renderSlip(
    <>
      <BuilderPicker gameId={701} live={false} name={name} oddsFormat="decimal" />
      <CouponPanel oddsFormat="decimal" lang="ru" />
    </>,
  );
  const picker = await screen.findByRole('region', { name: ru('builder_title') });
  fireEvent.click(within(picker).getByRole('button', { name: ru('builder_open') }));
  return picker;
}

const outcome = (picker: HTMLElement, label: string, price: string) => within(picker).getByRole('button', { name: ru('builder_outcome_label', { outcome: label, price }) });
const builderSlip = () => document.querySelector('[data-builder-slip]') as HTMLElement;

describe('the bet builder', () => {
  it('picks outcomes of a game into the slip, prices them together and places them as one bet', async () => {
    const picker = await gamePage();
    expect(within(picker).getByRole('group', { name: '1-й тайм' })).toBeTruthy();
    expect((outcome(picker, 'Да', '4,20') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(outcome(picker, 'П1', '2,10'));
    expect(await within(picker).findByText(ru('builder_added', { outcome: 'П1' }))).toBeTruthy();
    // One leg is no builder yet: nothing is asked.
    await waitFor(() => expect(builderSlip().textContent).toContain(ru('builder_note_one_leg')));
    expect(server.hits(builderPaths.check)).toBe(0);
    fireEvent.click(outcome(picker, 'Больше (2.5)', '1,90'));
    expect(outcome(picker, 'П1', '2,10').getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(builderSlip().querySelector('[data-builder-coef]')?.textContent).toBe('3,55'));
    expect(builderSlip().textContent).toContain(ru('builder_product'));
    expect(builderSlip().textContent).toContain('3,99');
    expect(bodiesTo(server, builderPaths.check)[0]).toMatchObject({
      builderCoupon: { GameId: 701, Events: [{ GameId: 701, Type: 1, Param: 0, Group: 1 }, { GameId: 701, Type: 9, Param: 2.5, Group: 17 }] },
      CheckCf: 1,
      Lng: 'ru',
    });
    fireEvent.change(within(builderSlip()).getByLabelText(ru('builder_stake_in', { currency: 'RUB' })), { target: { value: '200' } });
    await waitFor(() => expect(screen.getByTestId('builder-possible-win').textContent?.replace(/\s/g, ' ')).toBe('710,00 ₽'));
    const place = screen.getByTestId('place-builder') as HTMLButtonElement;
    await waitFor(() => expect(place.disabled).toBe(false));
    fireEvent.click(place);
    await waitFor(() => expect(document.querySelector('[data-placement="accepted"]')?.textContent).toContain(ru('bet_number', { number: 91 })));
    const [sent] = bodiesTo(server, builderPaths.place);
    expect(sent).toMatchObject({ builderCoupon: { GameId: 701, Coef: 3.55 }, Summ: '200', CheckCf: 1, Source: 55 });
    expect(String(sent?.['betGUID'])).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    // Placed, the builder's legs leave the slip.
    expect(builderSlip().querySelectorAll('[data-leg]')).toHaveLength(0);
  });

  it('says in words why legs cannot go together, and places nothing', async () => {
    checkAnswer = (body) => family(checked(body.builderCoupon.Events as never, { NotValid: true, Coef: null, ErrorCode: betErrorCodes.builderContradictory, exceptionText: 'These legs cannot all win' }));
    const picker = await gamePage();
    fireEvent.click(outcome(picker, 'П1', '2,10'));
    fireEvent.click(outcome(picker, 'Меньше (2.5)', '1,95'));
    await within(await waitFor(() => builderSlip())).findByText(ru('bet_refusal_builder_contradictory'));
    fireEvent.change(within(builderSlip()).getByLabelText(ru('builder_stake_in', { currency: 'RUB' })), { target: { value: '200' } });
    expect((screen.getByTestId('place-builder') as HTMLButtonElement).disabled).toBe(true);
    expect(builderSlip().querySelector('[data-builder-coef]')?.textContent).toBe('—');
  });

  it('shows no builder on a game that offers none', async () => {
    eventsAnswer = { status: 409, body: familyRefusal(betErrorCodes.builderNotOffered, 'There is no bet builder for game 701') };
    renderSlip(<BuilderPicker gameId={701} live={false} name={name} oddsFormat="decimal" />);
    await waitFor(() => expect(server.hits(builderPaths.events(false))).toBe(1));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('region', { name: ru('builder_title') })).toBeNull();
  });
});

describe('the builder store', () => {
  const game = (gameId: number): BuilderGame => ({ gameId, constId: gameId + 1000, sportId: 1, kind: 3, team1: 'A', team2: 'B', maxLegs: 3 });
  const leg = (type: number, group = 1, param: number | null = null): BuilderLeg => ({ gameId: 701, group, type, param, price: 2000, period: '', marketName: 'M', outcomeName: `O${type}` });

  it('takes one outcome a market, starts again on another game, and stops at the most legs', () => {
    const store = createBuilderStore();
    expect(store.toggle(game(701), leg(1))).toBe('added');
    expect(store.toggle(game(701), leg(3))).toBe('replaced');
    expect(store.getSnapshot().legs.map((each) => each.type)).toEqual([3]);
    expect(store.toggle(game(701), leg(9, 17, 2.5))).toBe('added');
    expect(store.toggle(game(701), leg(180, 19))).toBe('added');
    expect(store.toggle(game(701), leg(182, 20))).toBe('limit');
    expect(store.toggle(game(701), leg(3))).toBe('removed');
    expect(store.toggle(game(801), { ...leg(1), gameId: 801 })).toBe('restarted');
    expect(store.getSnapshot().game?.gameId).toBe(801);
    expect(store.getSnapshot().legs).toHaveLength(1);
  });
});
