import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { builderPaths, type DuelPlayer } from '@stavka/contract/bet-builder';
import { betErrorCodes } from '@stavka/contract/betting';
import { sharedCouponPaths } from '@stavka/contract/coupon-calls';
import { specialBetPaths, type LobbyBet } from '@stavka/contract/special-bets';
import { bettingPaths } from '@stavka/contract/betting-answers';
import { bodiesTo, checkedCoupon, family, familyRefusal, pointPageAt, renderSlip } from '../features/coupon/test-harness';
import { sendJson, startTestServer, type TestServer } from '../shared/http/test-http-server';
import { outcome, wireEvent } from '../shared/live/test-wire';
import { getAppStorage } from '../shared/storage/app-storage';
import { ru } from '../shared/ui/test-utils';
import BetsLobby from './bets-lobby';
import Duels from './duels';

// The duels page and the bet lobby as the site renders them, with the slip beside (decisions 0026,
// 0028): two teams of different games become a duel whose prices go to the slip; a published bet is
// copied into the slip through a shared slip.

let server: TestServer;
let buildAnswer: { status: number; body: unknown } = { status: 200, body: {} };
let lobby: LobbyBet[] = [];
let saveAnswer: { status: number; body: unknown } = { status: 200, body: family('K7P3QW9XZA') };

const player = (gameId: number, side: 1 | 2, team: string, opponent: string): DuelPlayer => ({
  GameId: gameId,
  ConstId: gameId + 1000,
  SportId: 1,
  ChampId: 88637,
  Champ: 'Англия. Премьер-лига',
  Start: 1_900_000_000,
  Side: side,
  TeamId: gameId * 10 + side,
  Team: team,
  Opponent: opponent,
});
const players = [player(801, 1, 'Челси', 'Брайтон'), player(801, 2, 'Брайтон', 'Челси'), player(802, 1, 'Арсенал', 'Эвертон'), player(802, 2, 'Эвертон', 'Арсенал')];

const duelEvent = wireEvent(9_000_000_000_001, {
  KI: 3,
  O1: 'Челси',
  O2: 'Эвертон',
  L: 'Дуэли',
  E: [outcome(1, 1, 1.9), outcome(1, 2, 3.6), outcome(1, 3, 4.1)],
  AE: [{ G: 17, ME: [outcome(17, 9, 1.8, { P: 2.5 }), outcome(17, 10, 2.0, { P: 2.5 })] }],
});

beforeAll(async () => {
  server = await startTestServer();
  server.route(builderPaths.duelPlayers, (_request, response) => sendJson(response, 200, family(players)));
  server.route(builderPaths.buildDuel, (_request, response) => sendJson(response, buildAnswer.status, buildAnswer.body));
  server.route(specialBetPaths.lobby, (_request, response) => sendJson(response, 200, family(lobby)));
  server.route(sharedCouponPaths.save, (_request, response) => sendJson(response, saveAnswer.status, saveAnswer.body));
  server.route(sharedCouponPaths.load, (_request, response) =>
    sendJson(
      response,
      200,
      family({
        Events: [
          { GameId: 51, GameConstId: 1051, Type: 1, Param: 0, Coef: 2.4, Kind: 3, PlayerId: 0, GroupId: 1, GroupName: 'Исход матча', MarketName: 'П1', PeriodName: '', GameType: '', Opp1: 'Спартак', Opp2: 'Зенит', SportId: 1, Start: 1_900_000_000, Block: false },
        ],
        Vid: 0,
        HasRemoveEvents: false,
        Summ: 0,
        CheckCf: 2,
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
      }),
    ),
  );
  server.route(bettingPaths.updateCoupon, (request, response) => {
    const body = JSON.parse(request.body) as { Events: { GameId: number; Coef: number; Kind: 1 | 3 }[] };
    sendJson(response, 200, family(checkedCoupon(body.Events.map((event) => ({ gameId: event.GameId, price: Math.round(event.Coef * 1000), kind: event.Kind })))));
  });
});
afterAll(() => server.close());
beforeEach(() => {
  pointPageAt(server);
  server.received.length = 0;
  getAppStorage().clear();
  document.cookie = 'csrf_token=csrf-slip; path=/';
  buildAnswer = { status: 200, body: family({ Event: duelEvent, Players: [players[0], players[3]] }) };
  saveAnswer = { status: 200, body: family('K7P3QW9XZA') };
});

const slipSelections = () => within(screen.getByRole('list', { name: ru('sportsbook_slip_selections') })).getAllByRole('listitem');

describe('the duels page', () => {
  it('makes a duel of two teams from different games, and its prices go to the slip', async () => {
    renderSlip(<Duels />, { path: '/ru/duels' });
    const a = (await screen.findByLabelText(ru('duels_team_a'))) as HTMLSelectElement;
    const b = screen.getByLabelText(ru('duels_team_b')) as HTMLSelectElement;
    fireEvent.change(a, { target: { value: '801:1' } });
    // Team B cannot come from Team A's game.
    const sameGame = [...b.options].filter((option) => option.value.startsWith('801:'));
    expect(sameGame.every((option) => option.disabled)).toBe(true);
    fireEvent.change(b, { target: { value: '802:2' } });
    fireEvent.click(screen.getByRole('button', { name: ru('duels_build') }));
    const duel = await screen.findByRole('region', { name: ru('duels_duel', { team1: 'Челси', team2: 'Эвертон' }) });
    expect(bodiesTo(server, builderPaths.buildDuel)).toEqual([{ Players: [{ GameId: 801, Side: 1 }, { GameId: 802, Side: 2 }], Lng: 'ru' }]);
    expect(within(duel).getAllByRole('button')).toHaveLength(5);
    fireEvent.click(within(duel).getAllByRole('button')[0] as HTMLElement);
    await waitFor(() => expect(slipSelections()).toHaveLength(1));
    expect(slipSelections()[0]?.getAttribute('data-selection')).toBe('9000000000001:1:1');
    expect(slipSelections()[0]?.textContent).toContain('Челси');
    expect(within(duel).getAllByRole('button')[0]?.getAttribute('aria-pressed')).toBe('true');
  });

  it('says in words why two sides make no duel', async () => {
    buildAnswer = { status: 409, body: familyRefusal(betErrorCodes.duelInvalid, 'Game 801 is not a pre-match football game taking bets') };
    renderSlip(<Duels />, { path: '/ru/duels' });
    fireEvent.change(await screen.findByLabelText(ru('duels_team_a')), { target: { value: '801:1' } });
    fireEvent.change(screen.getByLabelText(ru('duels_team_b')), { target: { value: '802:1' } });
    fireEvent.click(screen.getByRole('button', { name: ru('duels_build') }));
    await screen.findByText(`${ru('duels_refused')} ${ru('bet_refusal_duel_invalid')}`);
  });
});

describe('the bet lobby', () => {
  it('lists published bets without their stakes and copies one into the slip', async () => {
    lobby = [{ BetId: 7001, Name: '100****23', Vid: 0, Coef: 2.4, Currency: 'RUB', Events: [{ GameId: 51, Type: 1, Param: 0, Coef: 2.4, Opp1: 'Спартак', Opp2: 'Зенит' }], Dt: 1_900_000_000 }];
    renderSlip(<BetsLobby />, { path: '/ru/bets-lobby' });
    const bet = await screen.findByRole('article', { name: ru('lobby_bet_label', { name: '100****23' }) });
    expect(bet.textContent).toContain('Спартак — Зенит');
    fireEvent.click(within(bet).getByRole('button', { name: ru('lobby_copy_label', { name: '100****23' }) }));
    await waitFor(() => expect(slipSelections()).toHaveLength(1));
    expect(bodiesTo(server, sharedCouponPaths.save)).toEqual([{ Events: [{ GameId: 51, Type: 1, Param: 0, Coef: 2.4 }], Vid: 0, expressNum: 0, CheckCf: 2, Lng: 'ru', Source: 55 }]);
    expect(bet.textContent).toContain(ru('slip_load_done', { count: 1 }));
  });

  it('says why a bet could not be copied', async () => {
    lobby = [{ BetId: 7002, Name: '100****77', Vid: 0, Coef: 2.4, Currency: 'RUB', Events: [{ GameId: 52, Type: 1, Param: 0, Coef: 2.4, Opp1: 'A', Opp2: 'B' }], Dt: 1_900_000_000 }];
    saveAnswer = { status: 409, body: familyRefusal(betErrorCodes.couponEventRefused, 'The selection on game 52 cannot be bet on') };
    renderSlip(<BetsLobby />, { path: '/ru/bets-lobby' });
    const bet = await screen.findByRole('article', { name: ru('lobby_bet_label', { name: '100****77' }) });
    fireEvent.click(within(bet).getByRole('button', { name: ru('lobby_copy_label', { name: '100****77' }) }));
    await within(bet).findByText(`${ru('slip_load_refused')} ${ru('bet_refusal_coupon_event_refused')}`);
  });

  it('says when nobody has shown a bet', async () => {
    lobby = [];
    renderSlip(<BetsLobby />, { path: '/ru/bets-lobby' });
    await screen.findByText(ru('lobby_empty'));
  });
});
